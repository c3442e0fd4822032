import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { t } from '../../lib/common-i18n';
import { Button } from '../../ui/button';

// The drawer (Radix Dialog and its focus/scroll helpers) is only needed on phones once the
// menu is opened, so it stays out of the first download; hovering or focusing the button
// starts fetching it.
const loadDrawer = () => import('./mobile-nav-drawer');
const MobileNavDrawer = lazy(loadDrawer);

/** Phones (< md): a menu button that opens the header's links in a right-side drawer. */
export function MobileNav() {
  const { pathname } = useLocation();
  // The drawer stays open only on the path it was opened on, so any navigation closes it,
  // including the browser's back button.
  const [openedOn, setOpenedOn] = useState<string | null>(null);
  const [mounted, setMounted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const open = openedOn === pathname;

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label={t('common.nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? 'mobile-nav-drawer' : undefined}
        onPointerEnter={loadDrawer}
        onFocus={loadDrawer}
        onTouchStart={loadDrawer}
        onClick={() => {
          setMounted(true);
          setOpenedOn(pathname);
        }}
      >
        <Menu aria-hidden="true" className="size-6!" />
      </Button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileNavDrawer
            open={open}
            onOpenChange={(next) => setOpenedOn(next ? pathname : null)}
            returnFocusTo={buttonRef}
          />
        </Suspense>
      ) : null}
    </>
  );
}

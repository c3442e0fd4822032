import * as Dialog from '@radix-ui/react-dialog';
import { ChevronRight, X } from 'lucide-react';
import type { RefObject } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { t } from '../../lib/common-i18n';
import { Button } from '../../ui/button';
import { ExternalLink } from '../../ui/external-link';
import { LanguageSwitch } from './language-switch';
import { MAIN_NAV } from './nav-items';

const drawerLink =
  'flex items-center justify-between rounded-xl px-4 py-3 text-base font-medium transition-colors hover:bg-brand-50 hover:text-brand-800';

export interface MobileNavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button, which gets focus back when the drawer closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}

/** The right-side drawer with the header's links: focus trapped, Escape or overlay click closes. */
export default function MobileNavDrawer({
  open,
  onOpenChange,
  returnFocusTo,
}: MobileNavDrawerProps) {
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-stone-950/50 data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
        <Dialog.Content
          id="mobile-nav-drawer"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
          className="fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-2xl outline-none data-[state=closed]:animate-drawer-out data-[state=open]:animate-drawer-in"
        >
          <div className="flex h-16 items-center justify-between border-b border-stone-200 px-4">
            <Dialog.Title className="text-lg font-bold text-stone-900">
              {t('common.nav.menu')}
            </Dialog.Title>
            <Dialog.Close asChild>
              <Button variant="ghost" size="icon" aria-label={t('common.nav.closeMenu')}>
                <X aria-hidden="true" className="size-6!" />
              </Button>
            </Dialog.Close>
          </div>
          <nav aria-label={t('common.nav.main')} className="flex-1 overflow-y-auto p-3">
            <ul className="flex flex-col gap-1">
              {MAIN_NAV.map((item) => (
                <li key={item.label}>
                  {item.kind === 'external' ? (
                    <ExternalLink
                      href={item.href}
                      onClick={close}
                      className={cn(drawerLink, 'text-stone-800')}
                    >
                      {t(item.label)}
                    </ExternalLink>
                  ) : (
                    <NavLink
                      to={item.to}
                      onClick={close}
                      className={({ isActive }) =>
                        cn(drawerLink, isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-800')
                      }
                    >
                      {t(item.label)}
                      <ChevronRight aria-hidden="true" className="size-4 text-stone-400" />
                    </NavLink>
                  )}
                </li>
              ))}
              <li className="mt-2 border-t border-stone-200 pt-2">
                <LanguageSwitch
                  onSwitch={close}
                  className={cn(drawerLink, 'justify-start gap-3 text-stone-800')}
                />
              </li>
            </ul>
          </nav>
          <p className="border-t border-stone-200 px-4 py-4 text-sm text-stone-500">
            {t('common.nav.drawerTagline')}
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

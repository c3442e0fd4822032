import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';
import { t } from '../../lib/common-i18n';
import { Container } from '../../ui/container';
import { ExternalLink } from '../../ui/external-link';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { MobileNav } from './mobile-nav';
import { MAIN_NAV } from './nav-items';

const linkBase =
  'rounded-lg px-3 py-2 text-sm font-medium transition-colors hover:bg-brand-50 hover:text-brand-800';

export function Header() {
  return (
    <header className="sticky top-0 z-40 border-b border-stone-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="flex h-16 items-center justify-between gap-4">
        <Logo />
        <nav aria-label={t('common.nav.main')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {MAIN_NAV.map((item) => (
              <li key={item.label}>
                {item.kind === 'external' ? (
                  <ExternalLink href={item.href} className={cn(linkBase, 'text-stone-700')}>
                    {t(item.label)}
                  </ExternalLink>
                ) : (
                  <NavLink
                    to={item.to}
                    className={({ isActive }) =>
                      cn(linkBase, isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700')
                    }
                  >
                    {t(item.label)}
                  </NavLink>
                )}
              </li>
            ))}
            <li className="ml-2 border-l border-stone-200 pl-2">
              <LanguageSwitch className={cn(linkBase, 'text-stone-700')} />
            </li>
          </ul>
        </nav>
        <MobileNav />
      </Container>
    </header>
  );
}

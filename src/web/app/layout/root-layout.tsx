import { Outlet } from 'react-router';
import { PageViewTracker } from '../../features/analytics/components/page-view-tracker';
import { t } from '../../lib/common-i18n';
import { Footer } from './footer';
import { Header } from './header';
import { LanguageOffer } from './language-offer';
import { NavigationProgress } from './navigation-progress';
import { ScrollToTop } from './scroll-to-top';

export const MAIN_CONTENT_ID = 'main-content';

export function RootLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        className="sr-only rounded-lg bg-brand-800 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:px-4 focus:py-2"
      >
        {t('common.skipToContent')}
      </a>
      <ScrollToTop />
      <PageViewTracker />
      <NavigationProgress />
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex flex-1 flex-col outline-none">
        <Outlet />
      </main>
      <Footer />
      <LanguageOffer />
    </div>
  );
}

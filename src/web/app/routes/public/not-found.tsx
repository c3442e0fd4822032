import { House } from 'lucide-react';
import { usePageTitle } from '#web/lib/use-page-title.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { Container } from '#web/ui/container.js';
import { t } from './pages-i18n';

export default function NotFoundPage() {
  usePageTitle(t('pages.notFound.title'));
  return (
    <Container className="flex flex-1 flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold tracking-tight text-brand-800 sm:text-8xl">404</p>
      <h1 className="mt-4 text-2xl font-bold text-stone-900 sm:text-3xl">
        {t('pages.notFound.heading')}
      </h1>
      <p className="mt-3 max-w-md text-stone-600">{t('pages.notFound.text')}</p>
      <ButtonLink size="lg" className="mt-8" to="/">
        <House aria-hidden="true" />
        {t('pages.notFound.home')}
      </ButtonLink>
    </Container>
  );
}

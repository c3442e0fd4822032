import { Container } from '#web/ui/container.js';
import { LinkPair } from '#web/ui/link-pair.js';
import { t } from '../i18n';

/** The invitation to business owners at the foot of the home page. */
export function OwnersCallout() {
  return (
    <section aria-labelledby="owners-heading" className="bg-white">
      <Container className="py-12 sm:py-16">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-r from-gold-100 to-gold-50 p-6 ring-1 sm:p-8 ring-gold-200 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 id="owners-heading" className="text-2xl font-bold tracking-tight text-stone-900">
              {t('search.owners.title')}
            </h2>
            <p className="mt-2 max-w-xl text-stone-700">{t('search.owners.text')}</p>
          </div>
          <div className="flex flex-wrap gap-3">
            <LinkPair
              main={{ to: '/business/login', label: t('search.owners.claim') }}
              other={{ to: '/pricing', label: t('search.owners.pricing') }}
            />
          </div>
        </div>
      </Container>
    </section>
  );
}

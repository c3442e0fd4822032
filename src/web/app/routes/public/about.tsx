import { AboutGallery } from '#web/features/about/components/about-gallery.js';
import { AboutOffers } from '#web/features/about/components/about-offers.js';
import { LocalFacts } from '#web/features/about/components/local-facts.js';
import { t } from '#web/features/about/i18n.js';
import { richText } from '#web/lib/rich-text.js';
import { Container } from '#web/ui/container.js';
import { LinkPair } from '#web/ui/link-pair.js';
import { PageHeader } from '#web/ui/page-header.js';

export default function AboutPage() {
  return (
    <>
      <PageHeader
        eyebrow={t('about.page.eyebrow')}
        title={t('about.page.title')}
        subtitle={t('about.page.subtitle')}
      />

      <AboutGallery />

      <Container className="grid gap-10 py-12 lg:grid-cols-5">
        <div className="flex flex-col gap-5 text-base leading-relaxed text-stone-700 lg:col-span-3">
          <h2 className="text-2xl font-bold tracking-tight text-stone-900">
            {t('about.why.title')}
          </h2>
          <p>{t('about.why.directory')}</p>
          <p>
            {richText(t('about.why.money'), [
              <strong key="dollar" className="text-stone-900" />,
              <strong key="jobs" className="text-stone-900" />,
            ])}
          </p>
          <p>{t('about.why.team')}</p>
          <div className="flex flex-wrap gap-3 pt-2">
            <LinkPair
              main={{ to: '/listings', label: t('about.why.browse') }}
              other={{ to: '/contact', label: t('about.why.contact') }}
            />
          </div>
        </div>
        <LocalFacts />
      </Container>

      <AboutOffers />
    </>
  );
}

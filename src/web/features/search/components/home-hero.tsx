import { Briefcase, MapPin, Store } from 'lucide-react';
import { ButtonLink } from '#web/ui/button-link.js';
import { Container } from '#web/ui/container.js';
import { t } from '../i18n';
import { HeroPattern } from './hero-pattern';
import { PhotoStrip } from './photo-strip';

/** The strip on the maroon band, one photo at a time. */
const STRIP = { tone: 'dark', perView: 'one' } as const;

/** The home page's maroon band: the promise, the two ways in, and the rotating photos. */
export function HomeHero() {
  return (
    <section className="relative isolate overflow-hidden bg-gradient-to-br from-brand-950 via-brand-800 to-brand-600 text-white">
      <HeroPattern />
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-gold-400/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-32 -left-16 -z-10 size-80 rounded-full bg-brand-400/30 blur-3xl"
      />
      <Container className="relative grid gap-10 pt-12 pb-20 sm:pt-16 sm:pb-24 lg:grid-cols-[minmax(0,1.05fr)_minmax(0,1fr)] lg:items-center lg:gap-12">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-gold-200 ring-1 ring-white/20">
            <MapPin aria-hidden="true" className="size-4" />
            {t('search.hero.place')}
          </p>
          <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl">
            {t('search.hero.title')}
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-brand-50/90 sm:text-xl">
            {t('search.hero.lead')}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink variant="gold" size="lg" to="/listings">
              <Store aria-hidden="true" />
              {t('search.hero.browse')}
            </ButtonLink>
            <ButtonLink
              size="lg"
              className="bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20"
              to="/jobs"
            >
              <Briefcase aria-hidden="true" />
              {t('search.hero.jobs')}
            </ButtonLink>
          </div>
        </div>
        <PhotoStrip {...STRIP} />
      </Container>
    </section>
  );
}

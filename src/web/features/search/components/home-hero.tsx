import { Briefcase, MapPin, Store } from 'lucide-react';
import { ButtonLink } from '#web/ui/button-link.js';
import { Container } from '#web/ui/container.js';
import { HeroPattern } from './hero-pattern';
import { PhotoStrip } from './photo-strip';

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
            Bryan / College Station, Texas
          </p>
          <h1 className="mt-6 max-w-3xl text-4xl font-extrabold tracking-tight text-balance sm:text-5xl xl:text-6xl">
            Discover Local Businesses Near You
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-pretty text-brand-50/90 sm:text-xl">
            Explore the restaurants, shops and services that make Bryan and College Station home.
            Support local small businesses, and keep it local.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink variant="gold" size="lg" to="/listings">
              <Store aria-hidden="true" />
              Browse businesses
            </ButtonLink>
            <ButtonLink
              size="lg"
              className="bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20"
              to="/jobs"
            >
              <Briefcase aria-hidden="true" />
              Find local jobs
            </ButtonLink>
          </div>
        </div>
        <PhotoStrip tone="dark" perView="one" />
      </Container>
    </section>
  );
}

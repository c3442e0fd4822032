import { Briefcase, MapPin, Store } from 'lucide-react';
import { Link } from 'react-router';
import { HomeDirectory } from '../../../features/search/components/home-directory';
import { PhotoStrip } from '../../../features/search/components/photo-strip';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Container } from '../../../ui/container';

const CITIES = [
  { name: 'Bryan', slug: 'bryan' },
  { name: 'College Station', slug: 'college-station' },
];

function BrowseByCity() {
  return (
    <nav aria-label="Browse by city" className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-stone-600">Browse by city:</span>
      {CITIES.map((city) => (
        <Link
          key={city.slug}
          to={`/city/${city.slug}`}
          className="inline-flex items-center gap-1 rounded-full border border-stone-200 bg-stone-50 px-3 py-1 font-medium text-stone-700 transition-colors hover:border-brand-200 hover:bg-brand-50 hover:text-brand-800"
        >
          <MapPin aria-hidden="true" className="size-3.5" />
          {city.name}
        </Link>
      ))}
    </nav>
  );
}

function HeroPattern() {
  return (
    <svg aria-hidden="true" className="absolute inset-0 h-full w-full opacity-[0.12]">
      <defs>
        <pattern id="hero-dots" width="28" height="28" patternUnits="userSpaceOnUse">
          <circle cx="2" cy="2" r="1.6" fill="currentColor" />
        </pattern>
      </defs>
      <rect width="100%" height="100%" fill="url(#hero-dots)" />
    </svg>
  );
}

export default function HomePage() {
  usePageTitle();
  return (
    <>
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
              <Button variant="gold" size="lg" asChild>
                <Link to="/listings">
                  <Store aria-hidden="true" />
                  Browse businesses
                </Link>
              </Button>
              <Button
                size="lg"
                asChild
                className="bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20"
              >
                <Link to="/jobs">
                  <Briefcase aria-hidden="true" />
                  Find local jobs
                </Link>
              </Button>
            </div>
          </div>
          <PhotoStrip tone="dark" perView="one" />
        </Container>
      </section>

      <Container className="relative z-10 -mt-12 pb-12 sm:-mt-14 sm:pb-16">
        <HomeDirectory searchFooter={<BrowseByCity />} />
      </Container>

      <section aria-labelledby="owners-heading" className="bg-white">
        <Container className="py-12 sm:py-16">
          <div className="flex flex-col items-start gap-6 rounded-3xl bg-gradient-to-r from-gold-100 to-gold-50 p-6 ring-1 sm:p-8 ring-gold-200 md:flex-row md:items-center md:justify-between">
            <div>
              <h2 id="owners-heading" className="text-2xl font-bold tracking-tight text-stone-900">
                Own a local business?
              </h2>
              <p className="mt-2 max-w-xl text-stone-700">
                Claim your free listing, add photos and hours, and post jobs to reach customers
                across Bryan / College Station.
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Button asChild>
                <Link to="/business/login">Claim My Business</Link>
              </Button>
              <Button variant="outline" asChild>
                <Link to="/pricing">See pricing</Link>
              </Button>
            </div>
          </div>
        </Container>
      </section>
    </>
  );
}

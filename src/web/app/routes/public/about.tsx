import { Briefcase, CalendarDays, HandHeart, Store, TrendingUp, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PHOTO_STRIP } from '../../../../domain/photo-strip';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { PageHeader } from '../../../ui/page-header';

// Four scenes of the home page's strip: downtown, a game day, the market, Main Street.
const GALLERY = [0, 1, 4, 8].map((index) => PHOTO_STRIP[index]);

const FACTS = [
  {
    icon: HandHeart,
    figure: '68%',
    text: 'of each dollar spent at a local business stays in the community.',
  },
  {
    icon: Users,
    figure: '1.5×',
    text: 'Small businesses create about 1.5 times more jobs per $100 of spending.',
  },
  {
    icon: TrendingUp,
    figure: 'Local',
    text: 'Every purchase helps a neighbor keep their doors open and their team employed.',
  },
];

const OFFERS = [
  {
    icon: Store,
    title: 'A directory of local favorites',
    text: 'Restaurants, salons, trades, gyms and services across Bryan and College Station, with hours, photos and contact details.',
    to: '/listings',
    link: 'Browse businesses',
  },
  {
    icon: Briefcase,
    title: 'A local job board',
    text: 'Openings at local businesses, and a simple way to apply without creating an account.',
    to: '/jobs',
    link: 'See local jobs',
  },
  {
    icon: CalendarDays,
    title: 'What is on around town',
    text: 'Markets, music and community events, plus a weekly newsletter about what is happening.',
    to: '/events',
    link: 'Upcoming events',
  },
];

export default function AboutPage() {
  usePageTitle('About');
  return (
    <>
      <PageHeader
        eyebrow="Our story"
        title="About BCS Local"
        subtitle="Boosting local small businesses across Bryan and College Station, Texas."
      />

      <section aria-label="Around Bryan / College Station" className="bg-white">
        <Container className="py-6 sm:py-8">
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            {GALLERY.map((photo) => (
              <li
                key={photo.src}
                className="overflow-hidden rounded-2xl bg-stone-100 ring-1 ring-stone-200"
              >
                <img
                  src={photo.src}
                  alt={photo.alt}
                  width={1200}
                  height={500}
                  decoding="async"
                  className="aspect-[4/3] w-full object-cover"
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>

      <Container className="grid gap-10 py-12 lg:grid-cols-5">
        <div className="flex flex-col gap-5 text-base leading-relaxed text-stone-700 lg:col-span-3">
          <h2 className="text-2xl font-bold tracking-tight text-stone-900">Why local matters</h2>
          <p>
            BCS Local is a directory built for the Brazos Valley. We bring together the restaurants,
            salons, trades, gyms and service providers that give Bryan and College Station their
            character, so neighbors, students and visitors can find them in one place.
          </p>
          <p>
            Shopping locally matters. About{' '}
            <strong className="text-stone-900">68% of each dollar</strong> spent at a local business
            stays in the community, paying local wages and supporting local causes. Small businesses
            also create about{' '}
            <strong className="text-stone-900">1.5 times more jobs per $100</strong> of spending
            than large chains.
          </p>
          <p>
            We are a small team from the area. Listings are reviewed by people, not algorithms, and
            business owners can claim their listing to keep their details current, add photos and
            post jobs.
          </p>
          <div className="flex flex-wrap gap-3 pt-2">
            <Button asChild>
              <Link to="/listings">Browse businesses</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link to="/contact">Contact us</Link>
            </Button>
          </div>
        </div>
        <ul aria-label="Local by the numbers" className="flex flex-col gap-4 lg:col-span-2">
          {FACTS.map((fact) => (
            <li key={fact.figure}>
              <Card className="flex items-start gap-4 p-5">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <fact.icon aria-hidden="true" className="size-5" />
                </span>
                <div>
                  <p className="text-2xl font-extrabold text-brand-800">{fact.figure}</p>
                  <p className="mt-1 text-sm text-stone-600">{fact.text}</p>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      </Container>

      <section aria-labelledby="offers-heading" className="border-t border-stone-200 bg-white">
        <Container className="py-12">
          <h2 id="offers-heading" className="text-2xl font-bold tracking-tight text-stone-900">
            What you will find here
          </h2>
          <ul className="mt-6 grid gap-4 md:grid-cols-3">
            {OFFERS.map((offer) => (
              <li key={offer.title}>
                <Card className="flex h-full flex-col gap-3 p-6">
                  <span className="flex size-11 items-center justify-center rounded-xl bg-gold-50 text-gold-700">
                    <offer.icon aria-hidden="true" className="size-5" />
                  </span>
                  <h3 className="text-lg font-semibold text-stone-900">{offer.title}</h3>
                  <p className="flex-1 text-sm text-stone-600">{offer.text}</p>
                  <Link
                    to={offer.to}
                    className="self-start rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                  >
                    {offer.link}
                  </Link>
                </Card>
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}

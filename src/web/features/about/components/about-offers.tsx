import { Briefcase, CalendarDays, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '#web/ui/card.js';
import { Container } from '#web/ui/container.js';
import { IconBadge } from '#web/ui/icon-badge.js';

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

/** 'What you will find here': the directory, the job board and the events. */
export function AboutOffers() {
  return (
    <section aria-labelledby="offers-heading" className="border-t border-stone-200 bg-white">
      <Container className="py-12">
        <h2 id="offers-heading" className="text-2xl font-bold tracking-tight text-stone-900">
          What you will find here
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {OFFERS.map((offer) => (
            <li key={offer.title}>
              <Card className="flex h-full flex-col gap-3 p-6">
                <IconBadge icon={<offer.icon aria-hidden="true" />} tone="gold" shape="square" />
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
  );
}

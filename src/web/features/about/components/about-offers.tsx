import { Briefcase, CalendarDays, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '#web/ui/card.js';
import { Container } from '#web/ui/container.js';
import { IconBadge } from '#web/ui/icon-badge.js';
import { t } from '../i18n';

const SQUARE = 'square';

const OFFERS = [
  {
    icon: Store,
    title: 'about.offers.directory',
    text: 'about.offers.directoryText',
    to: '/listings',
    link: 'about.offers.directoryLink',
  },
  {
    icon: Briefcase,
    title: 'about.offers.jobs',
    text: 'about.offers.jobsText',
    to: '/jobs',
    link: 'about.offers.jobsLink',
  },
  {
    icon: CalendarDays,
    title: 'about.offers.events',
    text: 'about.offers.eventsText',
    to: '/events',
    link: 'about.offers.eventsLink',
  },
] as const;

/** 'What you will find here': the directory, the job board and the events. */
export function AboutOffers() {
  return (
    <section aria-labelledby="offers-heading" className="border-t border-stone-200 bg-white">
      <Container className="py-12">
        <h2 id="offers-heading" className="text-2xl font-bold tracking-tight text-stone-900">
          {t('about.offers.title')}
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {OFFERS.map((offer) => (
            <li key={offer.title}>
              <Card className="flex h-full flex-col gap-3 p-6">
                <IconBadge icon={<offer.icon aria-hidden="true" />} tone="gold" shape={SQUARE} />
                <h3 className="text-lg font-semibold text-stone-900">{t(offer.title)}</h3>
                <p className="flex-1 text-sm text-stone-600">{t(offer.text)}</p>
                <Link
                  to={offer.to}
                  className="self-start rounded text-sm font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {t(offer.link)}
                </Link>
              </Card>
            </li>
          ))}
        </ul>
      </Container>
    </section>
  );
}

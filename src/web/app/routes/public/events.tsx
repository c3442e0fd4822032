import { CalendarDays } from 'lucide-react';
import { publicConfig } from '../../../lib/public-config';
import { usePageTitle } from '../../../lib/use-page-title';
import { Card } from '../../../ui/card';
import { Container } from '../../../ui/container';
import { ExternalLink } from '../../../ui/external-link';
import { PageHeader } from '../../../ui/page-header';

export default function EventsPage() {
  usePageTitle('Events');
  return (
    <>
      <PageHeader
        title="Upcoming Local Events"
        subtitle="Markets, music, and community happenings around Bryan / College Station."
      />
      <Container className="py-12">
        <Card className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <CalendarDays aria-hidden="true" className="size-6" />
          </span>
          <h2 className="text-lg font-semibold text-stone-900">No upcoming events yet</h2>
          <p className="max-w-md text-sm text-stone-600">
            Check back soon, or get the week's events in your inbox with our{' '}
            <ExternalLink
              href={publicConfig.newsletterUrl}
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              weekly newsletter
            </ExternalLink>
            .
          </p>
        </Card>
      </Container>
    </>
  );
}

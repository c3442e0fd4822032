import { Briefcase } from 'lucide-react';
import { JobBoard } from '#web/features/jobs/components/job-board.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { Card } from '#web/ui/card.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';

export default function JobsPage() {
  return (
    <>
      <PageHeader
        eyebrow="Local job board"
        title="Find Your Next Opportunity"
        subtitle="Jobs at small businesses across Bryan and College Station. Apply without an account."
      />
      <Container className="grid gap-6 py-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <JobBoard />
        </div>
        <Card className="flex flex-col gap-3 self-start p-6">
          <span className="flex size-11 items-center justify-center rounded-xl bg-gold-100 text-gold-800">
            <Briefcase aria-hidden="true" className="size-5" />
          </span>
          <h2 className="text-lg font-semibold text-stone-900">Looking to Hire?</h2>
          <p className="text-sm text-stone-600">
            Post your openings and reach job seekers right here in the Brazos Valley.
          </p>
          <ButtonLink className="self-start" to="/post-job">
            Post a Job
          </ButtonLink>
        </Card>
      </Container>
    </>
  );
}

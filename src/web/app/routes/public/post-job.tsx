import { Link } from 'react-router';
import { PLANS } from '#domain/plans.js';
import { JobPlanCard } from '#web/features/jobs/components/job-plan-card.js';
import { PostJobRequirements } from '#web/features/jobs/components/post-job-requirements.js';
import { PostJobSteps } from '#web/features/jobs/components/post-job-steps.js';
import { t } from '#web/features/jobs/i18n.js';
import { richText } from '#web/lib/rich-text.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';

const JOB_PLANS = [PLANS.silver, PLANS.texas_gold];

export default function PostJobPage() {
  return (
    <>
      <PageHeader
        eyebrow={t('jobs.postJob.eyebrow')}
        title={t('jobs.postJob.title')}
        subtitle={t('jobs.postJob.subtitle')}
      />
      <Container className="flex max-w-4xl flex-col gap-8 py-10 sm:py-12">
        <PostJobRequirements />

        <section aria-labelledby="plans-heading" className="grid gap-6 md:grid-cols-2">
          <h2 id="plans-heading" className="sr-only">
            {t('jobs.postJob.plansHeading')}
          </h2>
          {JOB_PLANS.map((plan) => (
            <JobPlanCard key={plan.id} plan={plan} />
          ))}
          <p className="text-sm text-stone-600 md:col-span-2">
            {richText(t('jobs.postJob.compare'), [
              <Link
                key="pricing"
                to="/pricing"
                className="rounded font-semibold text-brand-700 underline-offset-4 hover:underline"
              />,
            ])}
          </p>
        </section>

        <PostJobSteps />
      </Container>
    </>
  );
}

import { ArrowLeft, Briefcase } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { recordJobView, useJob } from '#web/features/jobs/api/jobs.js';
import { JobDetails } from '#web/features/jobs/components/job-details.js';
import { isApiError } from '#web/lib/api-client.js';
import { usePageTitle } from '#web/lib/use-page-title.js';
import { Container } from '#web/ui/container.js';
import { PageHeader } from '#web/ui/page-header.js';
import { RetryAlert } from '#web/ui/retry-alert.js';
import { LoadingState } from '#web/ui/spinner.js';
import { StatusPanel } from '#web/ui/status-panel.js';

const back = (
  <Link
    to="/jobs"
    className="flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline"
  >
    <ArrowLeft aria-hidden="true" className="size-4" /> All jobs
  </Link>
);

export default function JobPostingPage() {
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  usePageTitle(job.data ? `${job.data.title} at ${job.data.companyName}` : 'Jobs');

  useEffect(() => {
    if (job.data) void recordJobView(job.data.id);
  }, [job.data]);

  if (job.isPending) return <LoadingState label="Loading the job..." />;
  if (job.isError) {
    const missing = isApiError(job.error) && (job.error.status === 404 || job.error.status === 400);
    return (
      <Container className="py-16">
        {missing ? (
          <StatusPanel icon={<Briefcase aria-hidden="true" />} title="Job Not Found" actions={back}>
            This job is no longer listed. See the other open positions on the job board.
          </StatusPanel>
        ) : (
          <RetryAlert onRetry={() => void job.refetch()}>Failed to fetch jobs</RetryAlert>
        )}
      </Container>
    );
  }
  return (
    <>
      <PageHeader
        eyebrow={job.data.companyName}
        title={job.data.title}
        subtitle={job.data.location}
        actions={back}
      />
      <Container className="py-10">
        <JobDetails job={job.data} />
      </Container>
    </>
  );
}

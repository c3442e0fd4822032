import { Briefcase } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { recordJobView, useJob } from '#web/features/jobs/api/jobs.js';
import { JobDetails } from '#web/features/jobs/components/job-details.js';
import { usePageTitle } from '#web/lib/use-page-title.js';
import { DetailPage } from '#web/ui/detail-page.js';

export default function JobPostingPage() {
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  usePageTitle(job.data ? `${job.data.title} at ${job.data.companyName}` : 'Jobs');

  useEffect(() => {
    if (job.data) void recordJobView(job.data.id);
  }, [job.data]);

  return (
    <DetailPage
      query={job}
      loadingLabel="Loading the job..."
      back={{ to: '/jobs', label: 'All jobs' }}
      notFound={{
        icon: <Briefcase aria-hidden="true" />,
        title: 'Job Not Found',
        text: 'This job is no longer listed. See the other open positions on the job board.',
      }}
      failedMessage="Failed to fetch jobs"
      header={(data) => ({ eyebrow: data.companyName, title: data.title, subtitle: data.location })}
    >
      {(data) => <JobDetails job={data} />}
    </DetailPage>
  );
}

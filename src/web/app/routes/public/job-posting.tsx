import { Briefcase } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { jobMessages } from '#domain/jobs.js';
import { recordJobView, useJob } from '#web/features/jobs/api/jobs.js';
import { JobDetails } from '#web/features/jobs/components/job-details.js';
import { t } from '#web/features/jobs/i18n.js';
import { translated } from '#web/lib/i18n.js';
import { usePageTitle } from '#web/lib/use-page-title.js';
import { DetailPage } from '#web/ui/detail-page.js';

export default function JobPostingPage() {
  const { jobId = '' } = useParams();
  const job = useJob(jobId);
  usePageTitle(
    job.data
      ? t('jobs.posting.pageTitle', { title: job.data.title, company: job.data.companyName })
      : t('jobs.posting.pageTitleFallback'),
  );

  useEffect(() => {
    if (job.data) void recordJobView(job.data.id);
  }, [job.data]);

  return (
    <DetailPage
      query={job}
      loadingLabel={t('jobs.posting.loading')}
      back={{ to: '/jobs', label: t('jobs.posting.back') }}
      notFound={{
        icon: <Briefcase aria-hidden="true" />,
        title: t('jobs.posting.notFoundTitle'),
        text: t('jobs.posting.notFoundText'),
      }}
      failedMessage={translated(jobMessages.fetchFailed)}
      header={(data) => ({ eyebrow: data.companyName, title: data.title, subtitle: data.location })}
    >
      {(data) => <JobDetails job={data} />}
    </DetailPage>
  );
}

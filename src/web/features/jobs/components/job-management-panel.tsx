import {
  ADMIN_JOB_ACTION_MESSAGES,
  ADMIN_JOB_PAGE_SIZE,
  ADMIN_JOB_TABS,
  type AdminJobAction,
  type AdminJobTab,
  type JobStatus,
  jobMessages,
} from '#domain/jobs.js';
import { useStatusReview } from '#web/lib/use-status-review.js';
import { ReviewQueue } from '#web/ui/review-queue.js';
import { useAdminJobStatus, useAdminJobs } from '../api/jobs';
import { t } from '../i18n';
import { AdminJobCard } from './admin-job-card';

const TAB_LABELS: Record<AdminJobTab, string> = {
  pending: 'Pending',
  approved: 'Approved',
  paused: 'Paused',
  rejected: 'Rejected',
};

/** Job Management: postings by status; one job is processed at a time. */
export function JobManagementPanel() {
  const review = useStatusReview<AdminJobTab, AdminJobAction, JobStatus>(
    'jobs',
    ADMIN_JOB_TABS,
    useAdminJobStatus(),
    ({ action }) => ADMIN_JOB_ACTION_MESSAGES[action],
  );
  const { status, offset } = review.tabs;
  const jobs = useAdminJobs({ status, offset });

  return (
    <ReviewQueue
      {...review.tabs}
      title={t('jobs.admin.title')}
      description={t('jobs.admin.description')}
      items={t('jobs.admin.items')}
      labels={TAB_LABELS}
      counts={jobs.data?.counts}
      query={jobs}
      errorMessage={jobMessages.fetchPostingsFailed}
      pageSize={ADMIN_JOB_PAGE_SIZE}
    >
      {(job) => <AdminJobCard key={job.id} job={job} tab={status} {...review.decision} />}
    </ReviewQueue>
  );
}

import {
  ADMIN_JOB_ACTION_MESSAGES,
  ADMIN_JOB_PAGE_SIZE,
  ADMIN_JOB_TABS,
  type AdminJobAction,
  type AdminJobTab,
  type JobStatus,
  jobMessages,
  type ManagedJob,
} from '#domain/jobs.js';
import { useReviewQueue } from '#web/lib/use-review-queue.js';
import { ReviewQueue } from '#web/ui/review-queue.js';
import { useAdminJobStatus, useAdminJobs } from '../api/jobs';
import { AdminJobCard } from './admin-job-card';

const TAB_LABELS: Record<AdminJobTab, string> = {
  pending: 'Pending',
  approved: 'Approved',
  paused: 'Paused',
  rejected: 'Rejected',
};

/** Job Management: postings by status; one job is processed at a time. */
export function JobManagementPanel() {
  const queue = useReviewQueue<AdminJobTab, AdminJobAction>('jobs', ADMIN_JOB_TABS);
  const { status, offset } = queue.tabs;
  const jobs = useAdminJobs({ status, offset });
  const change = useAdminJobStatus();

  const act = (job: ManagedJob, action: AdminJobAction, to: JobStatus, notes: string) =>
    queue.decide(job.id, action, ADMIN_JOB_ACTION_MESSAGES[action], (callbacks) =>
      change.mutate({ id: job.id, status: to, notes: notes.trim() || null }, callbacks),
    );

  return (
    <ReviewQueue
      {...queue.tabs}
      title="Job Management"
      description="Review and approve job postings submitted by businesses"
      items="job postings"
      labels={TAB_LABELS}
      counts={jobs.data?.counts}
      query={jobs}
      errorMessage={jobMessages.fetchPostingsFailed}
      pageSize={ADMIN_JOB_PAGE_SIZE}
    >
      {(job) => (
        <AdminJobCard
          key={job.id}
          job={job}
          tab={status}
          processing={queue.processing}
          onAction={act}
        />
      )}
    </ReviewQueue>
  );
}

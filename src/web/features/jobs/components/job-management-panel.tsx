import { useState } from 'react';
import { toast } from 'sonner';
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
import { toastFailure } from '#web/lib/failure-toast.js';
import { useSearchParamTab } from '#web/lib/use-search-param-tab.js';
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
  const [tab, setTab] = useSearchParamTab('jobs', ADMIN_JOB_TABS, 'pending');
  const [offset, setOffset] = useState(0);
  const [processing, setProcessing] = useState<{ id: string; action: AdminJobAction } | null>(null);
  const jobs = useAdminJobs({ status: tab, offset });
  const change = useAdminJobStatus();
  const counts = jobs.data?.counts;

  const act = (job: ManagedJob, action: AdminJobAction, to: JobStatus, notes: string) => {
    setProcessing({ id: job.id, action });
    change.mutate(
      { id: job.id, status: to, notes: notes.trim() || null },
      {
        onSuccess: () => toast.success(ADMIN_JOB_ACTION_MESSAGES[action].done),
        onError: (err) => toastFailure(ADMIN_JOB_ACTION_MESSAGES[action].failed, err),
        onSettled: () => setProcessing(null),
      },
    );
  };

  return (
    <ReviewQueue
      title="Job Management"
      description="Review and approve job postings submitted by businesses"
      tabsLabel="Job postings by status"
      statuses={ADMIN_JOB_TABS}
      labels={TAB_LABELS}
      counts={counts}
      status={tab}
      onStatusChange={setTab}
      query={jobs}
      loadingLabel="Loading job postings..."
      errorMessage={jobMessages.fetchPostingsFailed}
      emptyMessage={`No ${tab} job postings`}
      offset={offset}
      pageSize={ADMIN_JOB_PAGE_SIZE}
      onOffsetChange={setOffset}
      listLabel={`${TAB_LABELS[tab]} job postings`}
    >
      {(job) => (
        <AdminJobCard key={job.id} job={job} tab={tab} processing={processing} onAction={act} />
      )}
    </ReviewQueue>
  );
}

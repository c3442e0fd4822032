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
import { PagedList } from '#web/ui/paged-list.js';
import { SectionCard } from '#web/ui/section-card.js';
import { TabList, TabPanel, Tabs } from '#web/ui/tabs.js';
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
    <SectionCard
      title="Job Management"
      description="Review and approve job postings submitted by businesses"
    >
      <Tabs
        value={tab}
        onValueChange={(next) => {
          setTab(next);
          setOffset(0);
        }}
      >
        <TabList
          label="Job postings by status"
          variant="underline"
          className="mt-3"
          tabs={ADMIN_JOB_TABS.map((id) => ({
            id,
            label: counts ? `${TAB_LABELS[id]} (${counts[id]})` : TAB_LABELS[id],
          }))}
        />
        <TabPanel value={tab}>
          <PagedList
            query={jobs}
            loadingLabel="Loading job postings..."
            errorMessage={jobMessages.fetchPostingsFailed}
            emptyMessage={`No ${tab} job postings`}
            offset={offset}
            pageSize={ADMIN_JOB_PAGE_SIZE}
            onOffsetChange={setOffset}
          >
            {(items) => (
              <ul aria-label={`${TAB_LABELS[tab]} job postings`} className="flex flex-col gap-3">
                {items.map((job) => (
                  <AdminJobCard
                    key={job.id}
                    job={job}
                    tab={tab}
                    processing={processing}
                    onAction={act}
                  />
                ))}
              </ul>
            )}
          </PagedList>
        </TabPanel>
      </Tabs>
    </SectionCard>
  );
}

import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import {
  JOB_TRANSITIONS,
  JOB_TYPE_LABELS,
  type JobStatus,
  jobMessages,
  jobStatusLabel,
  type ManagedJob,
} from '#domain/jobs.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { useSearchParamTab } from '#web/lib/use-search-param-tab.js';
import { Button } from '#web/ui/button.js';
import { Card } from '#web/ui/card.js';
import { ColumnHeads } from '#web/ui/column-heads.js';
import { RetryAlert } from '#web/ui/retry-alert.js';
import { SectionCard } from '#web/ui/section-card.js';
import { LoadingState } from '#web/ui/spinner.js';
import { type BadgeTone, StatusBadge } from '#web/ui/status-badge.js';
import { TabList, TabPanel, Tabs } from '#web/ui/tabs.js';
import { useOwnerJobStatus, usePortalJobs } from '../api/jobs';
import { formatJobDate } from '../lib/job-time';
import { JobApplicationsDialog } from './job-applications-dialog';
import { JobFormDialog } from './job-form-dialog';

const VIEWS = ['active', 'paused'] as const;
const COLUMNS = ['Job Title', 'Type', 'Status', 'Applications', 'Views', 'Posted', 'Actions'];

const MOVE_LABELS: Partial<
  Record<JobStatus, { label: string; ariaLabel: (title: string) => string }>
> = {
  paused: { label: 'Pause', ariaLabel: (title) => `Pause ${title}` },
  approved: { label: 'Resume', ariaLabel: (title) => `Resume ${title}` },
  filled: { label: 'Mark as Filled', ariaLabel: (title) => `Mark ${title} as filled` },
};

/** The owner's buttons for a job: its moves in the one transition table (src/domain/jobs.ts). */
function ownerMoves(from: JobStatus) {
  return JOB_TRANSITIONS.filter((t) => t.by === 'owner' && t.from === from).flatMap((t) => {
    const text = MOVE_LABELS[t.to];
    return text ? [{ to: t.to, ...text }] : [];
  });
}
type Open = { kind: 'form'; job?: ManagedJob } | { kind: 'applications'; job: ManagedJob };

const STATUS_TONES: Partial<Record<JobStatus, BadgeTone>> = {
  approved: 'success',
  pending: 'warning',
  rejected: 'danger',
  paused: 'neutral',
  filled: 'info',
};

/** The owner's Jobs tab: postings by Active and Paused, with every action on a job. */
export function PortalJobsTab() {
  const jobs = usePortalJobs();
  const status = useOwnerJobStatus();
  const [view, setView] = useSearchParamTab('jobs', VIEWS, 'active');
  const [open, setOpen] = useState<Open | null>(null);
  const close = () => setOpen(null);

  if (jobs.isPending) return <LoadingState label="Loading your jobs..." />;
  if (jobs.isError) {
    return (
      <Card className="p-5">
        <RetryAlert onRetry={() => void jobs.refetch()}>
          {jobMessages.fetchPostingsFailed}
        </RetryAlert>
      </Card>
    );
  }
  const { items, canPost } = jobs.data;
  const active = items.filter((j) => j.status !== 'paused' && j.status !== 'archived');
  const paused = items.filter((j) => j.status === 'paused');
  const shown = view === 'active' ? active : paused;

  const move = (job: ManagedJob, to: JobStatus) =>
    status.mutate(
      { id: job.id, status: to },
      {
        onSuccess: (result) => toast.success(result.message),
        onError: (err) => toastFailure(jobMessages.statusFailed, err),
      },
    );
  const postButton = (label: string) => (
    <Button disabled={!canPost} onClick={() => setOpen({ kind: 'form' })}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <SectionCard title="Job Postings" actions={postButton('Post New Job')}>
      {!canPost ? (
        <p className="mt-3 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
          {jobMessages.planRequired}{' '}
          <Link to="/pricing" className="font-semibold underline">
            See plans
          </Link>
        </p>
      ) : null}
      <Tabs value={view} onValueChange={setView}>
        <TabList
          label="Job postings by status"
          variant="underline"
          className="mt-4"
          tabs={[
            { id: 'active', label: `Active Jobs (${active.length})` },
            { id: 'paused', label: `Paused Jobs (${paused.length})` },
          ]}
        />
        <TabPanel value={view}>
          {shown.length === 0 ? (
            <div className="mt-4 flex flex-col items-center gap-3 rounded-xl bg-stone-50 p-8 text-center ring-1 ring-stone-200">
              <p role="status" className="font-semibold text-stone-900">
                {view === 'active' ? 'No Active Job Postings' : 'No Paused Job Postings'}
              </p>
              {view === 'active' && canPost ? postButton('Post Your First Job') : null}
            </div>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <ColumnHeads
                  columns={COLUMNS}
                  className="border-b border-stone-200 text-stone-600"
                  cellClassName="py-2 pr-3 font-semibold last:pr-0"
                />
                <tbody className="divide-y divide-stone-100">
                  {shown.map((job) => (
                    <tr key={job.id}>
                      <td className="py-3 pr-3">
                        <span className="block font-medium text-stone-900">{job.title}</span>
                        <span className="text-stone-500">{job.location}</span>
                      </td>
                      <td className="py-3 pr-3">{JOB_TYPE_LABELS[job.jobType]}</td>
                      <td className="py-3 pr-3">
                        <StatusBadge tone={STATUS_TONES[job.status] ?? 'neutral'}>
                          {jobStatusLabel(job.status)}
                        </StatusBadge>
                      </td>
                      <td className="py-3 pr-3 tabular-nums">{job.applicationCount}</td>
                      <td className="py-3 pr-3 tabular-nums">{job.viewCount}</td>
                      <td className="py-3 pr-3 whitespace-nowrap">
                        {formatJobDate(job.createdAt)}
                      </td>
                      <td className="py-3">
                        <div className="flex flex-wrap gap-1.5">
                          <Button
                            size="sm"
                            variant="outline"
                            onClick={() => setOpen({ kind: 'applications', job })}
                            aria-label={`Applications for ${job.title}`}
                          >
                            Applications
                          </Button>
                          {!['filled', 'expired', 'archived'].includes(job.status) ? (
                            <Button
                              size="sm"
                              variant="outline"
                              onClick={() => setOpen({ kind: 'form', job })}
                              aria-label={`Edit ${job.title}`}
                            >
                              Edit
                            </Button>
                          ) : null}
                          {ownerMoves(job.status).map(({ to, label, ariaLabel }) => (
                            <Button
                              key={to}
                              size="sm"
                              variant="outline"
                              disabled={status.isPending}
                              onClick={() => move(job, to)}
                              aria-label={ariaLabel(job.title)}
                            >
                              {label}
                            </Button>
                          ))}
                        </div>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </TabPanel>
      </Tabs>
      {open?.kind === 'form' ? <JobFormDialog job={open.job} onClose={close} /> : null}
      {open?.kind === 'applications' ? (
        <JobApplicationsDialog job={open.job} onClose={close} />
      ) : null}
    </SectionCard>
  );
}

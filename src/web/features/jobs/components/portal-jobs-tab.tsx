import { Plus } from 'lucide-react';
import { useState } from 'react';
import {
  JOB_TRANSITIONS,
  JOB_TYPE_LABELS,
  type JobStatus,
  jobMessages,
  jobStatusLabel,
  type ManagedJob,
} from '#domain/jobs.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { toast } from '#web/lib/toast.js';
import { useSearchParamTab } from '#web/lib/use-search-param-tab.js';
import { Button } from '#web/ui/button.js';
import { ColumnHeads } from '#web/ui/column-heads.js';
import { PlanNotice } from '#web/ui/plan-notice.js';
import { TabQueryFallback } from '#web/ui/query-view.js';
import { SectionCard } from '#web/ui/section-card.js';
import { type BadgeTone, StatusBadge } from '#web/ui/status-badge.js';
import { TabList, TabPanel, Tabs } from '#web/ui/tabs.js';
import { useOwnerJobStatus, usePortalJobs } from '../api/jobs';
import { t } from '../i18n';
import { formatJobDate } from '../lib/job-time';
import { JobApplicationsDialog } from './job-applications-dialog';
import { JobFormDialog } from './job-form-dialog';

const VIEWS = ['active', 'paused'] as const;
type Key = Parameters<typeof t>[0];

const COLUMNS: Key[] = [
  'jobs.portal.column.title',
  'jobs.portal.column.type',
  'jobs.portal.column.status',
  'jobs.portal.column.applications',
  'jobs.portal.column.views',
  'jobs.portal.column.posted',
  'jobs.portal.column.actions',
];
const HEAD_CELL = 'py-2 pr-3 font-semibold last:pr-0';

/** Each move's button and its label naming the job, by catalogue key. */
const MOVE_LABELS: Partial<Record<JobStatus, { label: Key; ariaLabel: Key }>> = {
  paused: { label: 'jobs.portal.pause', ariaLabel: 'jobs.portal.pauseFor' },
  approved: { label: 'jobs.portal.resume', ariaLabel: 'jobs.portal.resumeFor' },
  filled: { label: 'jobs.portal.fill', ariaLabel: 'jobs.portal.fillFor' },
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

  if (!jobs.isSuccess) {
    return (
      <TabQueryFallback query={jobs} loadingLabel={t('jobs.portal.loading')}>
        {translated(jobMessages.fetchPostingsFailed)}
      </TabQueryFallback>
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
        onError: (err) => toastFailure(translated(jobMessages.statusFailed), err),
      },
    );
  /** A job's buttons: its applications, edit while it may change, and the owner's moves. */
  const buttonsFor = (job: ManagedJob) => [
    {
      key: 'applications',
      label: t('jobs.portal.applications'),
      ariaLabel: t('jobs.portal.applicationsFor', { title: job.title }),
      onClick: () => setOpen({ kind: 'applications', job }),
    },
    ...(['filled', 'expired', 'archived'].includes(job.status)
      ? []
      : [
          {
            key: 'edit',
            label: t('jobs.portal.edit'),
            ariaLabel: t('jobs.portal.editFor', { title: job.title }),
            onClick: () => setOpen({ kind: 'form', job }),
          },
        ]),
    ...ownerMoves(job.status).map(({ to, label, ariaLabel }) => ({
      key: to,
      label: t(label),
      ariaLabel: t(ariaLabel, { title: job.title }),
      onClick: () => move(job, to),
      disabled: status.isPending,
    })),
  ];
  const postButton = (label: string) => (
    <Button disabled={!canPost} onClick={() => setOpen({ kind: 'form' })}>
      <Plus aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <SectionCard title={t('jobs.portal.title')} actions={postButton(t('jobs.portal.post'))}>
      {!canPost ? (
        <PlanNotice plansLink={t('jobs.portal.seePlans')} className="mt-3">
          {translated(jobMessages.planRequired)}
        </PlanNotice>
      ) : null}
      <Tabs value={view} onValueChange={setView}>
        <TabList
          label={t('jobs.portal.byStatus')}
          variant="underline"
          className="mt-4"
          tabs={[
            { id: 'active', label: t('jobs.portal.activeTab', { count: active.length }) },
            { id: 'paused', label: t('jobs.portal.pausedTab', { count: paused.length }) },
          ]}
        />
        <TabPanel value={view}>
          {shown.length === 0 ? (
            <div className="mt-4 flex flex-col items-center gap-3 rounded-xl bg-stone-50 p-8 text-center ring-1 ring-stone-200">
              <p role="status" className="font-semibold text-stone-900">
                {view === 'active' ? t('jobs.portal.noActive') : t('jobs.portal.noPaused')}
              </p>
              {view === 'active' && canPost ? postButton(t('jobs.portal.postFirst')) : null}
            </div>
          ) : (
            <div className="mt-4 overflow-x-auto">
              <table className="w-full min-w-[44rem] text-left text-sm">
                <ColumnHeads
                  columns={COLUMNS.map((column) => t(column))}
                  className="border-b border-stone-200 text-stone-600"
                  cellClassName={HEAD_CELL}
                />
                <tbody className="divide-y divide-stone-100">
                  {shown.map((job) => (
                    <tr key={job.id}>
                      <td className="py-3 pr-3">
                        <span className="block font-medium text-stone-900">{job.title}</span>
                        <span className="text-stone-500">{job.location}</span>
                      </td>
                      <td className="py-3 pr-3">{translated(JOB_TYPE_LABELS[job.jobType])}</td>
                      <td className="py-3 pr-3">
                        <StatusBadge tone={STATUS_TONES[job.status] ?? 'neutral'}>
                          {translated(jobStatusLabel(job.status))}
                        </StatusBadge>
                      </td>
                      <td className="py-3 pr-3 tabular-nums">{job.applicationCount}</td>
                      <td className="py-3 pr-3 tabular-nums">{job.viewCount}</td>
                      <td className="py-3 pr-3 whitespace-nowrap">
                        {formatJobDate(job.createdAt)}
                      </td>
                      <td className="py-3">
                        <div className="flex flex-wrap gap-1.5">
                          {buttonsFor(job).map(({ key, label, ariaLabel, ...props }) => (
                            <Button
                              key={key}
                              size="sm"
                              variant="outline"
                              aria-label={ariaLabel}
                              {...props}
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

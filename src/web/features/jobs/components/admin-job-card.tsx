import { Eye, Users } from 'lucide-react';
import { jobStatusChangeSchema } from '#domain/job-schemas.js';
import {
  ADMIN_NOTE_PLACEHOLDERS,
  type AdminJobAction,
  type AdminJobTab,
  type JobStatus,
  type ManagedJob,
  salaryText,
} from '#domain/jobs.js';
import type { ReviewDecision, ReviewMove } from '#web/lib/use-status-review.js';
import { AdminReviewCard } from '#web/ui/admin-review-card.js';
import { t } from '../i18n';
import { formatJobDate } from '../lib/job-time';

const NOTES_ID = 'job-notes-';

/** The card's one field: the notes the status change sends. */
const NOTES_SCHEMA = jobStatusChangeSchema.pick({ notes: true });

/** Each tab's buttons: the admin's moves of the transition table from that status. */
const MOVES: Record<AdminJobTab, ReviewMove<AdminJobAction, JobStatus>[]> = {
  pending: [
    { action: 'approve', label: 'Approve', to: 'approved' },
    { action: 'reject', label: 'Reject', to: 'rejected' },
  ],
  approved: [
    { action: 'pause', label: 'Pause', to: 'paused' },
    { action: 'archive', label: 'Archive', to: 'archived' },
  ],
  paused: [
    { action: 'resume', label: 'Resume', to: 'approved' },
    { action: 'archive', label: 'Archive', to: 'archived' },
  ],
  rejected: [],
};

/** One posting in Job Management: its details, the admin's notes and the tab's moves. */
export function AdminJobCard({
  job,
  tab,
  ...decision
}: { job: ManagedJob; tab: AdminJobTab } & ReviewDecision<AdminJobAction, JobStatus>) {
  return (
    <AdminReviewCard
      id={job.id}
      title={job.title}
      byline={
        <>
          <span className="capitalize">{job.jobType.replace(/_/g, ' ')}</span> · {job.companyName}
        </>
      }
      aside={
        <p className="flex items-center gap-3 text-sm text-stone-600">
          <span className="flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" />{' '}
            {t('jobs.admin.views', { count: job.viewCount ?? 0 })}
          </span>
          <span className="flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" />{' '}
            {t('jobs.admin.applications', { count: job.applicationCount ?? 0 })}
          </span>
        </p>
      }
      facts={[
        { label: 'Category', value: job.category },
        { label: 'Location', value: job.location },
        { label: 'Salary', value: salaryText(job, 'admin') },
        { label: 'Posted', value: formatJobDate(job.createdAt) },
      ]}
      adminNotes={job.adminNotes}
      notesSchema={NOTES_SCHEMA}
      notesId={NOTES_ID + job.id}
      placeholder={tab === 'rejected' ? '' : ADMIN_NOTE_PLACEHOLDERS[tab]}
      moves={MOVES[tab]}
      primary={['approve', 'resume']}
      {...decision}
    >
      {job.isRemote || job.isHybrid ? (
        <div className="flex gap-1.5">
          {job.isRemote ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
              {t('jobs.admin.remote')}
            </span>
          ) : null}
          {job.isHybrid ? (
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-200">
              {t('jobs.badge.hybrid')}
            </span>
          ) : null}
        </div>
      ) : null}
      <p className="line-clamp-3 text-sm text-stone-700">{job.description}</p>
    </AdminReviewCard>
  );
}

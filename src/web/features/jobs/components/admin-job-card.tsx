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
import { fieldProps, useSchemaForm } from '#web/lib/schema-form.js';
import { DecisionButtons } from '#web/ui/decision-buttons.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { formatJobDate } from '../lib/job-time';

/** The card's one field: the notes the status change sends. */
const NOTES_SCHEMA = jobStatusChangeSchema.pick({ notes: true });

/** Each tab's buttons: the admin's moves of the transition table from that status. */
const ACTIONS: Record<AdminJobTab, { action: AdminJobAction; label: string; to: JobStatus }[]> = {
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
  processing,
  onAction,
}: {
  job: ManagedJob;
  tab: AdminJobTab;
  processing: { id: string; action: AdminJobAction } | null;
  onAction: (job: ManagedJob, action: AdminJobAction, to: JobStatus, notes: string) => void;
}) {
  const form = useSchemaForm(NOTES_SCHEMA, { defaultValues: { notes: '' } });
  const actions = ACTIONS[tab];
  const placeholder = tab === 'rejected' ? '' : ADMIN_NOTE_PLACEHOLDERS[tab];
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 className="font-semibold text-stone-900">{job.title}</h3>
          <p className="text-sm text-stone-600">
            <span className="capitalize">{job.jobType.replace(/_/g, ' ')}</span> · {job.companyName}
          </p>
        </div>
        <p className="flex items-center gap-3 text-sm text-stone-600">
          <span className="flex items-center gap-1">
            <Eye aria-hidden="true" className="size-4" /> {job.viewCount ?? 0} views
          </span>
          <span className="flex items-center gap-1">
            <Users aria-hidden="true" className="size-4" /> {job.applicationCount ?? 0} applications
          </span>
        </p>
      </div>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="flex gap-2">
          <dt className="text-stone-500">Category</dt>
          <dd>{job.category}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-stone-500">Location</dt>
          <dd>{job.location}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-stone-500">Salary</dt>
          <dd>{salaryText(job, 'admin')}</dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-stone-500">Posted</dt>
          <dd>{formatJobDate(job.createdAt)}</dd>
        </div>
      </dl>
      {job.isRemote || job.isHybrid ? (
        <div className="flex gap-1.5">
          {job.isRemote ? (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-200">
              Remote Friendly
            </span>
          ) : null}
          {job.isHybrid ? (
            <span className="rounded-full bg-sky-50 px-2 py-0.5 text-xs font-medium text-sky-800 ring-1 ring-sky-200">
              Hybrid
            </span>
          ) : null}
        </div>
      ) : null}
      <p className="line-clamp-3 text-sm text-stone-700">{job.description}</p>
      {job.adminNotes ? (
        <p className="rounded-lg bg-stone-50 p-2 text-sm text-stone-700 ring-1 ring-stone-200">
          <span className="font-semibold">Admin notes:</span> {job.adminNotes}
        </p>
      ) : null}
      {actions.length > 0 ? (
        <>
          <TextAreaField
            {...fieldProps(form, 'notes', `job-notes-${job.id}`)}
            label="Admin Notes"
            rows={2}
            placeholder={placeholder}
          />
          <DecisionButtons
            actions={actions}
            subject={job.title}
            primary={['approve', 'resume']}
            busy={processing !== null}
            pending={processing?.id === job.id ? processing.action : null}
            onChoose={({ action, to }) =>
              void form.handleSubmit(({ notes }) => onAction(job, action, to, notes ?? ''))()
            }
          />
        </>
      ) : null}
    </li>
  );
}

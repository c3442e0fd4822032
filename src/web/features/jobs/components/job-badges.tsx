import { JOB_TYPE_LABELS, type JobCard } from '#domain/jobs.js';
import { SpanishBadge } from '#web/ui/spanish-badge.js';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-medium ring-1';

/** Remote and Hybrid, the job type, the category and 'Bilingüe (inglés/español)'. */
export function JobBadges({ job, remoteLabel = 'Remote' }: { job: JobCard; remoteLabel?: string }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {job.isRemote ? (
        <span className={`${badge} bg-emerald-50 text-emerald-800 ring-emerald-200`}>
          {remoteLabel}
        </span>
      ) : null}
      {job.isHybrid ? (
        <span className={`${badge} bg-sky-50 text-sky-800 ring-sky-200`}>Hybrid</span>
      ) : null}
      <span className={`${badge} bg-brand-50 text-brand-800 ring-brand-200`}>
        {JOB_TYPE_LABELS[job.jobType]}
      </span>
      <span className={`${badge} bg-stone-100 text-stone-700 ring-stone-200`}>{job.category}</span>
      {job.bilingual ? <SpanishBadge kind="bilingual" /> : null}
    </div>
  );
}

import { JOB_TYPE_LABELS, type JobCard } from '#domain/jobs.js';
import { translated } from '#web/lib/i18n.js';
import { SpanishBadge } from '#web/ui/spanish-badge.js';
import { t } from '../i18n';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-medium ring-1';
/** The Spanish mark of a bilingual job: the same words on a page in either language. */
const BILINGUAL_MARK = 'bilingual';

/** Remote and Hybrid, the job type, the category and 'Bilingüe (inglés/español)'. */
export function JobBadges({ job, remoteLabel }: { job: JobCard; remoteLabel?: string }) {
  return (
    <div className="flex flex-wrap gap-1.5">
      {job.isRemote ? (
        <span className={`${badge} bg-emerald-50 text-emerald-800 ring-emerald-200`}>
          {remoteLabel ?? t('jobs.badge.remote')}
        </span>
      ) : null}
      {job.isHybrid ? (
        <span className={`${badge} bg-sky-50 text-sky-800 ring-sky-200`}>
          {t('jobs.badge.hybrid')}
        </span>
      ) : null}
      <span className={`${badge} bg-brand-50 text-brand-800 ring-brand-200`}>
        {translated(JOB_TYPE_LABELS[job.jobType])}
      </span>
      <span className={`${badge} bg-stone-100 text-stone-700 ring-stone-200`}>
        {translated(job.category)}
      </span>
      {job.bilingual ? <SpanishBadge kind={BILINGUAL_MARK} /> : null}
    </div>
  );
}

import { Building2, CalendarClock, DollarSign, MapPin, Users } from 'lucide-react';
import { Link } from 'react-router';
import { CARD_SKILLS, type JobCard as JobCardData } from '#domain/jobs.js';
import { translated } from '#web/lib/i18n.js';
import { ButtonLink } from '#web/ui/button-link.js';
import { t } from '../i18n';
import { formatJobDate, postedAgo } from '../lib/job-time';
import { JobBadges } from './job-badges';

/** One job on the board: every field of the spec's card, and the two ways in. */
export function JobCard({ job }: { job: JobCardData }) {
  const shown = job.requiredSkills.slice(0, CARD_SKILLS);
  const more = job.requiredSkills.length - shown.length;
  const headingId = `job-${job.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-stone-900">
            <Link to={`/jobs/${job.id}`} className="hover:underline">
              {job.title}
            </Link>
          </h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-600">
            <span className="flex items-center gap-1.5">
              <Building2 aria-hidden="true" className="size-4" /> {job.companyName}
            </span>
            <span className="flex items-center gap-1.5">
              <MapPin aria-hidden="true" className="size-4" /> {job.location}
            </span>
          </p>
        </div>
        <JobBadges job={job} />
      </div>
      <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-stone-700">
        <span className="flex items-center gap-1.5 font-medium">
          <DollarSign aria-hidden="true" className="size-4" /> {translated(job.salary)}
        </span>
        <span>{postedAgo(job.createdAt)}</span>
        {job.applicationDeadline ? (
          <span className="flex items-center gap-1.5">
            <CalendarClock aria-hidden="true" className="size-4" />{' '}
            {t('jobs.card.applyBy', { date: formatJobDate(job.applicationDeadline) })}
          </span>
        ) : null}
        <span className="flex items-center gap-1.5">
          <Users aria-hidden="true" className="size-4" />{' '}
          {t('jobs.card.applicants', { count: job.applicationCount })}
        </span>
      </p>
      <p className="line-clamp-3 text-sm text-stone-600">{job.description}</p>
      {shown.length > 0 ? (
        <ul aria-label={t('jobs.card.skills')} className="flex flex-wrap gap-1.5">
          {shown.map((skill) => (
            <li key={skill} className="rounded-md bg-stone-100 px-2 py-0.5 text-xs text-stone-700">
              {skill}
            </li>
          ))}
          {more > 0 ? (
            <li className="px-1 py-0.5 text-xs text-stone-500">
              {t('jobs.card.moreSkills', { count: more })}
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="mt-1 flex flex-wrap gap-2">
        <ButtonLink
          size="sm"
          to={`/jobs/${job.id}?apply=1`}
          aria-label={t('jobs.card.applyNowFor', { title: job.title })}
        >
          {t('jobs.card.applyNow')}
        </ButtonLink>
        <ButtonLink
          size="sm"
          variant="outline"
          to={`/jobs/${job.id}`}
          aria-label={t('jobs.card.detailsFor', { title: job.title })}
        >
          {t('jobs.card.details')}
        </ButtonLink>
      </div>
    </article>
  );
}

import { ExternalLink } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { APPLY_BUTTON_LABELS, type JobDetail } from '#domain/jobs.js';
import { translated } from '#web/lib/i18n.js';
import { Button } from '#web/ui/button.js';
import { Card } from '#web/ui/card.js';
import { t } from '../i18n';
import { formatJobDate, postedAgo } from '../lib/job-time';
import { ApplyDialog } from './apply-dialog';
import { JobBadges } from './job-badges';

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section>
      <h2 className="text-base font-semibold text-stone-900">{title}</h2>
      <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-700">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** A job's whole posting and its apply button, labelled by how to apply. */
export function JobDetails({ job }: { job: JobDetail }) {
  const [params, setParams] = useSearchParams();
  const [applying, setApplying] = useState(false);
  const external = job.applicationMethod === 'external_link';

  // /jobs/:id?apply=1 (the card's Apply Now) opens the application at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per arrival with ?apply=1
  useEffect(() => {
    if (params.get('apply') !== '1') return;
    if (!external) setApplying(true);
    const next = new URLSearchParams(params);
    next.delete('apply');
    setParams(next, { replace: true });
  }, [params]);

  const applyButton = external ? (
    <Button asChild size="lg">
      <a href={job.externalApplicationUrl ?? '#'} target="_blank" rel="noopener noreferrer">
        {translated(APPLY_BUTTON_LABELS.external_link)}
        <ExternalLink aria-hidden="true" />
      </a>
    </Button>
  ) : (
    <Button size="lg" onClick={() => setApplying(true)}>
      {translated(APPLY_BUTTON_LABELS[job.applicationMethod])}
    </Button>
  );

  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <Card className="flex flex-col gap-6 p-6 lg:col-span-2">
        <div className="flex flex-col gap-3">
          <JobBadges job={job} />
          <p className="text-sm text-stone-600">
            {postedAgo(job.createdAt)}
            {job.applicationDeadline
              ? ` · ${t('jobs.card.applyBy', { date: formatJobDate(job.applicationDeadline) })}`
              : ''}{' '}
            · {t('jobs.card.applicants', { count: job.applicationCount })}
          </p>
          <p className="text-lg font-semibold text-stone-900">{translated(job.salary)}</p>
        </div>
        <section>
          <h2 className="text-base font-semibold text-stone-900">
            {t('jobs.details.description')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-stone-700">{job.description}</p>
        </section>
        <ListSection title={t('jobs.details.responsibilities')} items={job.responsibilities} />
        <ListSection title={t('jobs.details.requiredSkills')} items={job.requiredSkills} />
        <ListSection title={t('jobs.details.preferredSkills')} items={job.preferredSkills} />
        <div>{applyButton}</div>
      </Card>
      <Card className="flex flex-col gap-3 self-start p-6">
        <h2 className="text-base font-semibold text-stone-900">
          {t('jobs.details.about', { company: job.companyName })}
        </h2>
        {job.companyOverview ? (
          <p className="text-sm text-stone-700">{job.companyOverview}</p>
        ) : null}
        {job.companyWebsite ? (
          <a
            href={job.companyWebsite}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-1.5 text-sm font-semibold text-brand-700 underline"
          >
            {t('jobs.details.website')} <ExternalLink aria-hidden="true" className="size-4" />
          </a>
        ) : null}
        <Link
          to={`/business/${job.businessSlug}`}
          className="text-sm font-semibold text-brand-700 underline"
        >
          {t('jobs.details.onSite', { company: job.companyName })}
        </Link>
      </Card>
      {applying ? <ApplyDialog job={job} onClose={() => setApplying(false)} /> : null}
    </div>
  );
}

import { Download, FileText } from 'lucide-react';
import {
  AVAILABILITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  type JobApplicationView,
  jobMessages,
  type ManagedJob,
} from '#domain/jobs.js';
import { translated } from '#web/lib/i18n.js';
import { richText } from '#web/lib/rich-text.js';
import { Button } from '#web/ui/button.js';
import { Dialog } from '#web/ui/dialog.js';
import { DownloadButton } from '#web/ui/download-button.js';
import { EmptyList } from '#web/ui/empty-list.js';
import { QueryView } from '#web/ui/query-view.js';
import { applicationsCsvUrl, resumeUrl, useJobApplications } from '../api/jobs';
import { t } from '../i18n';
import { formatJobDate } from '../lib/job-time';

const labelOf = (options: readonly { value: string; label: string }[], value: string | null) => {
  const label = options.find((o) => o.value === value)?.label;
  return label ? translated(label) : value;
};

function Answer({ label, value, href }: { label: string; value: string | null; href?: boolean }) {
  if (!value) return null;
  return (
    <div className="grid gap-0.5 sm:grid-cols-[11rem_1fr] sm:gap-3">
      <dt className="text-stone-500">{label}</dt>
      <dd className="break-words text-stone-900">
        {href ? (
          <a
            href={value}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="text-brand-700 underline"
          >
            {value}
          </a>
        ) : (
          value
        )}
      </dd>
    </div>
  );
}

function ApplicationItem({ application }: { application: JobApplicationView }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl p-4 ring-1 ring-stone-200">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-stone-900">{application.applicantName}</h3>
        <span className="text-sm text-stone-500">
          {t('jobs.applications.applied', { date: formatJobDate(application.createdAt) })}
        </span>
      </div>
      <dl className="flex flex-col gap-1.5 text-sm">
        <Answer label={t('jobs.apply.email')} value={application.applicantEmail} />
        <Answer label={t('jobs.apply.phone')} value={application.applicantPhone} />
        <Answer label={t('jobs.apply.currentPosition')} value={application.currentPosition} />
        <Answer
          label={t('jobs.applications.experience')}
          value={labelOf(EXPERIENCE_OPTIONS, application.yearsExperience)}
        />
        <Answer
          label={t('jobs.apply.availability')}
          value={labelOf(AVAILABILITY_OPTIONS, application.availability)}
        />
        <Answer label={t('jobs.apply.salary')} value={application.salaryExpectation} />
        <Answer label={t('jobs.applications.linkedin')} value={application.linkedinProfile} href />
        <Answer
          label={t('jobs.applications.portfolio')}
          value={application.portfolioWebsite}
          href
        />
        {application.answers.map((a) => (
          <Answer key={a.question} label={a.question} value={a.answer} />
        ))}
      </dl>
      {application.coverLetter ? (
        <div className="text-sm">
          <p className="text-stone-500">{t('jobs.apply.coverLetter')}</p>
          <p className="mt-1 whitespace-pre-line text-stone-900">{application.coverLetter}</p>
        </div>
      ) : null}
      {application.resumeFileName ? (
        <DownloadButton
          href={resumeUrl(application.id)}
          icon={FileText}
          variant="outline"
          size="sm"
          className="self-start"
        >
          {richText(t('jobs.applications.download', { name: application.applicantName }), [
            <span key="name" className="sr-only" />,
          ])}
        </DownloadButton>
      ) : (
        <p className="text-sm text-stone-500">{t('jobs.applications.noResume')}</p>
      )}
    </li>
  );
}

/** Every application to one job, newest first, with the resumes and a CSV export. */
export function JobApplicationsDialog({ job, onClose }: { job: ManagedJob; onClose: () => void }) {
  const applications = useJobApplications(job.id);
  return (
    <Dialog
      onClose={onClose}
      title={t('jobs.applications.title', { title: job.title })}
      description={t('jobs.applications.count', { count: job.applicationCount })}
      className="max-w-3xl"
      footer={
        <>
          {applications.data?.length ? (
            <DownloadButton href={applicationsCsvUrl(job.id)} icon={Download} variant="outline">
              {t('jobs.applications.export')}
            </DownloadButton>
          ) : null}
          <Button onClick={onClose}>{t('jobs.applications.close')}</Button>
        </>
      }
    >
      <QueryView
        query={applications}
        loadingLabel={t('jobs.applications.loading')}
        errorMessage={translated(jobMessages.fetchApplicationsFailed)}
      >
        {(items) =>
          items.length === 0 ? (
            <EmptyList>{t('jobs.applications.none')}</EmptyList>
          ) : (
            <ul aria-label={t('jobs.applications.list')} className="flex flex-col gap-3">
              {items.map((application) => (
                <ApplicationItem key={application.id} application={application} />
              ))}
            </ul>
          )
        }
      </QueryView>
    </Dialog>
  );
}

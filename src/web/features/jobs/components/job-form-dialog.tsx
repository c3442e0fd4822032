import { FormProvider } from 'react-hook-form';
import { type JobPostingInput, jobPostingSchema } from '#domain/job-schemas.js';
import { jobMessages, type ManagedJob } from '#domain/jobs.js';
import { closeOnSuccess } from '#web/lib/close-on-success.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { setServerErrors, useSchemaForm } from '#web/lib/schema-form.js';
import { FormDialog } from '#web/ui/dialog.js';
import { useSaveJob } from '../api/jobs';
import { t } from '../i18n';
import { JobFormFields } from './job-form-fields';

const FORM_ID = 'job-form';
const FORM_LAYOUT = 'grid gap-4 sm:grid-cols-2';

/** The form as it opens: the job's values, or a new job's blanks and defaults. */
function valuesOf(job?: ManagedJob): JobPostingInput {
  return {
    title: job?.title ?? '',
    // No category yet: the select shows 'Select a category' until one is chosen.
    category: (job?.category ?? '') as JobPostingInput['category'],
    jobType: job?.jobType ?? 'full_time',
    location: job?.location ?? '',
    isRemote: job?.isRemote ?? false,
    isHybrid: job?.isHybrid ?? false,
    salaryMin: job?.salaryMin?.toString() ?? '',
    salaryMax: job?.salaryMax?.toString() ?? '',
    salaryDisplay: job?.salaryDisplay ?? '',
    description: job?.description ?? '',
    responsibilities: job?.responsibilities ?? [],
    requiredSkills: job?.requiredSkills ?? [],
    preferredSkills: job?.preferredSkills ?? [],
    companyOverview: job?.companyOverview ?? '',
    companyWebsite: job?.companyWebsite ?? '',
    applicationMethod: job?.applicationMethod ?? 'on_site',
    externalApplicationUrl: job?.externalApplicationUrl ?? '',
    applicationEmail: job?.applicationEmail ?? '',
    applicationDeadline: job?.applicationDeadline ?? '',
    expiresAt: job?.expiresAt?.slice(0, 10) ?? '',
    customQuestions: job?.customQuestions ?? [],
  };
}

/** Post New Job, or edit one (an approved job then waits for review again). */
export function JobFormDialog({ job, onClose }: { job?: ManagedJob; onClose: () => void }) {
  const defaultValues = valuesOf(job);
  const form = useSchemaForm(jobPostingSchema, { defaultValues });
  const save = useSaveJob();

  const submit = form.handleSubmit((input) =>
    save.mutate(
      { id: job?.id, input },
      closeOnSuccess(onClose, (error) => {
        toastFailure(translated(job ? jobMessages.updateFailed : jobMessages.createFailed), error);
        setServerErrors(
          form.setError,
          error,
          Object.keys(defaultValues) as (keyof JobPostingInput)[],
        );
      }),
    ),
  );

  return (
    <FormProvider {...form}>
      <FormDialog
        onClose={onClose}
        title={job ? t('jobs.form.editTitle') : t('jobs.form.newTitle')}
        description={job ? t('jobs.form.editDescription') : t('jobs.form.newDescription')}
        className="max-w-3xl"
        formId={FORM_ID}
        onSubmit={submit}
        formClassName={FORM_LAYOUT}
        actionLabel={job ? t('jobs.form.save') : t('jobs.form.submit')}
        pending={save.isPending}
      >
        <JobFormFields />
      </FormDialog>
    </FormProvider>
  );
}

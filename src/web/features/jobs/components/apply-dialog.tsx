import { type FormEvent, useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import type { JobApplicationForm } from '#domain/job-schemas.js';
import { type JobDetail, jobMessages, RESUME_MAX_BYTES } from '#domain/jobs.js';
import { fieldErrorOf, isApiError } from '#web/lib/api-client.js';
import { toastFailure } from '#web/lib/failure-toast.js';
import { translated } from '#web/lib/i18n.js';
import { setServerErrors, useSchemaForm } from '#web/lib/schema-form.js';
import { toast } from '#web/lib/toast.js';
import { CaptchaWidget } from '#web/ui/captcha-widget.js';
import { FormDialog } from '#web/ui/dialog.js';
import { useCaptcha } from '#web/ui/use-captcha.js';
import { useApplyToJob } from '../api/jobs';
import { t } from '../i18n';
import { ApplicationFields } from './application-fields';

// The job page is public and loads no zod: the schema comes when the dialog opens.
const loadSchema = () =>
  import('#domain/job-schemas.js').then((module) => module.jobApplicationFormSchema);

const TEXT_FIELDS = [
  'fullName',
  'email',
  'phone',
  'currentPosition',
  'yearsExperience',
  'availability',
  'salaryExpectation',
  'linkedinProfile',
  'portfolioWebsite',
  'coverLetter',
] as const;

const FORM_ID = 'job-apply-form';
const FORM_LAYOUT = 'flex flex-col gap-6';

const EMPTY = Object.fromEntries(TEXT_FIELDS.map((name) => [name, ''])) as Omit<
  JobApplicationForm,
  'answers'
>;

/** The request of a filled form: the answered questions by their text, and the human check. */
function applicationOf(form: JobApplicationForm, questions: readonly string[], captcha: string) {
  const answers = Object.fromEntries(
    questions
      .map((question, i) => [question, form.answers[i] ?? ''] as const)
      .filter(([, answer]) => answer.trim()),
  );
  return { ...form, answers, captcha };
}

/** 'Apply for {title}': the spec's four sections, an optional resume, and the human check. */
export function ApplyDialog({ job, onClose }: { job: JobDetail; onClose: () => void }) {
  const form = useSchemaForm(loadSchema, {
    defaultValues: { ...EMPTY, answers: job.customQuestions.map(() => '') },
  });
  const [resume, setResume] = useState<File | null>(null);
  const captcha = useCaptcha();
  const apply = useApplyToJob(job.id);
  useEffect(() => void loadSchema(), []);

  const tooLarge = () =>
    toast.error(translated(jobMessages.fileTooLargeTitle), {
      description: translated(jobMessages.fileTooLarge),
    });

  const chooseResume = (file: File | undefined) => {
    if (file && file.size > RESUME_MAX_BYTES) {
      tooLarge();
      setResume(null);
      return;
    }
    setResume(file ?? null);
  };

  const send = (values: JobApplicationForm, token: string) =>
    apply.mutate(
      { application: applicationOf(values, job.customQuestions, token), resume },
      {
        onSuccess: (result) => {
          toast.success(t('jobs.apply.submitted'), { description: result.message });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'too_large') {
            tooLarge();
            return;
          }
          toastFailure(
            translated(jobMessages.submissionFailed),
            error,
            translated(jobMessages.submissionFailedTitle),
          );
          setServerErrors(form.setError, error, TEXT_FIELDS);
        },
        onSettled: captcha.reset,
      },
    );

  // Without the human check nothing is checked or sent: its toast comes first.
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const token = captcha.token;
    if (!token) {
      toast.error(t('jobs.apply.verificationTitle'), {
        description: translated('Please complete the verification.'),
      });
      return;
    }
    void form.handleSubmit((values) => send(values, token))(event);
  };

  return (
    <FormProvider {...form}>
      <FormDialog
        onClose={onClose}
        title={t('jobs.apply.title', { title: job.title })}
        description={`${job.companyName} · ${job.location}`}
        className="max-w-2xl"
        formId={FORM_ID}
        onSubmit={submit}
        formClassName={FORM_LAYOUT}
        actionLabel={t('jobs.apply.submit')}
        pendingLabel={resume ? t('jobs.apply.uploading') : t('jobs.apply.submitting')}
        pending={apply.isPending}
      >
        <ApplicationFields
          questions={job.customQuestions}
          resumeError={fieldErrorOf(apply.error, 'resume')}
          onResume={chooseResume}
        />
        <CaptchaWidget {...captcha.widgetProps} />
      </FormDialog>
    </FormProvider>
  );
}

import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import {
  AVAILABILITY_OPTIONS,
  EXPERIENCE_OPTIONS,
  type JobDetail,
  jobMessages,
  RESUME_ACCEPT,
  RESUME_MAX_BYTES,
} from '../../../../domain/jobs';
import { fieldErrorOf, isApiError, refusalMessage } from '../../../lib/api-client';
import { CaptchaWidget } from '../../../ui/captcha-widget';
import { Dialog } from '../../../ui/dialog';
import { DialogFooter } from '../../../ui/dialog-footer';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useCaptcha } from '../../../ui/use-captcha';
import { useApplyToJob } from '../api/jobs';

const EMPTY = {
  fullName: '',
  email: '',
  phone: '',
  currentPosition: '',
  yearsExperience: '',
  availability: '',
  salaryExpectation: '',
  linkedinProfile: '',
  portfolioWebsite: '',
  coverLetter: '',
};
type Fields = typeof EMPTY;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-base font-semibold text-stone-900">{title}</legend>
      {children}
    </fieldset>
  );
}

function OptionSelect({
  id,
  label,
  options,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <FormField id={id} label={label} error={error}>
      <select
        {...fieldAria(id, { error })}
        className={inputClassName}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">Select...</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** 'Apply for {title}': the spec's four sections, an optional resume, and the human check. */
export function ApplyDialog({ job, onClose }: { job: JobDetail; onClose: () => void }) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [resume, setResume] = useState<File | null>(null);
  const captcha = useCaptcha();
  const apply = useApplyToJob(job.id);
  const set = (key: keyof Fields) => (value: string) => setFields((f) => ({ ...f, [key]: value }));
  const error = (key: string) => fieldErrorOf(apply.error, key);

  const chooseResume = (file: File | undefined) => {
    if (file && file.size > RESUME_MAX_BYTES) {
      toast.error(jobMessages.fileTooLargeTitle, { description: jobMessages.fileTooLarge });
      setResume(null);
      return;
    }
    setResume(file ?? null);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!captcha.token) {
      toast.error('Verification Required', { description: 'Please complete the verification.' });
      return;
    }
    const filled = Object.fromEntries(Object.entries(answers).filter(([, a]) => a.trim()));
    apply.mutate(
      { application: { ...fields, answers: filled, captcha: captcha.token }, resume },
      {
        onSuccess: (result) => {
          if (job.applicationMethod === 'email' && !result.emailed) toast.warning(result.message);
          else toast.success('Application Submitted', { description: result.message });
          onClose();
        },
        onError: (err) => {
          if (isApiError(err) && err.status === 413) {
            toast.error(jobMessages.fileTooLargeTitle, { description: jobMessages.fileTooLarge });
          } else {
            toast.error(jobMessages.submissionFailedTitle, {
              description: refusalMessage(err, jobMessages.submissionFailed),
            });
          }
        },
        onSettled: captcha.reset,
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Apply for ${job.title}`}
      description={`${job.companyName} · ${job.location}`}
      className="max-w-2xl"
      footer={
        <DialogFooter
          form="job-apply-form"
          actionLabel="Submit Application"
          pendingLabel={resume ? 'Uploading...' : 'Submitting...'}
          pending={apply.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id="job-apply-form" onSubmit={submit} noValidate className="flex flex-col gap-6">
        <Section title="Personal Information">
          <TextField
            id="apply-name"
            label="Full Name"
            required
            autoComplete="name"
            value={fields.fullName}
            onChange={(e) => set('fullName')(e.target.value)}
            error={error('fullName')}
          />
          <TextField
            id="apply-email"
            label="Email"
            type="email"
            required
            autoComplete="email"
            value={fields.email}
            onChange={(e) => set('email')(e.target.value)}
            error={error('email')}
          />
          <TextField
            id="apply-phone"
            label="Phone"
            type="tel"
            autoComplete="tel"
            value={fields.phone}
            onChange={(e) => set('phone')(e.target.value)}
            error={error('phone')}
          />
        </Section>
        <Section title="Professional Information">
          <TextField
            id="apply-position"
            label="Current Position"
            value={fields.currentPosition}
            onChange={(e) => set('currentPosition')(e.target.value)}
          />
          <OptionSelect
            id="apply-experience"
            label="Years of Experience"
            options={EXPERIENCE_OPTIONS}
            error={error('yearsExperience')}
            value={fields.yearsExperience}
            onChange={set('yearsExperience')}
          />
          <OptionSelect
            id="apply-availability"
            label="Availability"
            options={AVAILABILITY_OPTIONS}
            error={error('availability')}
            value={fields.availability}
            onChange={set('availability')}
          />
          <TextField
            id="apply-salary"
            label="Salary Expectation"
            value={fields.salaryExpectation}
            onChange={(e) => set('salaryExpectation')(e.target.value)}
          />
          <TextField
            id="apply-linkedin"
            label="LinkedIn Profile"
            type="url"
            placeholder="https://linkedin.com/in/..."
            value={fields.linkedinProfile}
            onChange={(e) => set('linkedinProfile')(e.target.value)}
            error={error('linkedinProfile')}
          />
          <TextField
            id="apply-portfolio"
            label="Portfolio Website"
            type="url"
            placeholder="https://..."
            value={fields.portfolioWebsite}
            onChange={(e) => set('portfolioWebsite')(e.target.value)}
            error={error('portfolioWebsite')}
          />
          <div className="sm:col-span-2">
            <FormField
              id="apply-resume"
              label="Resume"
              hint="PDF, DOC or DOCX, up to 5MB."
              error={error('resume')}
            >
              <input
                type="file"
                accept={RESUME_ACCEPT}
                {...fieldAria('apply-resume', { hint: true, error: error('resume') })}
                className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
                onChange={(e) => chooseResume(e.target.files?.[0])}
              />
            </FormField>
          </div>
        </Section>
        <Section title="Cover Letter">
          <div className="sm:col-span-2">
            <TextAreaField
              id="apply-cover"
              label="Why you are a good fit"
              rows={5}
              value={fields.coverLetter}
              onChange={(e) => set('coverLetter')(e.target.value)}
              error={error('coverLetter')}
            />
          </div>
        </Section>
        {job.customQuestions.length > 0 ? (
          <Section title="Additional Questions">
            {job.customQuestions.map((question, i) => (
              <div key={question} className="sm:col-span-2">
                <TextAreaField
                  id={`apply-question-${i}`}
                  label={question}
                  rows={2}
                  value={answers[question] ?? ''}
                  onChange={(e) => setAnswers((a) => ({ ...a, [question]: e.target.value }))}
                />
              </div>
            ))}
          </Section>
        ) : null}
        <CaptchaWidget {...captcha.widgetProps} />
      </form>
    </Dialog>
  );
}

import { useFormContext } from 'react-hook-form';
import type { JobApplicationForm } from '#domain/job-schemas.js';
import { AVAILABILITY_OPTIONS, EXPERIENCE_OPTIONS, RESUME_ACCEPT } from '#domain/jobs.js';
import { translated } from '#web/lib/i18n.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { FormField, fieldAria } from '#web/ui/form-field.js';
import { FormSection } from '#web/ui/form-section.js';
import { SelectField } from '#web/ui/select-field.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { TextField } from '#web/ui/text-field.js';
import { t } from '../i18n';

type TextName = Exclude<keyof JobApplicationForm, 'answers'>;

/** Example addresses, written the same in every language. */
const LINKEDIN_EXAMPLE = 'https://linkedin.com/in/...';
const WEB_EXAMPLE = 'https://...';

const optionsOf = (options: readonly { value: string; label: string }[]) =>
  options.map((option) => ({ value: option.value, label: translated(option.label) }));

/**
 * The application's four sections (spec 001 section 6), in the form of <ApplyDialog>
 * (its react-hook-form context); the resume is chosen here and kept by the dialog.
 */
export function ApplicationFields({
  questions,
  resumeError,
  onResume,
}: {
  questions: readonly string[];
  resumeError?: string;
  onResume: (file: File | undefined) => void;
}) {
  const form = useFormContext<JobApplicationForm>();
  const field = (name: TextName, id: string) => fieldProps(form, name, id);

  const grid = 'grid sm:grid-cols-2';
  return (
    <>
      <FormSection title={t('jobs.apply.personal')} className={grid}>
        <TextField
          {...field('fullName', 'apply-name')}
          label={t('jobs.apply.fullName')}
          required
          autoComplete="name"
        />
        <TextField
          {...field('email', 'apply-email')}
          label={t('jobs.apply.email')}
          type="email"
          required
          autoComplete="email"
        />
        <TextField
          {...field('phone', 'apply-phone')}
          label={t('jobs.apply.phone')}
          type="tel"
          autoComplete="tel"
        />
      </FormSection>
      <FormSection title={t('jobs.apply.professional')} className={grid}>
        <TextField
          {...field('currentPosition', 'apply-position')}
          label={t('jobs.apply.currentPosition')}
        />
        <SelectField
          {...field('yearsExperience', 'apply-experience')}
          label={t('jobs.apply.experience')}
          emptyLabel={t('jobs.apply.select')}
          options={optionsOf(EXPERIENCE_OPTIONS)}
        />
        <SelectField
          {...field('availability', 'apply-availability')}
          label={t('jobs.apply.availability')}
          emptyLabel={t('jobs.apply.select')}
          options={optionsOf(AVAILABILITY_OPTIONS)}
        />
        <TextField {...field('salaryExpectation', 'apply-salary')} label={t('jobs.apply.salary')} />
        <TextField
          {...field('linkedinProfile', 'apply-linkedin')}
          label={t('jobs.apply.linkedin')}
          type="url"
          placeholder={LINKEDIN_EXAMPLE}
        />
        <TextField
          {...field('portfolioWebsite', 'apply-portfolio')}
          label={t('jobs.apply.portfolio')}
          type="url"
          placeholder={WEB_EXAMPLE}
        />
        <FormField
          id="apply-resume"
          label={t('jobs.apply.resume')}
          hint={t('jobs.apply.resumeHint')}
          error={resumeError}
          className="sm:col-span-2"
        >
          <input
            type="file"
            accept={RESUME_ACCEPT}
            {...fieldAria('apply-resume', { hint: true, error: resumeError })}
            className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800"
            onChange={(e) => onResume(e.target.files?.[0])}
          />
        </FormField>
      </FormSection>
      <FormSection title={t('jobs.apply.coverLetter')}>
        <TextAreaField
          {...field('coverLetter', 'apply-cover')}
          label={t('jobs.apply.fit')}
          rows={5}
        />
      </FormSection>
      {questions.length > 0 ? (
        <FormSection title={t('jobs.apply.questions')}>
          {questions.map((question, i) => (
            <TextAreaField
              key={question}
              {...fieldProps(form, `answers.${i}`, `apply-question-${i}`)}
              label={question}
              rows={2}
            />
          ))}
        </FormSection>
      ) : null}
    </>
  );
}

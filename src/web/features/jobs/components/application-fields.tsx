import { useFormContext } from 'react-hook-form';
import type { JobApplicationForm } from '#domain/job-schemas.js';
import { AVAILABILITY_OPTIONS, EXPERIENCE_OPTIONS, RESUME_ACCEPT } from '#domain/jobs.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { FormField, fieldAria } from '#web/ui/form-field.js';
import { FormSection } from '#web/ui/form-section.js';
import { SelectField } from '#web/ui/select-field.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { TextField } from '#web/ui/text-field.js';

type TextName = Exclude<keyof JobApplicationForm, 'answers'>;

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
      <FormSection title="Personal Information" className={grid}>
        <TextField
          {...field('fullName', 'apply-name')}
          label="Full Name"
          required
          autoComplete="name"
        />
        <TextField
          {...field('email', 'apply-email')}
          label="Email"
          type="email"
          required
          autoComplete="email"
        />
        <TextField {...field('phone', 'apply-phone')} label="Phone" type="tel" autoComplete="tel" />
      </FormSection>
      <FormSection title="Professional Information" className={grid}>
        <TextField {...field('currentPosition', 'apply-position')} label="Current Position" />
        <SelectField
          {...field('yearsExperience', 'apply-experience')}
          label="Years of Experience"
          emptyLabel="Select..."
          options={EXPERIENCE_OPTIONS}
        />
        <SelectField
          {...field('availability', 'apply-availability')}
          label="Availability"
          emptyLabel="Select..."
          options={AVAILABILITY_OPTIONS}
        />
        <TextField {...field('salaryExpectation', 'apply-salary')} label="Salary Expectation" />
        <TextField
          {...field('linkedinProfile', 'apply-linkedin')}
          label="LinkedIn Profile"
          type="url"
          placeholder="https://linkedin.com/in/..."
        />
        <TextField
          {...field('portfolioWebsite', 'apply-portfolio')}
          label="Portfolio Website"
          type="url"
          placeholder="https://..."
        />
        <FormField
          id="apply-resume"
          label="Resume"
          hint="PDF, DOC or DOCX, up to 5MB."
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
      <FormSection title="Cover Letter">
        <TextAreaField
          {...field('coverLetter', 'apply-cover')}
          label="Why you are a good fit"
          rows={5}
        />
      </FormSection>
      {questions.length > 0 ? (
        <FormSection title="Additional Questions">
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

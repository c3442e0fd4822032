import { type FieldError, useFormContext } from 'react-hook-form';
import type { JobPostingInput } from '#domain/job-schemas.js';
import { APPLICATION_METHODS, JOB_CATEGORIES, JOB_TYPE_LABELS, JOB_TYPES } from '#domain/jobs.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { CheckOption } from '#web/ui/check-option.js';
import { ChoiceField } from '#web/ui/choice-field.js';
import { ListInput } from '#web/ui/list-input.js';
import { SelectField } from '#web/ui/select-field.js';
import { BILINGUAL } from '#web/ui/spanish-badge.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { TextField } from '#web/ui/text-field.js';

const METHOD_LABELS: Record<(typeof APPLICATION_METHODS)[number], string> = {
  on_site: 'Apply on BCS Local',
  email: 'Apply by email (we forward applications)',
  external_link: 'Apply on our website',
};

type TextName = {
  [K in keyof JobPostingInput]-?: JobPostingInput[K] extends string[] | boolean | undefined
    ? never
    : K;
}[keyof JobPostingInput];
type ListName = 'responsibilities' | 'requiredSkills' | 'preferredSkills' | 'customQuestions';

/** The salary range's two ends, alike but for their names. */
const SALARY_BOUNDS = [
  { name: 'salaryMin', id: 'job-salary-min', label: 'Minimum Salary ($/year)' },
  { name: 'salaryMax', id: 'job-salary-max', label: 'Maximum Salary ($/year)' },
] as const;

const ITEM_PLACEHOLDER = 'Type one and press Enter';

/** The job form's fields, in the form of <JobFormDialog> (its react-hook-form context). */
export function JobFormFields() {
  const form = useFormContext<JobPostingInput>();
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const method = watch('applicationMethod');
  const text = (name: TextName, id: string) => fieldProps(form, name, id);
  // A list's own message, or the first of its items'.
  const listError = (name: ListName) => {
    const error = errors[name] as (FieldError & (FieldError | undefined)[]) | undefined;
    return error?.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined);
  };
  const list = (name: ListName, id: string, label: string, placeholder = ITEM_PLACEHOLDER) => ({
    id,
    label,
    placeholder,
    items: watch(name) ?? [],
    onChange: (items: string[]) => setValue(name, items, { shouldValidate: isSubmitted }),
    error: listError(name),
  });

  return (
    <>
      <TextField
        {...text('title', 'job-title')}
        label="Job Title"
        required
        className="sm:col-span-2"
      />
      <SelectField
        {...text('category', 'job-category-field')}
        label="Category"
        required
        options={JOB_CATEGORIES}
        emptyLabel="Select a category"
      />
      <ChoiceField
        {...text('jobType', 'job-type-field')}
        label="Job Type"
        choices={JOB_TYPES}
        labels={JOB_TYPE_LABELS}
      />
      <TextField
        {...text('location', 'job-location-field')}
        label="Location"
        required
        placeholder="Bryan, TX"
      />
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2 pb-2">
        <CheckOption label="Remote" {...register('isRemote')} />
        <CheckOption label="Hybrid" {...register('isHybrid')} />
        <CheckOption label={BILINGUAL} lang="es" {...register('bilingual')} />
      </div>
      {SALARY_BOUNDS.map(({ name, id, label }) => (
        <TextField
          key={name}
          {...text(name, id)}
          label={label}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
      ))}
      <TextField
        {...text('salaryDisplay', 'job-salary-display')}
        label="Salary Display (optional)"
        placeholder="$15/hour + tips"
        hint="Shown instead of the range when set."
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <TextAreaField
          {...text('description', 'job-description')}
          label="Description"
          required
          rows={5}
        />
      </div>
      <div className="sm:col-span-2">
        <ListInput {...list('responsibilities', 'job-responsibilities', 'Key Responsibilities')} />
      </div>
      <ListInput {...list('requiredSkills', 'job-required-skills', 'Required Skills')} />
      <ListInput {...list('preferredSkills', 'job-preferred-skills', 'Preferred Skills')} />
      <div className="sm:col-span-2">
        <TextAreaField
          {...text('companyOverview', 'job-company-overview')}
          label="Company Overview"
          rows={3}
        />
      </div>
      <TextField
        {...text('companyWebsite', 'job-company-website')}
        label="Company Website"
        type="url"
        placeholder="https://"
      />
      <ChoiceField
        {...text('applicationMethod', 'job-method')}
        label="How to Apply"
        choices={APPLICATION_METHODS}
        labels={METHOD_LABELS}
      />
      {method === 'external_link' ? (
        <TextField
          {...text('externalApplicationUrl', 'job-external-url')}
          label="Application URL"
          type="url"
          required
          placeholder="https://"
          className="sm:col-span-2"
        />
      ) : null}
      {method === 'email' ? (
        <TextField
          {...text('applicationEmail', 'job-application-email')}
          label="Application Email"
          type="email"
          required
          className="sm:col-span-2"
        />
      ) : null}
      <TextField
        {...text('applicationDeadline', 'job-deadline')}
        label="Application Deadline"
        type="date"
      />
      <TextField {...text('expiresAt', 'job-expires')} label="Listing Expires" type="date" />
      <div className="sm:col-span-2">
        <ListInput
          {...list(
            'customQuestions',
            'job-questions',
            'Questions for Applicants',
            'Type a question and press Enter',
          )}
        />
      </div>
    </>
  );
}

import { type FieldError, useFormContext } from 'react-hook-form';
import type { JobPostingInput } from '#domain/job-schemas.js';
import { APPLICATION_METHODS, JOB_CATEGORIES, JOB_TYPE_LABELS, JOB_TYPES } from '#domain/jobs.js';
import { translated } from '#web/lib/i18n.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { CheckOption } from '#web/ui/check-option.js';
import { ChoiceField } from '#web/ui/choice-field.js';
import { ListInput } from '#web/ui/list-input.js';
import { SelectField } from '#web/ui/select-field.js';
import { BILINGUAL } from '#web/ui/spanish-badge.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { TextField } from '#web/ui/text-field.js';
import { t } from '../i18n';

type Key = Parameters<typeof t>[0];

const METHOD_LABELS: Record<(typeof APPLICATION_METHODS)[number], Key> = {
  on_site: 'jobs.form.method.onSite',
  email: 'jobs.form.method.email',
  external_link: 'jobs.form.method.externalLink',
};

type TextName = {
  [K in keyof JobPostingInput]-?: JobPostingInput[K] extends string[] | boolean | undefined
    ? never
    : K;
}[keyof JobPostingInput];
type ListName = 'responsibilities' | 'requiredSkills' | 'preferredSkills' | 'customQuestions';

/** The salary range's two ends, alike but for their names. */
const SALARY_BOUNDS = [
  { name: 'salaryMin', id: 'job-salary-min', label: 'jobs.form.salaryMin' },
  { name: 'salaryMax', id: 'job-salary-max', label: 'jobs.form.salaryMax' },
] as const;

/** Example values, written the same in every language. */
const LOCATION_EXAMPLE = 'Bryan, TX';
const WEB_EXAMPLE = 'https://';

/** Each value of a domain table by its label in the page's language. */
function labelsOf<V extends string>(labels: Record<V, string>): Record<V, string> {
  return Object.fromEntries(
    Object.entries<string>(labels).map(([value, label]) => [value, translated(label)]),
  ) as Record<V, string>;
}
const methodLabels = () =>
  Object.fromEntries(
    Object.entries<Key>(METHOD_LABELS).map(([method, key]) => [method, t(key)]),
  ) as Record<(typeof APPLICATION_METHODS)[number], string>;

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
    const message =
      error?.message ?? (Array.isArray(error) ? error.find(Boolean)?.message : undefined);
    return message && translated(message);
  };
  const list = (
    name: ListName,
    id: string,
    label: string,
    placeholder = t('jobs.form.itemPlaceholder'),
  ) => ({
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
        label={t('jobs.form.title')}
        required
        className="sm:col-span-2"
      />
      <SelectField
        {...text('category', 'job-category-field')}
        label={t('jobs.form.category')}
        required
        options={JOB_CATEGORIES.map((category) => ({
          value: category,
          label: translated(category),
        }))}
        emptyLabel={t('jobs.form.selectCategory')}
      />
      <ChoiceField
        {...text('jobType', 'job-type-field')}
        label={t('jobs.form.type')}
        choices={JOB_TYPES}
        labels={labelsOf(JOB_TYPE_LABELS)}
      />
      <TextField
        {...text('location', 'job-location-field')}
        label={t('jobs.form.location')}
        required
        placeholder={LOCATION_EXAMPLE}
      />
      <div className="flex flex-wrap items-end gap-x-6 gap-y-2 pb-2">
        <CheckOption label={t('jobs.form.remote')} {...register('isRemote')} />
        <CheckOption label={t('jobs.form.hybrid')} {...register('isHybrid')} />
        <CheckOption label={BILINGUAL} lang="es" {...register('bilingual')} />
      </div>
      {SALARY_BOUNDS.map(({ name, id, label }) => (
        <TextField
          key={name}
          {...text(name, id)}
          label={t(label)}
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
        />
      ))}
      <TextField
        {...text('salaryDisplay', 'job-salary-display')}
        label={t('jobs.form.salaryDisplay')}
        placeholder={t('jobs.form.salaryDisplayPlaceholder')}
        hint={t('jobs.form.salaryDisplayHint')}
        className="sm:col-span-2"
      />
      <div className="sm:col-span-2">
        <TextAreaField
          {...text('description', 'job-description')}
          label={t('jobs.form.description')}
          required
          rows={5}
        />
      </div>
      <div className="sm:col-span-2">
        <ListInput
          {...list('responsibilities', 'job-responsibilities', t('jobs.form.responsibilities'))}
        />
      </div>
      <ListInput
        {...list('requiredSkills', 'job-required-skills', t('jobs.form.requiredSkills'))}
      />
      <ListInput
        {...list('preferredSkills', 'job-preferred-skills', t('jobs.form.preferredSkills'))}
      />
      <div className="sm:col-span-2">
        <TextAreaField
          {...text('companyOverview', 'job-company-overview')}
          label={t('jobs.form.companyOverview')}
          rows={3}
        />
      </div>
      <TextField
        {...text('companyWebsite', 'job-company-website')}
        label={t('jobs.form.companyWebsite')}
        type="url"
        placeholder={WEB_EXAMPLE}
      />
      <ChoiceField
        {...text('applicationMethod', 'job-method')}
        label={t('jobs.form.method')}
        choices={APPLICATION_METHODS}
        labels={methodLabels()}
      />
      {method === 'external_link' ? (
        <TextField
          {...text('externalApplicationUrl', 'job-external-url')}
          label={t('jobs.form.url')}
          type="url"
          required
          placeholder={WEB_EXAMPLE}
          className="sm:col-span-2"
        />
      ) : null}
      {method === 'email' ? (
        <TextField
          {...text('applicationEmail', 'job-application-email')}
          label={t('jobs.form.email')}
          type="email"
          required
          className="sm:col-span-2"
        />
      ) : null}
      <TextField
        {...text('applicationDeadline', 'job-deadline')}
        label={t('jobs.form.deadline')}
        type="date"
      />
      <TextField {...text('expiresAt', 'job-expires')} label={t('jobs.form.expires')} type="date" />
      <div className="sm:col-span-2">
        <ListInput
          {...list(
            'customQuestions',
            'job-questions',
            t('jobs.form.questions'),
            t('jobs.form.questionPlaceholder'),
          )}
        />
      </div>
    </>
  );
}

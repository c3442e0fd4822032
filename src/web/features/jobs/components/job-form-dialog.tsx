import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import type { JobPostingInput } from '../../../../domain/job-schemas';
import {
  APPLICATION_METHODS,
  JOB_CATEGORIES,
  JOB_TYPE_LABELS,
  JOB_TYPES,
  jobMessages,
  type ManagedJob,
} from '../../../../domain/jobs';
import { fieldErrorOf } from '../../../lib/api-client';
import { toastFailure } from '../../../lib/failure-toast';
import { Dialog } from '../../../ui/dialog';
import { DialogFooter } from '../../../ui/dialog-footer';
import { FormField, fieldAria, inputClassName } from '../../../ui/form-field';
import { ListInput } from '../../../ui/list-input';
import { SelectField } from '../../../ui/select-field';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import { useSaveJob } from '../api/jobs';

const METHOD_LABELS: Record<(typeof APPLICATION_METHODS)[number], string> = {
  on_site: 'Apply on BCS Local',
  email: 'Apply by email (we forward applications)',
  external_link: 'Apply on our website',
};

interface Fields {
  title: string;
  category: string;
  jobType: string;
  location: string;
  isRemote: boolean;
  isHybrid: boolean;
  salaryMin: string;
  salaryMax: string;
  salaryDisplay: string;
  description: string;
  responsibilities: string[];
  requiredSkills: string[];
  preferredSkills: string[];
  companyOverview: string;
  companyWebsite: string;
  applicationMethod: string;
  externalApplicationUrl: string;
  applicationEmail: string;
  applicationDeadline: string;
  expiresAt: string;
  customQuestions: string[];
}

function fieldsOf(job?: ManagedJob): Fields {
  return {
    title: job?.title ?? '',
    category: job?.category ?? '',
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
  const [fields, setFields] = useState<Fields>(() => fieldsOf(job));
  const save = useSaveJob();
  const set =
    <K extends keyof Fields>(key: K) =>
    (value: Fields[K]) =>
      setFields((f) => ({ ...f, [key]: value }));
  const error = (key: string) => fieldErrorOf(save.error, key);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { id: job?.id, input: fields as unknown as JobPostingInput },
      {
        onSuccess: (result) => {
          toast.success(result.message);
          onClose();
        },
        onError: (err) =>
          toastFailure(job ? jobMessages.updateFailed : jobMessages.createFailed, err),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={job ? 'Edit Job Posting' : 'Post New Job'}
      description={
        job
          ? 'Saved changes are reviewed by an admin before the job is listed again.'
          : 'New postings are listed once an admin approves them.'
      }
      className="max-w-3xl"
      footer={
        <DialogFooter
          form="job-form"
          actionLabel={job ? 'Save Changes' : 'Submit for Approval'}
          pendingLabel="Saving..."
          pending={save.isPending}
          onCancel={onClose}
        />
      }
    >
      <form id="job-form" onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2">
          <TextField
            id="job-title"
            label="Job Title"
            required
            value={fields.title}
            onChange={(e) => set('title')(e.target.value)}
            error={error('title')}
          />
        </div>
        <SelectField
          id="job-category-field"
          label="Category"
          required
          options={JOB_CATEGORIES}
          emptyLabel="Select a category"
          value={fields.category}
          onChange={(e) => set('category')(e.target.value)}
          error={error('category')}
        />
        <FormField id="job-type-field" label="Job Type" error={error('jobType')}>
          <select
            {...fieldAria('job-type-field')}
            className={inputClassName}
            value={fields.jobType}
            onChange={(e) => set('jobType')(e.target.value)}
          >
            {JOB_TYPES.map((t) => (
              <option key={t} value={t}>
                {JOB_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </FormField>
        <TextField
          id="job-location-field"
          label="Location"
          required
          placeholder="Bryan, TX"
          value={fields.location}
          onChange={(e) => set('location')(e.target.value)}
          error={error('location')}
        />
        <div className="flex items-end gap-6 pb-2">
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={fields.isRemote}
              onChange={(e) => set('isRemote')(e.target.checked)}
            />{' '}
            Remote
          </label>
          <label className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="checkbox"
              className="size-4 accent-brand-700"
              checked={fields.isHybrid}
              onChange={(e) => set('isHybrid')(e.target.checked)}
            />{' '}
            Hybrid
          </label>
        </div>
        <TextField
          id="job-salary-min"
          label="Minimum Salary ($/year)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={fields.salaryMin}
          onChange={(e) => set('salaryMin')(e.target.value)}
          error={error('salaryMin')}
        />
        <TextField
          id="job-salary-max"
          label="Maximum Salary ($/year)"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          value={fields.salaryMax}
          onChange={(e) => set('salaryMax')(e.target.value)}
          error={error('salaryMax')}
        />
        <div className="sm:col-span-2">
          <TextField
            id="job-salary-display"
            label="Salary Display (optional)"
            placeholder="$15/hour + tips"
            hint="Shown instead of the range when set."
            value={fields.salaryDisplay}
            onChange={(e) => set('salaryDisplay')(e.target.value)}
            error={error('salaryDisplay')}
          />
        </div>
        <div className="sm:col-span-2">
          <TextAreaField
            id="job-description"
            label="Description"
            required
            rows={5}
            value={fields.description}
            onChange={(e) => set('description')(e.target.value)}
            error={error('description')}
          />
        </div>
        <div className="sm:col-span-2">
          <ListInput
            id="job-responsibilities"
            label="Key Responsibilities"
            placeholder="Type one and press Enter"
            items={fields.responsibilities}
            onChange={set('responsibilities')}
            error={error('responsibilities')}
          />
        </div>
        <ListInput
          id="job-required-skills"
          label="Required Skills"
          placeholder="Type one and press Enter"
          items={fields.requiredSkills}
          onChange={set('requiredSkills')}
          error={error('requiredSkills')}
        />
        <ListInput
          id="job-preferred-skills"
          label="Preferred Skills"
          placeholder="Type one and press Enter"
          items={fields.preferredSkills}
          onChange={set('preferredSkills')}
          error={error('preferredSkills')}
        />
        <div className="sm:col-span-2">
          <TextAreaField
            id="job-company-overview"
            label="Company Overview"
            rows={3}
            value={fields.companyOverview}
            onChange={(e) => set('companyOverview')(e.target.value)}
            error={error('companyOverview')}
          />
        </div>
        <TextField
          id="job-company-website"
          label="Company Website"
          type="url"
          placeholder="https://"
          value={fields.companyWebsite}
          onChange={(e) => set('companyWebsite')(e.target.value)}
          error={error('companyWebsite')}
        />
        <FormField id="job-method" label="How to Apply" error={error('applicationMethod')}>
          <select
            {...fieldAria('job-method')}
            className={inputClassName}
            value={fields.applicationMethod}
            onChange={(e) => set('applicationMethod')(e.target.value)}
          >
            {APPLICATION_METHODS.map((m) => (
              <option key={m} value={m}>
                {METHOD_LABELS[m]}
              </option>
            ))}
          </select>
        </FormField>
        {fields.applicationMethod === 'external_link' ? (
          <div className="sm:col-span-2">
            <TextField
              id="job-external-url"
              label="Application URL"
              type="url"
              required
              placeholder="https://"
              value={fields.externalApplicationUrl}
              onChange={(e) => set('externalApplicationUrl')(e.target.value)}
              error={error('externalApplicationUrl')}
            />
          </div>
        ) : null}
        {fields.applicationMethod === 'email' ? (
          <div className="sm:col-span-2">
            <TextField
              id="job-application-email"
              label="Application Email"
              type="email"
              required
              value={fields.applicationEmail}
              onChange={(e) => set('applicationEmail')(e.target.value)}
              error={error('applicationEmail')}
            />
          </div>
        ) : null}
        <TextField
          id="job-deadline"
          label="Application Deadline"
          type="date"
          value={fields.applicationDeadline}
          onChange={(e) => set('applicationDeadline')(e.target.value)}
          error={error('applicationDeadline')}
        />
        <TextField
          id="job-expires"
          label="Listing Expires"
          type="date"
          value={fields.expiresAt}
          onChange={(e) => set('expiresAt')(e.target.value)}
          error={error('expiresAt')}
        />
        <div className="sm:col-span-2">
          <ListInput
            id="job-questions"
            label="Questions for Applicants"
            placeholder="Type a question and press Enter"
            items={fields.customQuestions}
            onChange={set('customQuestions')}
            error={error('customQuestions')}
          />
        </div>
      </form>
    </Dialog>
  );
}

import { useFormContext } from 'react-hook-form';
import type { ProfileChangeDetail, ProfileChangeReviewForm } from '#domain/approvals.js';
import { CATEGORIES } from '#domain/categories.js';
import { PROFILE_FIELD_LABELS } from '#domain/profile-changes.js';
import { messages } from '#domain/validation.js';
import { cn } from '#web/lib/cn.js';
import { inputClassName } from '#web/ui/form-field.js';
import { SelectOptions } from '#web/ui/select-options.js';

const MULTI_LINE = new Set(['description', 'hours']);

/**
 * One requested change, in the form of <ProfileChangeReviewDialog>: accept or drop
 * it, the value before, and the (editable) new value.
 */
export function ProfileChangeRow({
  change,
  descriptionLimit,
}: {
  change: ProfileChangeDetail['changes'][number];
  descriptionLimit: number;
}) {
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<ProfileChangeReviewForm>();
  const accepted = watch(`accepted.${change.field}`) ?? true;
  const value = watch(`fields.${change.field}`) ?? '';
  const label = PROFILE_FIELD_LABELS[change.field];
  const inputId = `change-${change.field}`;
  const overLimit = change.field === 'description' && value.length > descriptionLimit;
  const message =
    errors.fields?.[change.field]?.message ??
    (overLimit ? messages.maxLength(label, descriptionLimit) : undefined);
  const input = { ...register(`fields.${change.field}`), id: inputId, disabled: !accepted };
  return (
    <li
      className={cn(
        'rounded-xl p-4 ring-1',
        accepted ? 'bg-white ring-stone-200' : 'bg-stone-50 ring-stone-200',
      )}
    >
      <label className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          {...register(`accepted.${change.field}`)}
        />
        Accept {label}
      </label>
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        <div>
          <p className="text-xs font-medium tracking-wide text-stone-500 uppercase">Current</p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-stone-700">
            {change.current ?? <span className="text-stone-400">Not provided</span>}
          </p>
          {change.from !== change.current ? (
            <p className="mt-1 text-xs text-amber-800">
              Changed since the request (was {change.from ?? 'not provided'}).
            </p>
          ) : null}
        </div>
        <div>
          <label
            htmlFor={inputId}
            className="text-xs font-medium tracking-wide text-stone-500 uppercase"
          >
            New {label}
          </label>
          {change.field === 'category' ? (
            <select {...input} className={cn(inputClassName, 'mt-1')}>
              <SelectOptions emptyLabel="Select a category" options={CATEGORIES} />
            </select>
          ) : MULTI_LINE.has(change.field) ? (
            <textarea
              {...input}
              rows={change.field === 'description' ? 4 : 3}
              className={cn(inputClassName, 'mt-1')}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${inputId}-error` : undefined}
            />
          ) : (
            <input
              {...input}
              className={cn(inputClassName, 'mt-1')}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${inputId}-error` : undefined}
            />
          )}
          {change.field === 'description' ? (
            <p className={cn('mt-1 text-xs', overLimit ? 'text-red-700' : 'text-stone-500')}>
              {value.length} / {descriptionLimit} characters
            </p>
          ) : null}
          {message ? (
            <p id={`${inputId}-error`} className="mt-1 text-sm text-red-700">
              {message}
            </p>
          ) : null}
        </div>
      </div>
    </li>
  );
}

import type { ProfileChangeDetail } from '../../../../domain/approvals';
import { CATEGORIES } from '../../../../domain/categories';
import { PROFILE_FIELD_LABELS } from '../../../../domain/profile-changes';
import { messages } from '../../../../domain/validation';
import { cn } from '../../../lib/cn';
import { inputClassName } from '../../../ui/form-field';
import { SelectOptions } from '../../../ui/select-options';
import type { FieldDecision } from './profile-change-review-dialog';

const MULTI_LINE = new Set(['description', 'hours']);

/** One requested change: accept or drop it, the value before, and the (editable) new value. */
export function ProfileChangeRow({
  change,
  decision,
  descriptionLimit,
  error,
  onChange,
}: {
  change: ProfileChangeDetail['changes'][number];
  decision: FieldDecision;
  descriptionLimit: number;
  error?: string;
  onChange: (next: FieldDecision) => void;
}) {
  const label = PROFILE_FIELD_LABELS[change.field];
  const inputId = `change-${change.field}`;
  const overLimit = change.field === 'description' && decision.value.length > descriptionLimit;
  const message = error ?? (overLimit ? messages.maxLength(label, descriptionLimit) : undefined);
  return (
    <li
      className={cn(
        'rounded-xl p-4 ring-1',
        decision.accepted ? 'bg-white ring-stone-200' : 'bg-stone-50 ring-stone-200',
      )}
    >
      <label className="flex items-center gap-2 text-sm font-semibold text-stone-900">
        <input
          type="checkbox"
          className="size-4 accent-brand-700"
          checked={decision.accepted}
          onChange={(e) => onChange({ ...decision, accepted: e.target.checked })}
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
            <select
              id={inputId}
              className={cn(inputClassName, 'mt-1')}
              disabled={!decision.accepted}
              value={decision.value}
              onChange={(e) => onChange({ ...decision, value: e.target.value })}
            >
              <SelectOptions emptyLabel="Select a category" options={CATEGORIES} />
            </select>
          ) : MULTI_LINE.has(change.field) ? (
            <textarea
              id={inputId}
              rows={change.field === 'description' ? 4 : 3}
              className={cn(inputClassName, 'mt-1')}
              disabled={!decision.accepted}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${inputId}-error` : undefined}
              value={decision.value}
              onChange={(e) => onChange({ ...decision, value: e.target.value })}
            />
          ) : (
            <input
              id={inputId}
              className={cn(inputClassName, 'mt-1')}
              disabled={!decision.accepted}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${inputId}-error` : undefined}
              value={decision.value}
              onChange={(e) => onChange({ ...decision, value: e.target.value })}
            />
          )}
          {change.field === 'description' ? (
            <p className={cn('mt-1 text-xs', overLimit ? 'text-red-700' : 'text-stone-500')}>
              {decision.value.length} / {descriptionLimit} characters
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

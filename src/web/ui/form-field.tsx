import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';
import { translated } from '../lib/i18n';

export const inputClassName =
  'block w-full rounded-lg border border-stone-300 bg-white px-3 py-2.5 text-base text-stone-900 shadow-xs placeholder:text-stone-400 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-600/30 aria-invalid:border-red-600 sm:text-sm';

/** What every labelled control takes: its id, label, whether it is required, its hint or error. */
export interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
}

/** A control that edits one text value of a form as a whole widget (the hours, the map pin). */
export interface TextEditorProps extends Pick<FieldProps, 'id' | 'label' | 'error'> {
  value: string;
  onChange(value: string): void;
}

/**
 * A labelled form control with its hint or error, wired for screen readers. An error
 * or hint of the domain's (a schema's message, NEW_PASSWORD_HINT) is shown in the
 * page's language; one already written by `t` or the server passes unchanged.
 */
export function FormField({
  id,
  label,
  required = false,
  error,
  hint,
  className,
  children,
}: FieldProps & { className?: string; children: ReactNode }) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-brand-700">
            *
          </span>
        ) : (
          <span className="ml-1.5 text-xs font-normal text-stone-500">{t('common.optional')}</span>
        )}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {translated(error)}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {translated(hint)}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes for the control inside an FormField. */
export function fieldAria(id: string, { error, hint }: { error?: string; hint?: boolean } = {}) {
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } satisfies ComponentProps<'input'>;
}

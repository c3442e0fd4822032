import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.js';
import type { FieldProps } from '#web/ui/form-field.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import { t } from '../i18n';

/**
 * The description box with a live 'n / limit' counter for the plan's cap
 * (DESIGN decision 2); past the cap the counter turns red and the error says why.
 */
export function DescriptionField({
  length,
  limit,
  ...props
}: FieldProps &
  Omit<ComponentProps<'textarea'>, 'id' | 'required'> & { length: number; limit: number }) {
  const over = length > limit;
  return (
    <div className="flex flex-col gap-1">
      <TextAreaField {...props} rows={4} />
      <p
        id={`${props.id}-counter`}
        className={cn(
          'self-end text-xs tabular-nums',
          over ? 'font-semibold text-red-700' : 'text-stone-500',
        )}
      >
        <span className="sr-only">{t('portal.description.charactersUsed')}</span>
        {length} / {limit}
      </p>
    </div>
  );
}

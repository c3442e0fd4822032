import { useFormContext } from 'react-hook-form';
import type { EventInput } from '#domain/event-schemas.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { TextField } from '#web/ui/text-field.js';
import { t } from '../i18n';
import { OptionalLegend } from './optional-legend';

/** The choices, in order; each one's label is `events.form.admission.<choice>`. */
const CHOICES = ['unstated', 'free', 'paid'] as const;

/** Admission: unsaid, Free, or a price in dollars. */
export function EventAdmissionField() {
  const form = useFormContext<EventInput>();
  const admission = form.watch('admission');
  return (
    <fieldset className="flex flex-col gap-3">
      <OptionalLegend>{t('events.form.admission')}</OptionalLegend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {CHOICES.map((choice) => (
          <label key={choice} className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="radio"
              value={choice}
              className="size-4 accent-brand-700"
              {...form.register('admission')}
            />
            {t(`events.form.admission.${choice}`)}
          </label>
        ))}
      </div>
      {admission === 'paid' ? (
        <TextField
          {...fieldProps(form, 'price', 'event-price')}
          label={t('events.form.price')}
          required
          inputMode="decimal"
          placeholder="12.50"
          className="max-w-xs"
        />
      ) : null}
    </fieldset>
  );
}

import { useFormContext } from 'react-hook-form';
import type { EventInput } from '#domain/event-schemas.js';
import { fieldProps } from '#web/lib/schema-form.js';
import { TextField } from '#web/ui/text-field.js';

const CHOICES = [
  { value: 'unstated', label: 'Not stated' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
] as const;

/** Admission: unsaid, Free, or a price in dollars. */
export function EventAdmissionField() {
  const form = useFormContext<EventInput>();
  const admission = form.watch('admission');
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">
        Admission <span className="ml-1.5 text-xs font-normal text-stone-500">(optional)</span>
      </legend>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {CHOICES.map((choice) => (
          <label key={choice.value} className="flex items-center gap-2 text-sm text-stone-800">
            <input
              type="radio"
              value={choice.value}
              className="size-4 accent-brand-700"
              {...form.register('admission')}
            />
            {choice.label}
          </label>
        ))}
      </div>
      {admission === 'paid' ? (
        <TextField
          {...fieldProps(form, 'price', 'event-price')}
          label="Price ($)"
          required
          inputMode="decimal"
          placeholder="12.50"
          className="max-w-xs"
        />
      ) : null}
    </fieldset>
  );
}

import { pastedCsvSchema, SQL_TEMPLATE_COLUMNS } from '#domain/imports.js';
import { fieldProps, useSchemaForm } from '#web/lib/schema-form.js';
import { Button } from '#web/ui/button.js';
import { TextAreaField } from '#web/ui/text-area-field.js';
import type { SourceFormProps } from '../lib/source-form';

const PLACEHOLDER = `${SQL_TEMPLATE_COLUMNS.slice(0, 6).join(',')}\nAggie Bakery,Restaurants,100 Main St,College Station,TX,77840`;

/**
 * Paste CSV: the text box and Preview Import; an empty box is answered here at once.
 * The panel keeps the text (it outlives a switch of tab) and hears each change.
 */
export function PasteCsvForm({
  value,
  onChange,
  onPreview,
  previewing,
  disabled,
}: SourceFormProps & { value: string; onChange: (value: string) => void }) {
  const form = useSchemaForm(pastedCsvSchema, { defaultValues: { text: value } });
  return (
    <form onSubmit={form.handleSubmit(onPreview)} noValidate className="flex flex-col gap-4">
      <TextAreaField
        {...fieldProps(form, 'text', 'import-csv', {
          onChange: (event) => onChange(event.target.value),
        })}
        label="CSV data"
        required
        rows={8}
        spellCheck={false}
        className="font-mono text-sm"
        placeholder={PLACEHOLDER}
        hint="The first line names the columns. A row with the same name and city as a listing updates it."
        disabled={disabled}
      />
      <div>
        <Button type="submit" disabled={disabled || previewing}>
          {previewing ? 'Previewing...' : 'Preview Import'}
        </Button>
      </div>
    </form>
  );
}

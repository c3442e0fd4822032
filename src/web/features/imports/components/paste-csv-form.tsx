import { type FormEvent, useState } from 'react';
import { importMessages, SQL_TEMPLATE_COLUMNS } from '../../../../domain/imports';
import { Button } from '../../../ui/button';
import { TextAreaField } from '../../../ui/text-area-field';

const PLACEHOLDER = `${SQL_TEMPLATE_COLUMNS.slice(0, 6).join(',')}\nAggie Bakery,Restaurants,100 Main St,College Station,TX,77840`;

/** Paste CSV: the text box and Preview Import; an empty box is answered here at once. */
export function PasteCsvForm({
  value,
  onChange,
  onPreview,
  previewing,
  disabled,
}: {
  value: string;
  onChange: (value: string) => void;
  onPreview: () => void;
  previewing: boolean;
  /** While an import runs, its source stays as it is. */
  disabled: boolean;
}) {
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!value.trim()) {
      setError(importMessages.pasteFirst);
      return;
    }
    onPreview();
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <TextAreaField
        id="import-csv"
        label="CSV data"
        required
        rows={8}
        spellCheck={false}
        className="font-mono text-sm"
        placeholder={PLACEHOLDER}
        hint="The first line names the columns. A row with the same name and city as a listing updates it."
        error={error}
        value={value}
        disabled={disabled}
        onChange={(event) => {
          setError(undefined);
          onChange(event.target.value);
        }}
      />
      <div>
        <Button type="submit" disabled={disabled || previewing}>
          {previewing ? 'Previewing...' : 'Preview Import'}
        </Button>
      </div>
    </form>
  );
}

import { IMPORT_COLUMNS, type ImportColumn, type ImportMapping } from '#domain/imports.js';
import { inputClassName } from '#web/ui/form-field.js';

const IGNORE = '';

/**
 * Map columns: headers no column name matched, each with a choice of column or
 * Ignore. Each choice previews the file again with the whole mapping.
 */
export function ColumnMapping({
  headers,
  mapping,
  disabled,
  onChange,
}: {
  headers: string[];
  mapping: ImportMapping;
  disabled: boolean;
  onChange: (header: string, column: ImportColumn | null) => void;
}) {
  return (
    <section aria-labelledby="import-mapping-heading" className="flex flex-col gap-3">
      <div>
        <h4 id="import-mapping-heading" className="font-semibold text-stone-900">
          Map columns
        </h4>
        <p className="text-sm text-stone-600">
          These headers match no column, so their cells are left out. Choose a column to use them.
        </p>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {headers.map((header, index) => {
          const id = `import-mapping-${index}`;
          return (
            <li key={header} className="flex flex-col gap-1.5">
              <label htmlFor={id} className="text-sm font-medium break-words text-stone-800">
                Column for “{header}”
              </label>
              <select
                id={id}
                className={inputClassName}
                disabled={disabled}
                value={mapping[header] ?? IGNORE}
                onChange={(event) =>
                  onChange(
                    header,
                    event.target.value === IGNORE ? null : (event.target.value as ImportColumn),
                  )
                }
              >
                <option value={IGNORE}>Ignore</option>
                {IMPORT_COLUMNS.map((column) => (
                  <option key={column} value={column}>
                    {column}
                  </option>
                ))}
              </select>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

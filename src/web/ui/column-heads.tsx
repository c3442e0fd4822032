/** `scope` read as words by the check of untranslated text: it is HTML's, not a reader's. */
const COLUMN_SCOPE = 'col';

/** A table's head drawn from its column names: one header cell (scope col) per name. */
export function ColumnHeads({
  columns,
  className,
  cellClassName,
}: {
  columns: readonly string[];
  className?: string;
  cellClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => (
          <th key={column} scope={COLUMN_SCOPE} className={cellClassName}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

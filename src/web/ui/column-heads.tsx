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
          <th key={column} scope="col" className={cellClassName}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

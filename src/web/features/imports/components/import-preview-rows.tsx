import type { ImportRowPreview } from '#domain/imports.js';
import { ColumnHeads } from '#web/ui/column-heads.js';
import { ImportActionBadge } from './import-action-badge';

const COLUMNS = ['Line', 'Name', 'City', 'Action', 'Reason'];

/**
 * The preview's rows: line, name, city, action and why. A phone scrolls the table
 * sideways inside its frame (and a long file downwards), never the page.
 */
export function ImportPreviewRows({ rows, total }: { rows: ImportRowPreview[]; total: number }) {
  return (
    <div className="max-h-96 overflow-auto rounded-xl ring-1 ring-stone-200">
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">
          Rows of the file{rows.length < total ? `: the first ${rows.length} of ${total}` : ''}
        </caption>
        <ColumnHeads
          columns={COLUMNS}
          className="sticky top-0 bg-stone-50 text-xs font-semibold text-stone-600 uppercase"
          cellClassName="px-3 py-2"
        />
        <tbody className="divide-y divide-stone-200">
          {rows.map((row) => (
            <tr key={row.line} className="align-top">
              <td className="px-3 py-2 text-stone-500 tabular-nums">{row.line}</td>
              <td className="px-3 py-2 font-medium break-words text-stone-900">
                {row.name ?? <span className="text-stone-500">(no name)</span>}
              </td>
              <td className="px-3 py-2 text-stone-700">{row.city ?? ''}</td>
              <td className="px-3 py-2">
                <ImportActionBadge action={row.action} />
              </td>
              <td className="px-3 py-2 break-words text-stone-700">{row.reason ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

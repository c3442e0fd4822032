import { CheckCircle2 } from 'lucide-react';
import type { Ref } from 'react';
import { type ImportResult, importMessages } from '#domain/imports.js';
import { DONE_COUNT_LABELS } from '../lib/import-counts';
import { ImportCountBadges } from './import-count-badges';
import { ImportStepHeading } from './import-step-heading';

/** Import Results: how many were imported, the spec's message, and each refused row. */
export function ImportResults({
  result,
  headingRef,
}: {
  result: ImportResult;
  headingRef: Ref<HTMLHeadingElement>;
}) {
  return (
    <section
      aria-labelledby="import-results-heading"
      className="flex flex-col gap-4 rounded-xl bg-white p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <ImportStepHeading id="import-results-heading" headingRef={headingRef}>
        Import Results
      </ImportStepHeading>
      <div className="flex items-center gap-3">
        <CheckCircle2 aria-hidden="true" className="size-8 shrink-0 text-emerald-700" />
        <div>
          <p className="text-2xl font-bold text-stone-900 tabular-nums">
            {result.imported.toLocaleString('en-US')} imported
          </p>
          <p className="text-sm text-stone-600">
            <span className="font-semibold text-stone-800">{importMessages.completedTitle}: </span>
            {importMessages.completed(result.imported)}
          </p>
        </div>
      </div>
      <ImportCountBadges counts={result.counts} labels={DONE_COUNT_LABELS} label="Import counts" />
      {result.errors.length > 0 ? (
        <div className="flex flex-col gap-2">
          <h4 className="text-sm font-semibold text-stone-900">Rows not imported</h4>
          <ul
            aria-label="Import errors"
            className="max-h-72 divide-y divide-red-100 overflow-y-auto rounded-xl bg-red-50 text-sm text-red-900 ring-1 ring-red-200"
          >
            {result.errors.map((error, index) => (
              // The same message may repeat (two rows of the same name).
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
              <li key={index} className="px-3 py-2 break-words">
                {error}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

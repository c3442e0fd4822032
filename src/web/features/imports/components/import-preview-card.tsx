import type { ReactNode, Ref } from 'react';
import { pluralize } from '#domain/format.js';
import type { ImportPreview } from '#domain/imports.js';
import { PREVIEW_COUNT_LABELS } from '../lib/import-counts';
import { ImportCountBadges } from './import-count-badges';
import { ImportPreviewRows } from './import-preview-rows';
import { ImportStepHeading } from './import-step-heading';

/**
 * What the import would do, before anything is written: the counts, notes on how
 * the file was read, each row, then the `mapping` and `footer` slots (Map columns;
 * Import Businesses and Cancel, or the progress while it runs).
 */
export function ImportPreviewCard({
  preview,
  headingRef,
  busy,
  mapping,
  footer,
}: {
  preview: ImportPreview;
  headingRef: Ref<HTMLHeadingElement>;
  /** A new preview is on its way (a mapping changed). */
  busy: boolean;
  mapping?: ReactNode;
  footer: ReactNode;
}) {
  return (
    <section
      aria-labelledby="import-preview-heading"
      aria-busy={busy}
      className="flex flex-col gap-4 rounded-xl p-4 ring-1 ring-stone-200 sm:p-5"
    >
      <div className="flex flex-col gap-1">
        <ImportStepHeading id="import-preview-heading" headingRef={headingRef}>
          Import Preview
        </ImportStepHeading>
        <p className="text-sm break-words text-stone-600">
          {preview.fileName}: {pluralize(preview.totalRows, 'row')}. Nothing is written until you
          import.
        </p>
      </div>
      <ImportCountBadges
        counts={preview.counts}
        labels={PREVIEW_COUNT_LABELS}
        label="What the import would do"
      />
      {preview.notes.length > 0 ? (
        <ul aria-label="Notes" className="list-disc pl-5 text-sm text-stone-700">
          {preview.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
      {mapping}
      <ImportPreviewRows rows={preview.rows} total={preview.totalRows} />
      {footer}
    </section>
  );
}

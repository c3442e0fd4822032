import type { ReactNode } from 'react';

/** A named list of rows in one frame, a line between rows (the admin's lists). */
export function RowList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul aria-label={label} className="divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200">
      {children}
    </ul>
  );
}

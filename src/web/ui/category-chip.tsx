import type { ReactNode } from 'react';

/** A business's category as a small pill. */
export function CategoryChip({ children }: { children: ReactNode }) {
  return (
    <span className="truncate rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
      {children}
    </span>
  );
}

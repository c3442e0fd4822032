import type { ReactNode } from 'react';

/** A filter's label with its control inside. */
export function FilterLabel({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the control is the label's child
    <label className="flex flex-col gap-1 text-sm font-medium text-stone-800">
      {label}
      {children}
    </label>
  );
}

import type { ReactNode } from 'react';

/** A titled group of fields inside a long form ('Your business', 'Your account'). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="mb-1 text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

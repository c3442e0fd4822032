import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A titled group of fields inside a long form ('Your business', 'Your account'). */
export function FormSection({
  title,
  className,
  children,
}: {
  title: string;
  /** The fields' layout (a two-column grid); a column by default. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={cn('flex flex-col gap-4', className)}>
      <legend className="mb-1 text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {title}
      </legend>
      {children}
    </fieldset>
  );
}

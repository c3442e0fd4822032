import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** A named list of rows in one frame, a line between rows (the admin's lists, an upload's files). */
export function RowList({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <ul
      aria-label={label}
      className={cn('divide-y divide-stone-200 rounded-xl ring-1 ring-stone-200', className)}
    >
      {children}
    </ul>
  );
}

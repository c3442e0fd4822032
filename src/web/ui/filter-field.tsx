import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A control under its bold label: the filter bars' search boxes and dropdowns, and a
 * list typed item by item (ListInput).
 */
export function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  /** The wrapper's class (grid placement). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
    </div>
  );
}

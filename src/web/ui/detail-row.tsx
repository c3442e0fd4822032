import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * One term and its value inside a <dl>: the label in grey, the value in medium
 * weight, wrapping rather than overflowing. `className` lays the pair out (stacked,
 * or side by side in a grid); `termClassName` and `valueClassName` adjust a side.
 */
export function DetailRow({
  label,
  className,
  termClassName,
  valueClassName,
  children,
}: {
  label: ReactNode;
  className?: string;
  termClassName?: string;
  valueClassName?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <dt className={cn('text-stone-500', termClassName)}>{label}</dt>
      <dd className={cn('min-w-0 font-medium break-words text-stone-900', valueClassName)}>
        {children}
      </dd>
    </div>
  );
}

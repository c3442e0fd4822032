import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** What an empty list (or one that nothing matches) says instead, announced when it appears. */
export function EmptyList({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p
      role="status"
      className={cn(
        'rounded-xl bg-stone-50 p-6 text-center text-sm text-stone-600 ring-1 ring-stone-200',
        className,
      )}
    >
      {children}
    </p>
  );
}

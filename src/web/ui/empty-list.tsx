import type { ReactNode } from 'react';

/** What an empty list (or one that nothing matches) says instead, announced when it appears. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-xl bg-stone-50 p-6 text-center text-sm text-stone-600 ring-1 ring-stone-200"
    >
      {children}
    </p>
  );
}

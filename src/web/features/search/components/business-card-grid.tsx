import type { ReactNode } from 'react';
import { BusinessCardSkeletonGrid } from '#web/ui/business-card-skeleton.js';

const GRID = 'grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4';

/** Cards in a responsive list (one per row on a phone, four on a wide screen). */
export function BusinessCardGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <ul aria-label={label} className={GRID}>
      {children}
    </ul>
  );
}

/** Placeholders in the cards' shape while they load; announced once. */
export function BusinessCardGridSkeleton({ count = 8, label }: { count?: number; label: string }) {
  return <BusinessCardSkeletonGrid count={count} label={label} className={GRID} />;
}

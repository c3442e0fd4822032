import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '../lib/cn';

/**
 * The note that the plan does not allow something, followed by a link to the pricing
 * page (`plansLink`, its words) when a higher plan would.
 */
export function PlanNotice({
  children,
  plansLink,
  className,
}: {
  children: ReactNode;
  plansLink?: string;
  className?: string;
}) {
  return (
    <p
      className={cn(
        'rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200',
        className,
      )}
    >
      {children}{' '}
      {plansLink ? (
        <Link to="/pricing" className="font-semibold underline">
          {plansLink}
        </Link>
      ) : null}
    </p>
  );
}

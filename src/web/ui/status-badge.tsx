import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/** The colours of a state, alike on every list: waiting, done, failed, neutral, under way. */
export const BADGE_TONES = {
  neutral: 'bg-stone-100 text-stone-700 ring-stone-200',
  brand: 'bg-brand-50 text-brand-800 ring-brand-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-900 ring-amber-200',
  danger: 'bg-red-50 text-red-800 ring-red-200',
  info: 'bg-sky-50 text-sky-800 ring-sky-200',
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

/** A state as a small pill ('pending', 'In mailbox'), coloured by its tone. */
export function StatusBadge({
  tone,
  className,
  children,
}: {
  tone: BadgeTone;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-medium ring-1',
        BADGE_TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}

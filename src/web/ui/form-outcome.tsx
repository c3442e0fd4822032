import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * What a form shows instead of itself once it is done (or cannot start): an icon, a
 * title, a few words and the way on. `tinted` frames it when it stands inside a card.
 */
export function FormOutcome({
  role = 'status',
  icon: Icon,
  title,
  children,
  action,
  tinted = false,
}: {
  /** 'alert' for a form that cannot be used (a broken link), with a warning icon. */
  role?: 'status' | 'alert';
  icon: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  tinted?: boolean;
}) {
  return (
    <div
      role={role}
      className={cn(
        'flex flex-col items-center gap-3 text-center',
        tinted && 'rounded-xl bg-brand-50 p-6',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('size-9', role === 'alert' ? 'text-gold-600' : 'text-brand-700')}
      />
      <p className="font-semibold text-stone-900">{title}</p>
      {children ? <p className="text-sm text-stone-600">{children}</p> : null}
      {action}
    </div>
  );
}

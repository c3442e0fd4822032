import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';

export function Spinner({ className }: { className?: string }) {
  return (
    <LoaderCircle
      aria-hidden="true"
      className={cn('size-5 animate-spin text-brand-700', className)}
    />
  );
}

/** An announced loading state: a spinner with a visible label. */
export function LoadingState({ label, className }: { label?: string; className?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'flex items-center justify-center gap-3 py-16 text-sm text-stone-600',
        className,
      )}
    >
      <Spinner />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}

import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';
import { Button } from './button';

/** A one-line "could not load" with a Try again button, for a section inside a page. */
export function RetryAlert({
  children,
  onRetry,
  className,
}: {
  children: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <div role="alert" className={cn('flex items-center gap-3 text-sm text-stone-700', className)}>
      {children}
      <Button variant="outline" size="sm" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}

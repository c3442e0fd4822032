import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';

/** A link that opens in a new tab, says so to screen readers and shows an icon. */
export function ExternalLink({
  children,
  className,
  showIcon = true,
  ...props
}: Omit<ComponentProps<'a'>, 'target' | 'rel'> & { showIcon?: boolean }) {
  return (
    <a
      target="_blank"
      rel="noopener noreferrer"
      className={cn('inline-flex items-center gap-1', className)}
      {...props}
    >
      {children}
      {showIcon ? (
        <ExternalLinkIcon aria-hidden="true" className="size-3.5 shrink-0 opacity-70" />
      ) : null}
      <span className="sr-only"> {t('common.opensInNewTab')}</span>
    </a>
  );
}

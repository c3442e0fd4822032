import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { t } from '../lib/common-i18n';
import { StatusPanel } from './status-panel';

/** A tidy stand-in for a section whose real content is still to come. */
export function PlaceholderPanel({
  title,
  children,
  className,
}: {
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <StatusPanel icon={<Hammer aria-hidden="true" />} title={title} className={className}>
      {children === undefined || typeof children === 'string' ? (
        <p className="max-w-md text-sm text-stone-600">
          {children ?? t('common.sectionBeingBuilt')}
        </p>
      ) : (
        children
      )}
    </StatusPanel>
  );
}

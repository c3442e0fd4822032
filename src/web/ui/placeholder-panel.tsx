import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { StatusPanel } from './status-panel';

/** A tidy stand-in for a section whose real content is still to come. */
export function PlaceholderPanel({
  title,
  children = 'This section is being built.',
  className,
}: {
  title?: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <StatusPanel icon={<Hammer aria-hidden="true" />} title={title} className={className}>
      {typeof children === 'string' ? (
        <p className="max-w-md text-sm text-stone-600">{children}</p>
      ) : (
        children
      )}
    </StatusPanel>
  );
}

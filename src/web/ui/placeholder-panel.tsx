import { Hammer } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './card';

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
    <Card className={cn('flex flex-col items-center gap-3 px-6 py-12 text-center', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Hammer aria-hidden="true" className="size-6" />
      </span>
      {title ? <h2 className="text-lg font-semibold text-stone-900">{title}</h2> : null}
      <p className="max-w-md text-sm text-stone-600">{children}</p>
    </Card>
  );
}

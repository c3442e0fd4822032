import type { ReactNode, Ref } from 'react';
import { cn } from '../lib/cn';
import { Card } from './card';

/**
 * A dashboard section on its card (the admin's panels, the portal's tabs): the
 * title, a line under it, the section's own buttons on the right (under it on a
 * phone), then the content, which keeps its own top margin. With `id` the card
 * is a region named by its title.
 */
export function SectionCard({
  title,
  description,
  actions,
  id,
  headingRef,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** The title's id: the card becomes a region it names. */
  id?: string;
  /** For moving focus to the title (it is then focusable by script only). */
  headingRef?: Ref<HTMLHeadingElement>;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <Card
      role={id ? 'region' : undefined}
      aria-labelledby={id}
      className={cn('p-5 sm:p-6', className)}
    >
      <div
        className={cn(
          'flex flex-wrap justify-between gap-3',
          description ? 'items-start' : 'items-center',
        )}
      >
        <div className="min-w-0">
          <h2
            id={id}
            ref={headingRef}
            tabIndex={headingRef ? -1 : undefined}
            className="text-lg font-semibold text-stone-900 outline-none"
          >
            {title}
          </h2>
          {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </div>
      {children}
    </Card>
  );
}

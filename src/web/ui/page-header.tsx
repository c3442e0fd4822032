import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Container } from './container';

export interface PageHeaderProps {
  title: string;
  subtitle?: ReactNode;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  /** Buttons or links shown beside (desktop) or below (phone) the title. */
  actions?: ReactNode;
  className?: string;
}

/** The title band at the top of every screen; renders the page's only <h1>. */
export function PageHeader({ title, subtitle, eyebrow, actions, className }: PageHeaderProps) {
  return (
    <div
      className={cn(
        'border-b border-stone-200 bg-gradient-to-br from-brand-50 via-white to-gold-50',
        className,
      )}
    >
      <Container className="flex flex-col gap-4 py-8 sm:py-10 md:flex-row md:items-end md:justify-between">
        <div className="min-w-0">
          {eyebrow ? (
            <p className="mb-2 text-sm font-semibold tracking-wide text-brand-700 uppercase">
              {eyebrow}
            </p>
          ) : null}
          <h1 className="text-3xl font-bold tracking-tight text-balance text-stone-900 sm:text-4xl">
            {title}
          </h1>
          {subtitle ? (
            <p className="mt-2 max-w-2xl text-base text-pretty text-stone-600 sm:text-lg">
              {subtitle}
            </p>
          ) : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-3">{actions}</div> : null}
      </Container>
    </div>
  );
}

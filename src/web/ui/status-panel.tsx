import { RotateCw, SearchX, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { t } from '../lib/common-i18n';
import { Button } from './button';
import { Card } from './card';
import { IconBadge, type IconBadgeTone } from './icon-badge';

const TITLES = {
  h1: 'text-2xl font-bold text-stone-900 sm:text-3xl',
  h2: 'text-xl font-semibold text-balance text-stone-900',
  p: 'text-lg font-semibold text-stone-900',
} as const;

/**
 * The one shape for "nothing here", "it worked", "it failed" and "not found": an
 * icon, a title, a few words and the way on. `dashed` is the lighter frame used
 * inside a list that came back empty.
 */
export function StatusPanel({
  icon,
  tone = 'brand',
  title,
  titleAs = 'h2',
  children,
  actions,
  role,
  dashed = false,
  size = 'md',
  className,
}: {
  icon: ReactNode;
  tone?: IconBadgeTone;
  title?: ReactNode;
  titleAs?: keyof typeof TITLES;
  /** The explanation; a string becomes a paragraph. */
  children?: ReactNode;
  /** Buttons or links, centred under the text. */
  actions?: ReactNode;
  role?: 'alert' | 'status';
  dashed?: boolean;
  size?: 'md' | 'lg';
  className?: string;
}) {
  const Title = titleAs;
  const content = (
    <>
      <IconBadge icon={icon} tone={tone} size={size} />
      {title ? <Title className={TITLES[titleAs]}>{title}</Title> : null}
      {typeof children === 'string' ? (
        <p className="max-w-md text-pretty text-stone-600">{children}</p>
      ) : (
        children
      )}
      {actions ? <div className="mt-2 flex flex-wrap justify-center gap-3">{actions}</div> : null}
    </>
  );
  const frame = 'mx-auto flex w-full flex-col items-center gap-4 px-6 py-12 text-center';
  if (dashed) {
    return (
      <div
        role={role}
        className={cn(
          frame,
          'rounded-2xl border border-dashed border-stone-300 bg-white',
          className,
        )}
      >
        {content}
      </div>
    );
  }
  return (
    <Card role={role} className={cn(frame, 'max-w-lg', className)}>
      {content}
    </Card>
  );
}

/** What could not be loaded, as an alert: the warning icon, the title, the reason under it. */
export function FailurePanel({
  title,
  titleAs,
  actions,
  children,
}: {
  title: string;
  titleAs?: keyof typeof TITLES;
  /** The way on: a TryAgainButton, and maybe a way home. */
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <StatusPanel
      role="alert"
      icon={<TriangleAlert aria-hidden="true" />}
      titleAs={titleAs}
      title={title}
      actions={actions}
    >
      {children}
    </StatusPanel>
  );
}

/** Try again after a failed load; disabled (its arrow turning when `spin`) while it runs. */
export function TryAgainButton({
  onClick,
  disabled,
  spin = false,
}: {
  onClick: () => void;
  disabled?: boolean;
  spin?: boolean;
}) {
  return (
    <Button onClick={onClick} disabled={disabled}>
      <RotateCw aria-hidden="true" className={spin ? 'animate-spin' : undefined} />
      {t('common.tryAgain')}
    </Button>
  );
}

/** A search or filter that matched nothing, inside the results: the dashed frame. */
export function NoMatchPanel({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <StatusPanel
      dashed
      icon={<SearchX aria-hidden="true" />}
      titleAs="p"
      title={title}
      actions={actions}
    >
      {children}
    </StatusPanel>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Portal } from '#domain/accounts.js';
import { cn } from '#web/lib/cn.js';
import { Card } from '#web/ui/card.js';

/** The badge's colours, which tell the admin login from the business one at a glance. */
const BADGES: Record<Portal, string> = {
  admin: 'bg-stone-900 text-white',
  business: 'bg-brand-800 text-gold-300',
};

/** The card a login page centres: its badge, the page's one h1, a line under it, then the form. */
export function LoginCard({
  icon: Icon,
  tone,
  eyebrow,
  title,
  subtitle,
  wide = false,
  children,
}: {
  icon: LucideIcon;
  /** Whose login this is: it sets the badge's colours. */
  tone: Portal;
  /** A small line above the title, naming the page when the title names a step. */
  eyebrow?: string;
  title: string;
  subtitle: string;
  /** The claim form's two columns need the room. */
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className={cn('w-full p-6 sm:p-8', wide ? 'max-w-2xl' : 'max-w-md')}>
      <div className="flex flex-col items-center text-center">
        <span className={cn('flex size-12 items-center justify-center rounded-xl', BADGES[tone])}>
          <Icon aria-hidden="true" className="size-6" />
        </span>
        {eyebrow ? (
          <p className="mt-4 text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h1
          className={cn(
            'text-2xl font-bold tracking-tight text-stone-900',
            eyebrow ? 'mt-1' : 'mt-4',
          )}
        >
          {title}
        </h1>
        <p className="mt-2 text-sm text-stone-600">{subtitle}</p>
      </div>
      <div className="mt-8">{children}</div>
    </Card>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Card } from './card';

const TONES = {
  brand: 'bg-brand-50 text-brand-700',
  gold: 'bg-gold-50 text-gold-700',
  /** The jobs page's invitation to employers. */
  deepGold: 'bg-gold-100 text-gold-800',
} as const;

/** A small card beside a page's main column: an icon tile and a heading over its text and links. */
export function SideCard({
  icon: Icon,
  tone,
  title,
  className,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('flex flex-col gap-3 p-6', className)}>
      <span className={cn('flex size-11 items-center justify-center rounded-xl', TONES[tone])}>
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      {children}
    </Card>
  );
}

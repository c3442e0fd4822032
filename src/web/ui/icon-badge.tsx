import type { ReactNode } from 'react';
import { cn } from '../lib/cn';

const TONES = {
  brand: 'bg-brand-50 text-brand-700',
  gold: 'bg-gold-100 text-gold-700',
  neutral: 'bg-stone-100 text-stone-600',
  success: 'bg-emerald-50 text-emerald-700',
  /** The sign-in cards' solid tile. */
  solid: 'bg-brand-800 text-gold-300',
  dark: 'bg-stone-900 text-white',
} as const;

export type IconBadgeTone = keyof typeof TONES;

/** An icon on a soft round (or square) tile, heading a panel or a card. */
export function IconBadge({
  icon,
  tone = 'brand',
  shape = 'round',
  size = 'md',
  className,
}: {
  icon: ReactNode;
  tone?: IconBadgeTone;
  shape?: 'round' | 'square';
  size?: 'md' | 'lg';
  className?: string;
}) {
  return (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center',
        shape === 'round' ? 'rounded-full' : 'rounded-xl',
        size === 'md' ? 'size-12 [&_svg]:size-6' : 'size-14 [&_svg]:size-7',
        TONES[tone],
        className,
      )}
    >
      {icon}
    </span>
  );
}

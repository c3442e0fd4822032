import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

/**
 * A labelled checkbox, the box before its words ('Remote', 'Se habla español'): the
 * whole label toggles it. `lang` marks words in another language than the page's.
 */
export function CheckOption({
  label,
  lang,
  className,
  ...input
}: Omit<ComponentProps<'input'>, 'type' | 'children'> & { label: ReactNode }) {
  return (
    <label className={cn('flex items-center gap-2 text-sm text-stone-800', className)}>
      <input type="checkbox" className="size-4 shrink-0 accent-brand-700" {...input} />
      <span lang={lang}>{label}</span>
    </label>
  );
}

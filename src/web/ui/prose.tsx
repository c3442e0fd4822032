import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/** Readable long-form text (legal pages, articles) without a typography plugin. */
export function Prose({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn(
        'max-w-3xl text-base leading-relaxed text-stone-700',
        '[&_h2]:mt-10 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-stone-900 [&_h2:first-child]:mt-0',
        '[&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-6',
        '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-brand-900',
        className,
      )}
      {...props}
    />
  );
}

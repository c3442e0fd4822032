import { CircleCheck } from 'lucide-react';
import { cn } from '../lib/cn';

/** A list of what is included, each line after a check mark. */
export function CheckList({ items, className }: { items: string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-col gap-2 text-sm text-stone-700', className)}>
      {items.map((item) => (
        <li key={item} className="flex items-start gap-2">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          {item}
        </li>
      ))}
    </ul>
  );
}

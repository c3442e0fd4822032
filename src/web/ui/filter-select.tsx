import type { ComponentProps } from 'react';
import { FilterField } from './filter-field';
import { type SelectOption, SelectOptions } from './select-options';

// A chevron drawn as a data URL (the CSP allows data: images), so the native select keeps its look.
const CHEVRON =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='none' stroke='%2378716c' stroke-width='2' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E\")";

/** A labelled native select: keyboard, screen reader and phone pickers work as users expect. */
export function FilterSelect({
  id,
  label,
  options,
  emptyLabel,
  className,
  ...props
}: Omit<ComponentProps<'select'>, 'children'> & {
  id: string;
  label: string;
  options: readonly SelectOption[];
  emptyLabel: string;
}) {
  const value = typeof props.value === 'string' ? props.value : '';
  // A value from a shared link that is not (or no longer) in the list still shows.
  const known = options.some((o) => (typeof o === 'string' ? o : o.value) === value);
  const all = value && !known ? [value, ...options] : options;
  return (
    <FilterField id={id} label={label} className={className}>
      <select
        id={id}
        {...props}
        style={{ backgroundImage: CHEVRON }}
        className="h-12 w-full appearance-none truncate rounded-xl border border-stone-300 bg-white bg-[length:1.25rem] bg-[right_0.75rem_center] bg-no-repeat pr-10 pl-4 text-base text-stone-900 shadow-xs transition-colors hover:border-stone-400 focus-visible:border-brand-600 disabled:bg-stone-50 disabled:text-stone-500"
      >
        <SelectOptions emptyLabel={emptyLabel} options={all} />
      </select>
    </FilterField>
  );
}

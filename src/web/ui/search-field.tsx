import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { FilterField } from './filter-field';
import { inputClassName } from './form-field';

/** A labelled search box in the filter bar's look, beside FilterSelect (type="search" unless told). */
export function SearchField({
  id,
  label,
  className,
  type = 'search',
  ...input
}: Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  id: string;
  label: string;
  /** The wrapper's class (grid placement). */
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <input {...input} id={id} type={type} className={cn(inputClassName, 'h-12')} />
    </FilterField>
  );
}

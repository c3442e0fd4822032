import type { ComponentProps } from 'react';
import { type FieldProps, FormField, fieldAria, inputClassName } from './form-field';
import { type SelectOption, SelectOptions } from './select-options';

/** A labelled native select in the form look, with an empty first choice and its error. */
export function SelectField({
  id,
  label,
  required = false,
  error,
  options,
  emptyLabel,
  ...props
}: Omit<FieldProps, 'hint'> &
  Omit<ComponentProps<'select'>, 'id' | 'required' | 'children' | 'className'> & {
    options: readonly SelectOption[];
    emptyLabel: string;
  }) {
  return (
    <FormField id={id} label={label} required={required} error={error}>
      <select
        {...props}
        {...fieldAria(id, { error })}
        aria-required={required ? 'true' : undefined}
        className={inputClassName}
      >
        <SelectOptions emptyLabel={emptyLabel} options={options} />
      </select>
    </FormField>
  );
}

import type { ComponentProps } from 'react';
import { type FieldProps, FormField, fieldAria, inputClassName } from './form-field';

/**
 * A labelled native select over a fixed list with a default (Job Type, How to Apply):
 * no empty choice, each value shown by its label.
 */
export function ChoiceField<V extends string>({
  id,
  label,
  error,
  choices,
  labels,
  ...props
}: Omit<FieldProps, 'hint' | 'required'> &
  Omit<ComponentProps<'select'>, 'id' | 'required' | 'children' | 'className'> & {
    choices: readonly V[];
    labels: Record<V, string>;
  }) {
  return (
    <FormField id={id} label={label} error={error}>
      <select {...props} {...fieldAria(id, { error })} className={inputClassName}>
        {choices.map((value) => (
          <option key={value} value={value}>
            {labels[value]}
          </option>
        ))}
      </select>
    </FormField>
  );
}

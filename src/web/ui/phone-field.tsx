import { TextField, type TextFieldProps } from './text-field';

/** A phone box: the phone keypad, and no longer than any number the schemas accept. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="tel" inputMode="tel" maxLength={30} {...props} />;
}

import { TextField, type TextFieldProps } from './text-field';

/** An e-mail box: the e-mail keyboard, and no longer than any address the schemas accept. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'inputMode'>) {
  return <TextField type="email" inputMode="email" maxLength={254} {...props} />;
}

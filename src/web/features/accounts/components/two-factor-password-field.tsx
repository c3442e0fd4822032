import { FormField, fieldAria } from '../../../ui/form-field';
import { PasswordInput } from '../../../ui/password-input';

/** The account password, typed again before two-factor is turned on or off. */
export function TwoFactorPasswordField({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <FormField id={id} label="Password" required error={error}>
      <PasswordInput
        {...fieldAria(id, { error })}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        autoComplete="current-password"
        aria-required="true"
        maxLength={128}
      />
    </FormField>
  );
}

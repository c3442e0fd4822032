import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonProps } from './button';

type SubmitButtonProps = Omit<ButtonProps, 'type' | 'disabled' | 'asChild'> & {
  busy: boolean;
  busyLabel: string;
  icon: LucideIcon;
};

/** A form's submit button: disabled while the request runs, with its busy wording ('Saving...'). */
export function SubmitButton({
  busy,
  busyLabel,
  icon: Icon,
  children,
  ...props
}: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      <Icon aria-hidden="true" />
      {busy ? busyLabel : children}
    </Button>
  );
}

/** The large, card-wide button that ends a login-card form (sign in, reset, claim...). */
export function CardSubmitButton(props: Omit<SubmitButtonProps, 'size' | 'className'>) {
  return <SubmitButton size="lg" className="w-full" {...props} />;
}

import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

/** A form's submit button: disabled while the request runs, with its busy wording ('Saving...'). */
export function SubmitButton({
  busy,
  busyLabel,
  icon,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'disabled' | 'asChild'> & {
  busy: boolean;
  busyLabel: string;
  icon: ReactNode;
}) {
  return (
    <Button type="submit" disabled={busy} {...props}>
      {icon}
      {busy ? busyLabel : children}
    </Button>
  );
}

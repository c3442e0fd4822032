import type { LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button, type ButtonProps } from './button';

/** A form's submit button: disabled while the request runs, with its busy wording ('Saving...'). */
export function SubmitButton({
  busy,
  busyLabel,
  icon: Icon,
  fullWidth = false,
  size,
  className,
  children,
  ...props
}: Omit<ButtonProps, 'type' | 'disabled' | 'asChild'> & {
  busy: boolean;
  busyLabel: string;
  icon: LucideIcon;
  /** The large, card-wide button that ends a login-card form. */
  fullWidth?: boolean;
}) {
  return (
    <Button
      type="submit"
      disabled={busy}
      size={fullWidth ? 'lg' : size}
      className={cn(fullWidth && 'w-full', className)}
      {...props}
    >
      <Icon aria-hidden="true" />
      {busy ? busyLabel : children}
    </Button>
  );
}

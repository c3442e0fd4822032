import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from './button';

/** A button that downloads the file at `href` (a CSV, a calendar entry, a résumé). */
export function DownloadButton({
  href,
  icon: Icon,
  children,
  ...props
}: Omit<ButtonProps, 'asChild' | 'children'> & {
  href: string;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <Button asChild {...props}>
      <a href={href} download>
        <Icon aria-hidden="true" />
        {children}
      </a>
    </Button>
  );
}

import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

/** A button that shows only an icon; `label` names it for screen readers. */
export function IconButton({
  label,
  icon: Icon,
  iconClassName,
  ...button
}: Omit<ComponentProps<'button'>, 'children' | 'aria-label' | 'type'> & {
  label: string;
  icon: LucideIcon;
  iconClassName?: string;
}) {
  return (
    <button type="button" aria-label={label} {...button}>
      <Icon aria-hidden="true" className={iconClassName} />
    </button>
  );
}

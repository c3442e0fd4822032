import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { type ButtonSize, type ButtonVariant, buttonClassName } from './button';

/** A link to one of our pages that looks like a button ('Browse businesses', 'See pricing'). */
export function ButtonLink({
  variant,
  size,
  className,
  ...link
}: ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <Link {...link} className={buttonClassName({ variant, size, className })} />;
}

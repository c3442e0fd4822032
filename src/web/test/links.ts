import { screen, within } from '@testing-library/react';

/** Where the link named `name` goes: in `container`, or anywhere on the page. */
export function hrefOf(name: string | RegExp, container?: HTMLElement): string | null {
  return (container ? within(container) : screen).getByRole('link', { name }).getAttribute('href');
}

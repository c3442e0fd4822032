import { screen, within } from '@testing-library/react';

/** The tabs' names in order: of the tablist named `list`, or of the whole screen. */
export function tabNames(list?: string): (string | null)[] {
  const scope = list ? within(screen.getByRole('tablist', { name: list })) : screen;
  return scope.getAllByRole('tab').map((tab) => tab.textContent);
}

/**
 * What several screens' tests read the same way: a load that failed, a card found by
 * its title, buttons waiting while an action runs, a review list answered by status.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import type { ApiRequest } from './serve-api';

/** The alert of a failed load says `message` and offers Try again; resolves with it. */
export async function expectLoadFailure(message: string): Promise<HTMLElement> {
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByText(message)).toBeTruthy();
  await waitFor(() =>
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy(),
  );
  return alert;
}

/** The list item whose level-3 heading is `title` (a review card). */
export const cardOf = (title: string) =>
  screen.getByRole('heading', { name: title, level: 3 }).closest('li') as HTMLElement;

/** Every button named in `names` is disabled (or, with `false`, enabled again). */
export function expectButtonsDisabled(names: readonly string[], disabled = true) {
  for (const name of names) {
    expect(screen.getByRole('button', { name })).toHaveProperty('disabled', disabled);
  }
}

/**
 * An admin review list's answer by the status it is asked for, as the server does:
 * the items `lists` names for it (none for the others) and the tab counts.
 */
export function listByStatus<T, Counts>(lists: Partial<Record<string, T[]>>, counts: Counts) {
  return (request: ApiRequest) => {
    const items = lists[request.query.get('status') ?? ''] ?? [];
    return { items, total: items.length, counts };
  };
}

/** The column heads of a table (or of one of its rows), in order. */
export function columnNames(table: HTMLElement): (string | null)[] {
  return within(table)
    .getAllByRole('columnheader')
    .map((th) => th.textContent);
}

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { findToast } from './render';

/**
 * Clicks `button` of `dialog` while the server holds its answer: the button then
 * reads `pendingLabel` ('Saving...', 'Processing...') and cannot be clicked again.
 */
export async function clickAndExpectPending(
  user: UserEvent,
  dialog: HTMLElement,
  button: string,
  pendingLabel = 'Saving...',
): Promise<void> {
  await user.click(within(dialog).getByRole('button', { name: button }));
  expect(await within(dialog).findByRole('button', { name: pendingLabel })).toHaveProperty(
    'disabled',
    true,
  );
}

/** Clicks the button named `button` once it shows; the dialog it opens, named `name`. */
export async function openDialog(
  user: UserEvent,
  button: string,
  name: string,
): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: button }));
  return screen.getByRole('dialog', { name });
}

/** A dialog's action went through: its toast `title` shows, then the dialog closes. */
export async function expectToastThenClosed(title: string): Promise<HTMLElement> {
  const toast = await findToast(title);
  expect(toast).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return toast;
}

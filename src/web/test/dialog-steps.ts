import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';
import { findToast } from './render';
import { deferred, type FakeServer } from './serve-api';

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

/**
 * `dialog` once it takes clicks. A modal Radix dialog turns the page under it off
 * (`pointer-events: none` on the body) and itself back on a render later; a click in
 * between is refused, which a loaded machine sometimes reaches.
 */
export async function whenClickable(dialog: HTMLElement): Promise<HTMLElement> {
  await waitFor(() => {
    if (document.body.style.pointerEvents === 'none')
      expect(dialog.style.pointerEvents).toBe('auto');
  });
  return dialog;
}

/** Clicks the button named `button` once it shows; the dialog it opens, named `name`, once it takes clicks. */
export async function openDialog(
  user: UserEvent,
  button: string,
  name: string,
): Promise<HTMLElement> {
  await user.click(await screen.findByRole('button', { name: button }));
  return whenClickable(screen.getByRole('dialog', { name }));
}

/** A dialog's action went through: its toast `title` shows, then the dialog closes. */
export async function expectToastThenClosed(title: string): Promise<HTMLElement> {
  const toast = await findToast(title);
  expect(toast).toBeTruthy();
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return toast;
}

/**
 * Submits `dialog` with `button` while the server holds its answer to `route`: the
 * button waits as 'Saving...'; then `answer` comes, its message is the toast and the
 * dialog closes.
 */
export async function expectSavedThenClosed(
  user: UserEvent,
  dialog: HTMLElement,
  server: FakeServer,
  {
    route,
    button,
    answer,
  }: { route: string; button: string; answer: { message: string; [key: string]: unknown } },
): Promise<void> {
  const reply = deferred();
  server.use({ [route]: reply.handler });
  await clickAndExpectPending(user, dialog, button);
  reply.resolve(answer);
  await expectToastThenClosed(answer.message);
}

import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { findToast } from './render.js';

/** The toast titled `title` shows and says `text`; resolves with it. */
export async function expectToast(title: string, text: string): Promise<HTMLElement> {
  const toast = await findToast(title);
  expect(within(toast).getByText(text)).toBeTruthy();
  return toast;
}

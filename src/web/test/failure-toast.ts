import { within } from '@testing-library/react';
import { expect } from 'vitest';
import { findToast } from './render';

/** The toast of a failed action (toastFailure): 'Error' over `reason`. */
export async function expectFailureToast(reason: string): Promise<void> {
  expect(within(await findToast('Error')).getByText(reason)).toBeTruthy();
}

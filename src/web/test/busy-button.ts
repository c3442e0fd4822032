import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/** While its request runs, the submit button reads `label` ('Saving...') and is disabled. */
export async function expectBusyButton(label: string, scope?: HTMLElement) {
  const button = await (scope ? within(scope) : screen).findByRole('button', { name: label });
  expect(button).toHaveProperty('disabled', true);
}

import { afterEach, vi } from 'vitest';

// An unexpected console.error is a bug: fail the test that caused it.
const spy = vi.spyOn(console, 'error');
afterEach(() => {
  const calls = spy.mock.calls;
  spy.mockClear();
  if (calls.length > 0) {
    throw new Error(`console.error was called:\n${calls.map((c) => c.join(' ')).join('\n')}`);
  }
});

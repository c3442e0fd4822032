import { test as base, expect } from '@playwright/test';

/**
 * Chromium logs every 4xx response as "Failed to load resource". Those are answers
 * the app handles and the tests assert on screen (a missing profile is a 404, an
 * over-limit form a 429); a 5xx or any other console error is a bug.
 */
const HANDLED_HTTP_ERROR = /^Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Every browser test fails on an uncaught page error or a console error (a CSP
 * violation, a 500, a React warning): users would hit those too.
 */
export const test = base.extend<{ failOnConsoleErrors: undefined }>({
  failOnConsoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && !HANDLED_HTTP_ERROR.test(msg.text())) {
          errors.push(`console.error: ${msg.text()}`);
        }
      });
      await use(undefined);
      expect(errors, 'errors in the browser console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

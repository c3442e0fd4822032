/**
 * Runs around every component test (vitest.config.ts, project `web`): unmounts what
 * the test rendered, puts fetch back, and fails the test that logged a console.error
 * or sent a request its fake server did not expect.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { serveApi, takeUnexpectedRequests } from './serve-api';

let consoleError = vi.spyOn(console, 'error');

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  // A test that sends a request without saying what the server answers fails.
  serveApi();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  localStorage.clear();
  const errors = consoleError.mock.calls.map((call) => call.map(String).join(' '));
  // Also undoes the spies a test made (console.log, window.open).
  vi.restoreAllMocks();
  const requests = takeUnexpectedRequests();
  const problems = [
    ...errors.map((error) => `console.error was called: ${error}`),
    ...requests.map((request) => `unexpected request: ${request}`),
  ];
  if (problems.length > 0) throw new Error(problems.join('\n'));
});

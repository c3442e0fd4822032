/**
 * Runs around every component test (vitest.config.ts, project `web`): unmounts what
 * the test rendered, puts fetch back, and fails the test that logged a console.error
 * or sent a request its fake server did not expect.
 */
import { cleanup, configure } from '@testing-library/react';
import HTMLElementConfig from 'happy-dom/lib/config/HTMLElementConfig.js';
import { afterEach, beforeEach, vi } from 'vitest';
import { serveApi, takeUnexpectedRequests } from './serve-api';

// findBy* and waitFor give up after 1 s by default: too soon on a loaded two-core machine.
configure({ asyncUtilTimeout: 5000 });

// happy-dom 21 does not know <search> (HTML, 2023; the home page's search panel): it
// makes an unknown element, and React warns about it. Give it <section>'s element class.
HTMLElementConfig.search ??= HTMLElementConfig.section;

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

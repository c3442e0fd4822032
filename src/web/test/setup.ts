/**
 * Runs around every component test (vitest.config.ts, project `web`): unmounts what
 * the test rendered, puts fetch back, and fails the test that logged a console.error
 * or sent a request its fake server did not expect.
 */
import { cleanup, configure } from '@testing-library/react';
import type { IBrowserSettings } from 'happy-dom';
import HTMLElementConfig from 'happy-dom/lib/config/HTMLElementConfig.js';
import { toast } from 'sonner';
import { afterEach, beforeEach, vi } from 'vitest';
import { recordUnexpectedRequest, serveApi, takeUnexpectedRequests } from './serve-api';

// findBy* and waitFor give up after 1 s by default: too soon on a loaded two-core machine.
configure({ asyncUtilTimeout: 5000 });

// happy-dom 21 does not know <search> (HTML, 2023; the home page's search panel): it
// makes an unknown element, and React warns about it. Give it <section>'s element class.
HTMLElementConfig.search ??= HTMLElementConfig.section;

// happy-dom 21 lacks HTMLSelectElement.size and HTMLOptionElement.defaultSelected.
// react-hook-form reads them to tell whether a select was changed before it registered;
// without them every select looks changed and registers as '' (its first option).
if (!('size' in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, 'size', {
    configurable: true,
    get(this: HTMLSelectElement) {
      return Number(this.getAttribute('size') ?? 0);
    },
  });
}
if (!('defaultSelected' in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, 'defaultSelected', {
    configurable: true,
    get(this: HTMLOptionElement) {
      return this.hasAttribute('selected');
    },
  });
}

// Nothing leaves the machine. The app's requests go to the fake server (serve-api.ts);
// happy-dom's own (opening a window, following a link, setting location.href) would go
// to the real network: they are refused and fail the test, and navigation only sets
// the address.
const { settings } = (window as unknown as { happyDOM: { settings: IBrowserSettings } }).happyDOM;
settings.navigation.disableMainFrameNavigation = true;
settings.navigation.disableChildPageNavigation = true;
settings.navigation.disableChildFrameNavigation = true;
settings.fetch.interceptor = {
  async beforeAsyncRequest({ request, window }) {
    recordUnexpectedRequest(`${request.method} ${request.url} (sent by happy-dom itself)`);
    return new window.Response(null, { status: 503 });
  },
  beforeSyncRequest({ request, window }) {
    recordUnexpectedRequest(`${request.method} ${request.url} (sent by happy-dom itself)`);
    const headers = new window.Headers();
    return {
      status: 503,
      statusText: 'Refused',
      ok: false,
      url: request.url,
      redirected: false,
      headers,
      body: null,
    };
  },
};

let consoleError = vi.spyOn(console, 'error');

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
  // A test that sends a request without saying what the server answers fails.
  serveApi();
});

afterEach(() => {
  cleanup();
  // sonner keeps its toasts in a module and replays them to the next Toaster.
  toast.dismiss();
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

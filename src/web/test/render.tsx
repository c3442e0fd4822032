/**
 * renderWithProviders: a screen as the app mounts it (src/web/app/app.tsx): the app's
 * query client (retries off, so an error shows at once), the toaster, and a memory
 * data router at `path`. Any other path renders a marker, so a redirect can be read
 * from `router.state.location` or seen on screen ('Navigated to /business/login').
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { Toaster } from 'sonner';
import { expect } from 'vitest';
import { createQueryClient } from '../lib/query-client';

export interface RenderOptions {
  /** Where the router starts, with its query: '/business/acme?from=search'. */
  path?: string;
  /** The route pattern the screen is mounted at ('/business/:id'); `path`'s pathname by default. */
  route?: string;
}

function Elsewhere() {
  const location = useLocation();
  return <p data-testid="elsewhere">Navigated to {location.pathname + location.search}</p>;
}

export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const path = options.path ?? '/';
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false },
    mutations: { ...defaults.mutations, retry: false },
  });
  const router = createMemoryRouter(
    [
      { path: options.route ?? new URL(path, 'http://x').pathname, element: ui },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  /**
   * Resolves once no query is loading, no mutation is under way and React has drawn
   * the outcome: for a state the screen shows nothing of until the next click (a
   * failed plan check on /pricing).
   */
  const settled = async () => {
    await waitFor(() => {
      expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0);
    });
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  };
  return { ...result, user, router, queryClient, settled };
}

/**
 * Puts `value` in a text box as a paste does: one input event instead of one per key.
 * For forms where what is typed matters, not how (typing re-renders a form per key).
 */
export async function fill(
  user: ReturnType<typeof userEvent.setup>,
  element: HTMLElement,
  value: string,
) {
  await user.clear(element);
  await user.click(element);
  await user.paste(value);
}

/** Where the router is now: pathname and query. */
export function currentPath(router: ReturnType<typeof createMemoryRouter>): string {
  const { pathname, search } = router.state.location;
  return pathname + search;
}

/** A label's text as a screen reader reads it: without its aria-hidden parts (the '*'). */
function spokenText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
  if (node instanceof Element && node.getAttribute('aria-hidden') === 'true') return '';
  return [...node.childNodes].map(spokenText).join(' ');
}

/**
 * The form control labelled `name` ('Password', 'Phone (optional)'), for the controls
 * getByRole cannot name (a password box has no role).
 */
export function getField<T extends HTMLElement = HTMLInputElement>(name: string): T {
  const labels = [...document.body.querySelectorAll('label')].filter(
    (label) => spokenText(label).replace(/\s+/g, ' ').trim() === name,
  );
  const control = labels.length === 1 ? labels[0].control : null;
  if (!control) throw new Error(`Expected one control labelled "${name}", found ${labels.length}`);
  return control as unknown as T;
}

/** The toast with this title (sonner renders toasts as list items). */
export async function findToast(title: string | RegExp): Promise<HTMLElement> {
  const text = await screen.findByText(title, { selector: '[data-title]' });
  const toast = text.closest<HTMLElement>('[data-sonner-toast]');
  if (!toast) throw new Error('Found the title outside a toast');
  return toast;
}

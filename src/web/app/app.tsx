import { useLayoutEffect } from 'react';
import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import type { AppRouter } from './router';

/** index.html's header bar, painted before the app's code ran (main.tsx). */
const BOOT_HEADER_ID = 'boot-header';

export function App({ router }: { router: AppRouter }) {
  // Before the browser paints this first render, whose own header takes the bar's place.
  useLayoutEffect(() => document.getElementById(BOOT_HEADER_ID)?.remove(), []);
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  );
}

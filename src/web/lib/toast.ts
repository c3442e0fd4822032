/**
 * The app's toasts, with sonner loaded on the first one: a toast answers something a
 * person did, never a page's first paint, and sonner is 10 KB of the 170 KB a public
 * page may load before it is interactive. `toast.success('Saved')` as sonner's own;
 * the toaster (app/providers.tsx) mounts when the first toast is asked for, and
 * sonner shows it the toasts made before it mounted.
 */
import type { ExternalToast } from 'sonner';

type Sonner = typeof import('sonner');
type Message = Parameters<Sonner['toast']>[0];

let loading: Promise<Sonner> | undefined;
const listeners = new Set<() => void>();

/** sonner's module, loaded once. */
export function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import('sonner');
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Whether a toast has been asked for (the toaster mounts from then on), for useSyncExternalStore. */
export const toasterWanted = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  get: () => loading !== undefined,
};

const show =
  (kind: 'success' | 'error' | 'info' | null) => (message: Message, data?: ExternalToast) => {
    void loadSonner().then(({ toast: sonner }) =>
      kind ? sonner[kind](message, data) : sonner(message, data),
    );
  };

export const toast = Object.assign(show(null), {
  success: show('success'),
  error: show('error'),
  info: show('info'),
  dismiss: (id?: string | number) => {
    void loadSonner().then(({ toast: sonner }) => sonner.dismiss(id));
  },
});

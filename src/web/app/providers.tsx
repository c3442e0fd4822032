import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState, useSyncExternalStore } from 'react';
import { t } from '../lib/common-i18n';
import { createQueryClient } from '../lib/query-client';
import { loadSonner, toasterWanted } from '../lib/toast';

const Toaster = lazy(() => loadSonner().then(({ Toaster }) => ({ default: Toaster })));

/** sonner's toaster, mounted once a toast is asked for (lib/toast.ts). */
function LazyToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster
        position="top-center"
        mobileOffset={16}
        richColors
        closeButton
        containerAriaLabel={t('common.toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('common.toast.close') }}
      />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}

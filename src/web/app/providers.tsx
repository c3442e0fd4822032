import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Toaster } from 'sonner';
import { t } from '../lib/common-i18n';
import { createQueryClient } from '../lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster
        position="top-center"
        mobileOffset={16}
        richColors
        closeButton
        containerAriaLabel={t('common.toast.region')}
        toastOptions={{ closeButtonAriaLabel: t('common.toast.close') }}
      />
    </QueryClientProvider>
  );
}

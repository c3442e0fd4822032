import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { PortalOverview, SpeaksSpanishInput } from '#domain/portal.js';
import { callApi } from '#web/lib/api-client.js';
import { portalOverviewQueryOptions } from './get-portal-overview';

/** Shows or hides 'Se habla español' on the listing at once; the overview keeps the answer. */
export function useSetSpeaksSpanish() {
  const queryClient = useQueryClient();
  const { queryKey } = portalOverviewQueryOptions;
  return useMutation({
    mutationFn: (input: SpeaksSpanishInput) =>
      callApi(apiPaths.portal.speaksSpanish, { body: input }),
    onSuccess: ({ speaksSpanish }) =>
      queryClient.setQueryData<PortalOverview>(queryKey, (old) =>
        old?.business ? { ...old, business: { ...old.business, speaksSpanish } } : old,
      ),
  });
}

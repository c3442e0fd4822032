import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { PortalOverview, ProfileChangeSubmitted } from '#domain/portal.js';
import type { ProfileFieldsInput } from '#domain/profile-changes.js';
import { callApi } from '#web/lib/api-client.js';
import { portalOverviewQueryOptions } from './get-portal-overview';

export function submitProfileChange(input: ProfileFieldsInput): Promise<ProfileChangeSubmitted> {
  return callApi(apiPaths.portal.submitChange, { body: input });
}

/**
 * Submits the edit form. The waiting change shows at once from the answer; the
 * overview reloads either way (a 409 means another change is already waiting).
 * Not awaited, so the caller's own callbacks run while the form is still mounted.
 */
export function useSubmitProfileChange() {
  const queryClient = useQueryClient();
  const { queryKey } = portalOverviewQueryOptions;
  return useMutation({
    mutationFn: submitProfileChange,
    onSuccess: ({ pendingChange }) =>
      queryClient.setQueryData<PortalOverview>(queryKey, (old) =>
        old ? { ...old, pendingChange } : old,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}

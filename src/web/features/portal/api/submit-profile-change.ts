import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileChangeSubmitted } from '../../../../domain/portal';
import type { ProfileFieldsInput } from '../../../../domain/profile-changes';
import { apiFetch } from '../../../lib/api-client';
import { portalOverviewQueryOptions } from './get-portal-overview';

export function submitProfileChange(input: ProfileFieldsInput): Promise<ProfileChangeSubmitted> {
  return apiFetch('/api/portal/profile-changes', { method: 'POST', body: input });
}

/** Submits the edit form; the overview reloads either way (a 409 means a change is already waiting). */
export function useSubmitProfileChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitProfileChange,
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: portalOverviewQueryOptions.queryKey }),
  });
}

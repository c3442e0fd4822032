import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { AdminBusiness } from '../../../../domain/business-management';
import type { Page } from '../../../../domain/paging';
import type {
  AdminPhoto,
  PhotoStatus,
  PhotosApproved,
  PhotoUploaded,
  PortalPhotos,
  PrimaryPhotosSet,
} from '../../../../domain/photos';
import {
  ADMIN_DASHBOARD_QUERY_KEY,
  PUBLIC_BUSINESSES_QUERY_KEY,
} from '../../../lib/admin-query-keys';
import { apiFetch, apiUpload } from '../../../lib/api-client';

const PORTAL = '/api/portal/photos';
const ADMIN = '/api/admin/photos';
export const PORTAL_PHOTOS_QUERY_KEY = ['portal', 'photos'] as const;
const ADMIN_ROOT_KEY = ['admin', 'photos'] as const;
export const ADMIN_PHOTOS_PAGE_SIZE = 24;

type Message = { message: string };

/* ----- owner ----- */

export function usePortalPhotos() {
  return useQuery({
    queryKey: PORTAL_PHOTOS_QUERY_KEY,
    queryFn: () => apiFetch<PortalPhotos>(PORTAL),
  });
}

export function uploadOwnPhoto(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('photo', file);
  return apiUpload<PhotoUploaded>(PORTAL, form, onProgress);
}

export function useDeleteOwnPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<Message>(`${PORTAL}/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PORTAL_PHOTOS_QUERY_KEY }),
  });
}

/* ----- admin ----- */

export interface AdminPhotoFilter {
  status?: PhotoStatus;
  businessId?: string;
  offset: number;
}

export function adminPhotosQueryOptions(filter: AdminPhotoFilter) {
  const params = new URLSearchParams({
    limit: String(ADMIN_PHOTOS_PAGE_SIZE),
    offset: String(filter.offset),
  });
  if (filter.status) params.set('status', filter.status);
  if (filter.businessId) params.set('businessId', filter.businessId);
  return queryOptions({
    queryKey: [...ADMIN_ROOT_KEY, filter],
    queryFn: () => apiFetch<Page<AdminPhoto>>(`${ADMIN}?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminPhotos(filter: AdminPhotoFilter) {
  return useQuery(adminPhotosQueryOptions(filter));
}

/** How many owner photos wait for a decision (the moderation queue's first page answers it). */
export function usePendingPhotoCount(enabled = true) {
  return useQuery({ ...adminPhotosQueryOptions({ status: 'pending', offset: 0 }), enabled }).data
    ?.total;
}

/** Businesses matching `search`, for choosing where photos go. */
export function useBusinessSearch(search: string) {
  const params = new URLSearchParams({ search: search.trim(), limit: '6' });
  return useQuery({
    queryKey: ['admin', 'photos', 'business-search', search.trim()],
    queryFn: () => apiFetch<Page<AdminBusiness>>(`/api/admin/businesses?${params}`),
    enabled: search.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

export function uploadPhotoForBusiness(
  businessId: string,
  file: File,
  onProgress: (fraction: number) => void,
) {
  const form = new FormData();
  form.append('businessId', businessId);
  form.append('photo', file);
  return apiUpload<PhotoUploaded>(ADMIN, form, onProgress);
}

/** After any admin photo action: the photo lists, the dashboard's counts and public pages. */
export function useRefreshAfterPhotoChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ADMIN_ROOT_KEY }),
      queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: PUBLIC_BUSINESSES_QUERY_KEY }),
    ]);
}

function useAdminPhotoMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const refresh = useRefreshAfterPhotoChange();
  return useMutation({ mutationFn: request, onSettled: () => void refresh() });
}

export function useReviewPhoto() {
  return useAdminPhotoMutation(
    ({ id, decision, notes }: { id: string; decision: 'approve' | 'reject'; notes?: string }) =>
      apiFetch<Message>(`${ADMIN}/${id}/${decision}`, { method: 'POST', body: { notes } }),
  );
}

export function useApprovePhotos() {
  return useAdminPhotoMutation((ids: string[]) =>
    apiFetch<PhotosApproved>(`${ADMIN}/bulk-approve`, { method: 'POST', body: { ids } }),
  );
}

export function useSetPrimaryPhoto() {
  return useAdminPhotoMutation((id: string) =>
    apiFetch<Message>(`${ADMIN}/${id}/primary`, { method: 'POST', body: {} }),
  );
}

export function useSetPrimaryPhotosForAll() {
  return useAdminPhotoMutation(() =>
    apiFetch<PrimaryPhotosSet & Message>(`${ADMIN}/set-primary-photos`, {
      method: 'POST',
      body: {},
    }),
  );
}

export function useDeleteAdminPhoto() {
  return useAdminPhotoMutation((id: string) =>
    apiFetch<Message>(`${ADMIN}/${id}`, { method: 'DELETE' }),
  );
}

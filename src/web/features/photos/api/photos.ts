import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import { ADMIN_PHOTOS_PAGE_SIZE, type PhotoStatus } from '#domain/photos.js';
import {
  ADMIN_DASHBOARD_QUERY_KEY,
  PUBLIC_BUSINESSES_QUERY_KEY,
} from '#web/lib/admin-query-keys.js';
import { callApi, uploadApi } from '#web/lib/api-client.js';
import { pagedQueryOptions } from '#web/lib/paged-query.js';
import { useRefreshQueries } from '#web/lib/refresh-queries.js';

export const PORTAL_PHOTOS_QUERY_KEY = ['portal', 'photos'] as const;
const ADMIN_ROOT_KEY = ['admin', 'photos'] as const;

/* ----- owner ----- */

export function usePortalPhotos() {
  return useQuery({
    queryKey: PORTAL_PHOTOS_QUERY_KEY,
    queryFn: () => callApi(apiPaths.photos.own),
  });
}

export function uploadOwnPhoto(file: File, onProgress: (fraction: number) => void) {
  const form = new FormData();
  form.append('photo', file);
  return uploadApi(apiPaths.photos.upload, { body: form }, onProgress);
}

export function useDeleteOwnPhoto() {
  const refresh = useRefreshQueries(PORTAL_PHOTOS_QUERY_KEY);
  return useMutation({
    mutationFn: (id: string) => callApi(apiPaths.photos.deleteOwn, { params: { id } }),
    onSettled: refresh,
  });
}

/* ----- admin ----- */

export interface AdminPhotoFilter {
  status?: PhotoStatus;
  businessId?: string;
  offset: number;
}

export const adminPhotosQueryOptions = (filter: AdminPhotoFilter) =>
  pagedQueryOptions({
    key: ADMIN_ROOT_KEY,
    filter,
    pageSize: ADMIN_PHOTOS_PAGE_SIZE,
    fetchPage: (page) =>
      callApi(apiPaths.photos.adminList, {
        query: { ...page, status: filter.status, businessId: filter.businessId },
      }),
  });

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
  return useQuery({
    queryKey: ['admin', 'photos', 'business-search', search.trim()],
    queryFn: () =>
      callApi(apiPaths.businesses.list, { query: { search: search.trim(), limit: 6 } }),
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
  return uploadApi(apiPaths.photos.adminUpload, { body: form }, onProgress);
}

/** After any admin photo action: the photo lists, the dashboard's counts and public pages. */
export function useRefreshAfterPhotoChange() {
  return useRefreshQueries(ADMIN_ROOT_KEY, ADMIN_DASHBOARD_QUERY_KEY, PUBLIC_BUSINESSES_QUERY_KEY);
}

function useAdminPhotoMutation<Input, Output>(request: (input: Input) => Promise<Output>) {
  const refresh = useRefreshAfterPhotoChange();
  return useMutation({ mutationFn: request, onSettled: () => void refresh() });
}

export function useReviewPhoto() {
  return useAdminPhotoMutation(
    ({ id, decision, notes }: { id: string; decision: 'approve' | 'reject'; notes?: string }) =>
      callApi(decision === 'approve' ? apiPaths.photos.approve : apiPaths.photos.reject, {
        params: { id },
        body: { notes },
      }),
  );
}

export function useApprovePhotos() {
  return useAdminPhotoMutation((ids: string[]) =>
    callApi(apiPaths.photos.bulkApprove, { body: { ids } }),
  );
}

export function useSetPrimaryPhoto() {
  return useAdminPhotoMutation((id: string) =>
    callApi(apiPaths.photos.setPrimary, { params: { id } }),
  );
}

export function useSetPrimaryPhotosForAll() {
  return useAdminPhotoMutation(() => callApi(apiPaths.photos.setPrimaryForAll));
}

export function useDeleteAdminPhoto() {
  return useAdminPhotoMutation((id: string) =>
    callApi(apiPaths.photos.adminDelete, { params: { id } }),
  );
}

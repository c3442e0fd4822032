import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { JobApplicationInput, JobPostingInput } from '../../../../domain/job-schemas';
import type {
  AdminJobList,
  AdminJobTab,
  JobApplicationView,
  JobApplied,
  JobCard,
  JobDetail,
  JobStatus,
  ManagedJob,
  OwnerJobs,
} from '../../../../domain/jobs';
import { jobBoardPath } from '../../../../domain/page-data';
import type { Page } from '../../../../domain/paging';
import { ADMIN_DASHBOARD_QUERY_KEY } from '../../../lib/admin-query-keys';
import { apiFetch, apiUpload } from '../../../lib/api-client';

export interface JobFilters {
  q: string;
  location: string;
  category: string;
  type: string;
}

const PUBLIC_KEY = ['jobs'] as const;
const PORTAL_KEY = ['portal', 'jobs'] as const;
const ADMIN_KEY = ['admin', 'jobs'] as const;

/* ----- public ----- */

export function jobBoardQueryOptions(filters: JobFilters, offset: number) {
  return queryOptions({
    queryKey: [...PUBLIC_KEY, 'board', filters, offset],
    queryFn: () => apiFetch<Page<JobCard>>(jobBoardPath(filters, offset)),
    placeholderData: keepPreviousData,
  });
}

export function useJobBoard(filters: JobFilters, offset: number) {
  return useQuery(jobBoardQueryOptions(filters, offset));
}

export function useJob(id: string) {
  return useQuery({
    queryKey: [...PUBLIC_KEY, 'detail', id],
    queryFn: () => apiFetch<JobDetail>(`/api/jobs/${encodeURIComponent(id)}`),
    retry: false,
  });
}

/** Counts this visit; the server keeps one view per visitor per day. */
export function recordJobView(id: string) {
  return apiFetch(`/api/jobs/${encodeURIComponent(id)}/views`, { method: 'POST' }).catch(
    () => undefined,
  );
}

export function useApplyToJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      application,
      resume,
    }: {
      application: JobApplicationInput;
      resume: File | null;
    }) => {
      const form = new FormData();
      form.append('application', JSON.stringify(application));
      if (resume) form.append('resume', resume);
      return apiUpload<JobApplied>(`/api/jobs/${encodeURIComponent(jobId)}/applications`, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PUBLIC_KEY }),
  });
}

export const resumeUrl = (applicationId: string) =>
  `/api/jobs/applications/${encodeURIComponent(applicationId)}/resume`;

/* ----- owner ----- */

export function usePortalJobs() {
  return useQuery({ queryKey: PORTAL_KEY, queryFn: () => apiFetch<OwnerJobs>('/api/portal/jobs') });
}

type Saved = { message: string; job: ManagedJob };

export function useSaveJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: JobPostingInput }) =>
      id
        ? apiFetch<Saved>(`/api/portal/jobs/${id}`, { method: 'PUT', body: input })
        : apiFetch<Saved>('/api/portal/jobs', { method: 'POST', body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PORTAL_KEY }),
  });
}

export function useOwnerJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: JobStatus }) =>
      apiFetch<Saved>(`/api/portal/jobs/${id}/status`, { method: 'POST', body: { status } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PORTAL_KEY }),
  });
}

export function useJobApplications(jobId: string) {
  return useQuery({
    queryKey: [...PORTAL_KEY, 'applications', jobId],
    queryFn: () => apiFetch<JobApplicationView[]>(`/api/portal/jobs/${jobId}/applications`),
  });
}

export const applicationsCsvUrl = (jobId: string) => `/api/portal/jobs/${jobId}/applications.csv`;

/* ----- admin ----- */

export function useAdminJobs(status: AdminJobTab, offset: number) {
  const params = new URLSearchParams({ status, limit: '20', offset: String(offset) });
  return useQuery({
    queryKey: [...ADMIN_KEY, status, offset],
    queryFn: () => apiFetch<AdminJobList>(`/api/admin/jobs?${params}`),
    placeholderData: keepPreviousData,
  });
}

export function useAdminJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, notes }: { id: string; status: JobStatus; notes: string | null }) =>
      apiFetch<Saved>(`/api/admin/jobs/${id}/status`, { method: 'POST', body: { status, notes } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
        queryClient.invalidateQueries({ queryKey: ADMIN_DASHBOARD_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PUBLIC_KEY }),
      ]),
  });
}

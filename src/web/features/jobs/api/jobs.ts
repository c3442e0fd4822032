import { useMutation, useQuery } from '@tanstack/react-query';
import { apiPaths } from '#domain/api-paths.js';
import type { JobApplicationInput, JobPostingInput } from '#domain/job-schemas.js';
import { ADMIN_JOB_PAGE_SIZE, type AdminJobTab, type JobStatus } from '#domain/jobs.js';
import { type JobBoardFilters, jobBoardRequest } from '#domain/page-data.js';
import { ADMIN_DASHBOARD_QUERY_KEY } from '#web/lib/admin-query-keys.js';
import { callApi, uploadApi, urlOf } from '#web/lib/api-client.js';
import { filteredPageQueryOptions, pagedQueryOptions } from '#web/lib/paged-query.js';
import { useRefreshQueries } from '#web/lib/refresh-queries.js';

/** The job board's filters as the address keeps them. */
export type JobFilters = Required<JobBoardFilters>;

const PUBLIC_KEY = ['jobs'] as const;
const PORTAL_KEY = ['portal', 'jobs'] as const;
const ADMIN_KEY = ['admin', 'jobs'] as const;

/* ----- public ----- */

export const jobBoardQueryOptions = (filters: JobFilters, offset: number) =>
  filteredPageQueryOptions([...PUBLIC_KEY, 'board', filters, offset], () =>
    callApi(apiPaths.jobs.board, jobBoardRequest(filters, offset)),
  );

export function useJobBoard(filters: JobFilters, offset: number) {
  return useQuery(jobBoardQueryOptions(filters, offset));
}

export function useJob(id: string) {
  return useQuery({
    queryKey: [...PUBLIC_KEY, 'detail', id],
    queryFn: () => callApi(apiPaths.jobs.detail, { params: { id } }),
    retry: false,
  });
}

/** Counts this visit; the server keeps one view per visitor per day. */
export function recordJobView(id: string) {
  return callApi(apiPaths.jobs.view, { params: { id } }).catch(() => undefined);
}

export function useApplyToJob(jobId: string) {
  const refresh = useRefreshQueries(PUBLIC_KEY);
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
      return uploadApi(apiPaths.jobs.apply, { params: { id: jobId }, body: form });
    },
    onSuccess: refresh,
  });
}

export const resumeUrl = (applicationId: string) =>
  urlOf(apiPaths.jobs.resume, { params: { id: applicationId } });

/* ----- owner ----- */

export function usePortalJobs() {
  return useQuery({ queryKey: PORTAL_KEY, queryFn: () => callApi(apiPaths.jobs.ownJobs) });
}

export function useSaveJob() {
  const refresh = useRefreshQueries(PORTAL_KEY);
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: JobPostingInput }) =>
      id
        ? callApi(apiPaths.jobs.update, { params: { id }, body: input })
        : callApi(apiPaths.jobs.create, { body: input }),
    onSettled: refresh,
  });
}

export function useOwnerJobStatus() {
  const refresh = useRefreshQueries(PORTAL_KEY);
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: JobStatus }) =>
      callApi(apiPaths.jobs.ownStatus, { params: { id }, body: { status } }),
    onSettled: refresh,
  });
}

export function useJobApplications(jobId: string) {
  return useQuery({
    queryKey: [...PORTAL_KEY, 'applications', jobId],
    queryFn: () => callApi(apiPaths.jobs.applications, { params: { id: jobId } }),
  });
}

export const applicationsCsvUrl = (jobId: string) =>
  urlOf(apiPaths.jobs.applicationsCsv, { params: { id: jobId } });

/* ----- admin ----- */

export const adminJobsQueryOptions = (filter: { status: AdminJobTab; offset: number }) =>
  pagedQueryOptions({
    key: ADMIN_KEY,
    filter,
    pageSize: ADMIN_JOB_PAGE_SIZE,
    fetchPage: (page) =>
      callApi(apiPaths.jobs.adminList, { query: { status: filter.status, ...page } }),
  });

export function useAdminJobs(filter: { status: AdminJobTab; offset: number }) {
  return useQuery(adminJobsQueryOptions(filter));
}

export function useAdminJobStatus() {
  const refresh = useRefreshQueries(ADMIN_KEY, ADMIN_DASHBOARD_QUERY_KEY, PUBLIC_KEY);
  return useMutation({
    mutationFn: ({ id, status, notes }: { id: string; status: JobStatus; notes: string | null }) =>
      callApi(apiPaths.jobs.adminStatus, { params: { id }, body: { status, notes } }),
    onSettled: refresh,
  });
}

/** The `jobs` endpoints of the table (see ../api.ts). */
import { z } from 'zod';
import { apiPaths } from '../api-paths.js';
import { endpoint, json, raw } from '../endpoint.js';
import {
  adminJobListQuerySchema,
  jobIdParamSchema,
  jobListQuerySchema,
  jobPostingSchema,
  jobStatusChangeSchema,
} from '../job-schemas.js';
import type {
  AdminJobList,
  JobApplicationView,
  JobApplied,
  JobCard,
  JobDetail,
  ManagedJob,
  OwnerJobs,
} from '../jobs.js';
import type { Page } from '../paging.js';
import { CSV, type Message } from './shared.js';

export const jobsEndpoints = {
  board: endpoint(apiPaths.jobs.board, {
    summary: 'The public job board',
    tag: 'Jobs',
    access: 'public',
    query: jobListQuerySchema,
    answer: json<Page<JobCard>>(),
  }),
  resume: endpoint(apiPaths.jobs.resume, {
    summary: "An application's resume: for the job's owner and admins, or with the e-mailed link",
    tag: 'Jobs',
    access: 'public',
    params: jobIdParamSchema,
    query: z.object({ token: z.string().max(500).optional() }),
    answer: raw('application/octet-stream'),
  }),
  detail: endpoint(apiPaths.jobs.detail, {
    summary: 'One open job',
    tag: 'Jobs',
    access: 'public',
    params: jobIdParamSchema,
    answer: json<JobDetail>(),
  }),
  view: endpoint(apiPaths.jobs.view, {
    summary: "Count a visitor's view of a job (once a day each)",
    tag: 'Jobs',
    access: 'public',
    params: jobIdParamSchema,
    answer: json<{ counted: boolean }>(),
  }),
  apply: endpoint(apiPaths.jobs.apply, {
    summary: 'Apply: `application` (JSON) and an optional `resume` file',
    tag: 'Jobs',
    access: 'public',
    params: jobIdParamSchema,
    body: 'multipart',
    answer: json<JobApplied>(201),
  }),
  ownJobs: endpoint(apiPaths.jobs.ownJobs, {
    summary: "The owner's job postings",
    tag: 'Jobs',
    access: 'manage:job:own',
    answer: json<OwnerJobs>(),
  }),
  create: endpoint(apiPaths.jobs.create, {
    summary: 'Post a job (pending until an admin approves it)',
    tag: 'Jobs',
    access: 'manage:job:own',
    body: jobPostingSchema,
    answer: json<Message & { job: ManagedJob }>(201),
  }),
  update: endpoint(apiPaths.jobs.update, {
    summary: 'Edit a job posting',
    tag: 'Jobs',
    access: 'manage:job:own',
    params: jobIdParamSchema,
    body: jobPostingSchema,
    answer: json<Message & { job: ManagedJob }>(),
  }),
  ownStatus: endpoint(apiPaths.jobs.ownStatus, {
    summary: 'Pause, resume or fill a job posting',
    tag: 'Jobs',
    access: 'manage:job:own',
    params: jobIdParamSchema,
    body: jobStatusChangeSchema,
    answer: json<Message & { job: ManagedJob }>(),
  }),
  applications: endpoint(apiPaths.jobs.applications, {
    summary: "A job's applications",
    tag: 'Jobs',
    access: 'manage:job:own',
    params: jobIdParamSchema,
    answer: json<JobApplicationView[]>(),
  }),
  applicationsCsv: endpoint(apiPaths.jobs.applicationsCsv, {
    summary: "A job's applications as a CSV file",
    tag: 'Jobs',
    access: 'manage:job:own',
    params: jobIdParamSchema,
    answer: raw(CSV),
  }),
  adminList: endpoint(apiPaths.jobs.adminList, {
    summary: 'Job Management: postings by status',
    tag: 'Jobs',
    access: 'manage:job:any',
    query: adminJobListQuerySchema,
    answer: json<AdminJobList>(),
  }),
  adminStatus: endpoint(apiPaths.jobs.adminStatus, {
    summary: 'Approve, reject, pause, resume or archive a job posting',
    tag: 'Jobs',
    access: 'manage:job:any',
    params: jobIdParamSchema,
    body: jobStatusChangeSchema,
    answer: json<Message & { job: ManagedJob }>(),
  }),
} as const;

/** The `jobs` endpoints of the table (see ../api.ts). */
import { z } from 'zod';
import { apiPaths } from '../api-paths.js';
import { anyone, callableBy, endpointGroup, json, raw } from '../endpoint.js';
import {
  adminJobListQuerySchema,
  jobIdParamSchema,
  jobListQuerySchema,
  jobPostingSchema,
  jobStatusChangeSchema,
  withdrawalQuerySchema,
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
import type { WithdrawalPreview } from '../retention.js';
import { CSV, type Message } from './shared.js';

const owner = callableBy('manage:job:own');
const admin = callableBy('manage:job:any');
const onJob = anyone.sharing({ params: jobIdParamSchema });
const onOwnJob = owner.sharing({ params: jobIdParamSchema });

export const jobsEndpoints = endpointGroup('Jobs', apiPaths.jobs, {
  board: anyone('The public job board', {
    query: jobListQuerySchema,
    answer: json<Page<JobCard>>(),
  }),
  resume: onJob(
    "An application's resume: for the job's owner and admins, or with the e-mailed link",
    {
      query: z.object({ token: z.string().max(500).optional() }),
      answer: raw('application/octet-stream'),
    },
  ),
  withdrawal: anyone("What the applicant's signed withdraw link would delete (reads only)", {
    query: withdrawalQuerySchema,
    answer: json<WithdrawalPreview>(),
  }),
  withdraw: anyone('Withdraw and delete the application (and its resume) the signed link names', {
    query: withdrawalQuerySchema,
    answer: json<Message>(),
  }),
  detail: onJob('One open job', { answer: json<JobDetail>() }),
  view: onJob("Count a visitor's view of a job (once a day each)", {
    answer: json<{ counted: boolean }>(),
  }),
  apply: onJob('Apply: `application` (JSON) and an optional `resume` file', {
    body: 'multipart',
    answer: json<JobApplied>(201),
  }),
  ownJobs: owner("The owner's job postings", { answer: json<OwnerJobs>() }),
  create: owner('Post a job (pending until an admin approves it)', {
    body: jobPostingSchema,
    answer: json<Message & { job: ManagedJob }>(201),
  }),
  update: onOwnJob('Edit a job posting', {
    body: jobPostingSchema,
    answer: json<Message & { job: ManagedJob }>(),
  }),
  ownStatus: onOwnJob('Pause, resume or fill a job posting', {
    body: jobStatusChangeSchema,
    answer: json<Message & { job: ManagedJob }>(),
  }),
  applications: onOwnJob("A job's applications", { answer: json<JobApplicationView[]>() }),
  applicationsCsv: onOwnJob("A job's applications as a CSV file", { answer: raw(CSV) }),
  adminList: admin('Job Management: postings by status', {
    query: adminJobListQuerySchema,
    answer: json<AdminJobList>(),
  }),
  adminStatus: admin('Approve, reject, pause, resume or archive a job posting', {
    params: jobIdParamSchema,
    body: jobStatusChangeSchema,
    answer: json<Message & { job: ManagedJob }>(),
  }),
});

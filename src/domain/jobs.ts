/**
 * The job board (spec 001 sections 2-8; DESIGN decisions 2, 8, 10 and 17): job
 * fields and their labels, the status transition table, the posting and
 * application rules with the spec's messages, and the shapes the API answers.
 * Server and browser read the same rules from here; the request schemas are in
 * job-schemas.ts, so the public job board loads no zod.
 */

import type { TabbedPage } from './paging.js';
import {
  type ActorRole,
  isAllowedTransition,
  type StatusTransition,
  transitionRefusalText,
} from './status-transitions.js';

export const JOB_TYPES = ['full_time', 'part_time', 'contract', 'temporary', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_STATUSES = [
  'pending',
  'approved',
  'rejected',
  'changes_requested',
  'expired',
  'filled',
  'paused',
  'archived',
] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const APPLICATION_METHODS = ['external_link', 'email', 'on_site'] as const;
export type ApplicationMethod = (typeof APPLICATION_METHODS)[number];

/** The one list of job categories (DESIGN decision 17): the form's select and the board's filter. */
export const JOB_CATEGORIES = [
  'Administrative',
  'Automotive',
  'Customer Service',
  'Education',
  'Finance & Accounting',
  'General Labor',
  'Health & Wellness',
  'Healthcare',
  'Hospitality',
  'Insurance',
  'Marketing',
  'Real Estate',
  'Retail',
  'Sales',
  'Skilled Trades',
  'Technology',
  'Other',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export const JOB_TYPE_LABELS: Record<JobType, string> = {
  full_time: 'Full Time',
  part_time: 'Part Time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
};

export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  rejected: 'Rejected',
  changes_requested: 'Changes Requested',
  expired: 'Expired',
  filled: 'Position Filled',
  paused: 'Paused',
  archived: 'Archived',
};

/** An unknown status reads as pending (spec 001 section 4). */
export function jobStatusLabel(status: string): string {
  return JOB_STATUS_LABELS[status as JobStatus] ?? JOB_STATUS_LABELS.pending;
}

export const APPLY_BUTTON_LABELS: Record<ApplicationMethod, string> = {
  external_link: 'Apply on Company Website',
  email: 'Apply via Email',
  on_site: 'Apply Now',
};

export const EXPERIENCE_OPTIONS = [
  { value: 'entry', label: 'Entry Level (0-2 years)' },
  { value: 'junior', label: 'Junior (2-4 years)' },
  { value: 'mid', label: 'Mid Level (4-7 years)' },
  { value: 'senior', label: 'Senior (7-10 years)' },
  { value: 'expert', label: 'Expert (10+ years)' },
] as const;

export const AVAILABILITY_OPTIONS = [
  { value: 'immediately', label: 'Immediately' },
  { value: '2weeks', label: 'In 2 weeks' },
  { value: '1month', label: 'In 1 month' },
  { value: '2months', label: 'In 2 months' },
  { value: '3months', label: 'In 3 months' },
] as const;

/** Resumes: PDF, DOC or DOCX by their bytes, at most 5 MB (DESIGN decision 10). */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_ACCEPT =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const JOB_PAGE_SIZE = 10;
/** A page of the admin's Job Management list. */
export const ADMIN_JOB_PAGE_SIZE = 20;
/** How many required skills a card shows before '+N more'. */
export const CARD_SKILLS = 3;
export const CUSTOM_QUESTIONS_MAX = 10;
export const LIST_ITEMS_MAX = 30;

export const jobMessages = {
  fetchFailed: 'Failed to fetch jobs',
  createFailed: 'Failed to create job posting',
  updateFailed: 'Failed to update job',
  submitFailed: 'Failed to submit application',
  fetchApplicationsFailed: 'Failed to fetch job applications',
  downloadFailed: 'Failed to download resume',
  fetchPostingsFailed: 'Failed to fetch job postings',
  statusFailed: 'Failed to update job status',
  resumeUploadFailedTitle: 'Upload Failed',
  resumeUploadFailed: 'Failed to upload resume. Please try again.',
  submissionFailedTitle: 'Submission Failed',
  submissionFailed: 'Failed to submit application. Please try again.',
  posted: 'Job posting submitted for admin approval',
  updated: 'Job updated successfully',
  appliedEmailed: 'Your job application has been submitted and emailed to the employer.',
  applied: 'Your job application has been submitted successfully.',
  fileTooLargeTitle: 'File Too Large',
  fileTooLarge: 'Resume file must be under 5MB.',
  resumeType: 'Resume must be a PDF, DOC or DOCX file.',
  notFound: 'Job not found',
  notOpen: 'This job is no longer accepting applications.',
  planRequired: 'Job postings need a Silver or Texas Gold plan. Upgrade your plan to post jobs.',
  applicationNotFound: 'Application not found',
  noResume: 'This application has no resume.',
  linkExpired: 'This download link has expired or is not valid.',
  salaryOrder: 'Minimum salary cannot be more than maximum salary.',
  salaryWhole: 'Salary must be a whole number of dollars.',
  urlRequired: 'Application URL is required when applicants apply on your website.',
  emailRequired: 'Application email is required when applicants apply by email.',
  url: 'Please enter a full web address starting with http:// or https://',
  unknownQuestion: 'Answers must be to this job’s own questions.',
  jobIdInvalid: 'The job id must be a UUID.',
} as const;

/** The spec's admin toasts: success and failure per action (its wording kept). */
export const ADMIN_JOB_ACTION_MESSAGES = {
  approve: { done: 'Job approved successfully', failed: 'Failed to approve job' },
  reject: { done: 'Job rejected successfully', failed: 'Failed to reject job' },
  resume: { done: 'Job resumed successfully', failed: 'Failed to resume job' },
  pause: { done: 'Job paused successfully', failed: 'Failed to paused job' },
  archive: { done: 'Job archived successfully', failed: 'Failed to archived job' },
} as const;
export type AdminJobAction = keyof typeof ADMIN_JOB_ACTION_MESSAGES;

export const ADMIN_NOTE_PLACEHOLDERS = {
  pending: 'Add notes about this approval/rejection...',
  approved: 'Add notes about this action...',
  paused: 'Add notes about resuming this job...',
} as const;

/** 'Job status updated to {status}' */
export function statusUpdatedMessage(status: JobStatus): string {
  return `Job status updated to ${status}`;
}

// ---- Status transitions (spec 001 section 4): who may move a job from where to where ----

export const JOB_TRANSITIONS: readonly StatusTransition<JobStatus>[] = [
  { from: 'pending', to: 'approved', by: 'admin' },
  { from: 'pending', to: 'rejected', by: 'admin' },
  { from: 'approved', to: 'paused', by: 'admin' },
  { from: 'approved', to: 'archived', by: 'admin' },
  { from: 'paused', to: 'approved', by: 'admin' },
  { from: 'paused', to: 'archived', by: 'admin' },
  { from: 'approved', to: 'paused', by: 'owner' },
  { from: 'paused', to: 'approved', by: 'owner' },
  { from: 'approved', to: 'filled', by: 'owner' },
  { from: 'paused', to: 'filled', by: 'owner' },
];

export function canTransition(from: JobStatus, to: JobStatus, by: ActorRole): boolean {
  return isAllowedTransition(JOB_TRANSITIONS, { from, to, by });
}

/** Why a move is refused, in words an owner or admin understands. */
export function transitionRefusal(from: JobStatus, to: JobStatus): string {
  return transitionRefusalText('A job', JOB_STATUS_LABELS, from, to);
}

/** The admin's action name for a move (for the spec's toasts). */
export function adminActionOf(from: JobStatus, to: JobStatus): AdminJobAction | null {
  if (to === 'approved') return from === 'paused' ? 'resume' : 'approve';
  if (to === 'rejected') return 'reject';
  if (to === 'paused') return 'pause';
  if (to === 'archived') return 'archive';
  return null;
}

// ---- Display ----

const dollars = (n: number) => `$${n.toLocaleString('en-US')}`;

/**
 * The salary line (spec 001 section 5): salary_display if set; else min-max; else
 * min+; else 'Salary not specified' (public and owner) or 'Not specified' (admin).
 */
export function salaryText(
  job: { salaryMin: number | null; salaryMax: number | null; salaryDisplay: string | null },
  view: 'public' | 'admin' = 'public',
): string {
  if (job.salaryDisplay) return job.salaryDisplay;
  if (job.salaryMin != null && job.salaryMax != null) {
    return `${dollars(job.salaryMin)} - ${dollars(job.salaryMax)}`;
  }
  if (job.salaryMin != null) return `${dollars(job.salaryMin)}+`;
  return view === 'admin' ? 'Not specified' : 'Salary not specified';
}

/** Open to applicants: approved, and neither its deadline (a day) nor its expiry has passed. */
export function isJobOpen(
  job: { status: string; applicationDeadline: string | null; expiresAt: string | null },
  now: Date,
): boolean {
  if (job.status !== 'approved') return false;
  if (job.expiresAt && new Date(job.expiresAt) <= now) return false;
  if (job.applicationDeadline && job.applicationDeadline < now.toISOString().slice(0, 10)) {
    return false;
  }
  return true;
}

export const ANSWERS_MAX = 20;

export const ADMIN_JOB_TABS = ['pending', 'approved', 'paused', 'rejected'] as const;
export type AdminJobTab = (typeof ADMIN_JOB_TABS)[number];

// ---- Answers ----

/** One job as the public board shows it. */
export interface JobCard {
  id: string;
  title: string;
  companyName: string;
  companyLogoUrl: string | null;
  location: string;
  isRemote: boolean;
  isHybrid: boolean;
  /** 'Bilingüe (inglés/español)'. */
  bilingual: boolean;
  jobType: JobType;
  category: string;
  salary: string;
  description: string;
  requiredSkills: string[];
  applicationDeadline: string | null;
  applicationCount: number;
  createdAt: string;
}

/** The job page and details dialog. */
export interface JobDetail extends JobCard {
  responsibilities: string[];
  preferredSkills: string[];
  companyOverview: string | null;
  companyWebsite: string | null;
  applicationMethod: ApplicationMethod;
  externalApplicationUrl: string | null;
  customQuestions: string[];
  expiresAt: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  businessSlug: string;
}

/** A job as its owner and the admins see it. */
export interface ManagedJob extends JobDetail {
  status: JobStatus;
  viewCount: number;
  adminNotes: string | null;
  salaryDisplay: string | null;
  applicationEmail: string | null;
  approvedAt: string | null;
  businessId: string;
}

export type AdminJobList = TabbedPage<ManagedJob, AdminJobTab>;

export interface OwnerJobs {
  items: ManagedJob[];
  /** Whether the plan lets the business post jobs (silver or texas_gold). */
  canPost: boolean;
}

export interface JobApplicationView {
  id: string;
  applicantName: string;
  applicantEmail: string;
  applicantPhone: string | null;
  coverLetter: string | null;
  currentPosition: string | null;
  yearsExperience: string | null;
  availability: string | null;
  salaryExpectation: string | null;
  linkedinProfile: string | null;
  portfolioWebsite: string | null;
  answers: { question: string; answer: string }[];
  resumeFileName: string | null;
  createdAt: string;
}

export interface JobApplied {
  id: string;
  /**
   * Whether the employer is e-mailed the application (email-method jobs): queued in
   * the application's own transaction, so never saved without it.
   */
  emailed: boolean;
  message: string;
}

/** '{applicant_name}_resume.pdf' (the extension follows the file). */
export function resumeDownloadName(applicantName: string, ext: string): string {
  const safe =
    applicantName
      .replace(/[^A-Za-z0-9 _-]/g, '')
      .trim()
      .replace(/\s+/g, '_') || 'applicant';
  return `${safe}_resume.${ext}`;
}

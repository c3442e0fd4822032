/**
 * The job board's request schemas (spec 001 sections 3-8): a posting, the board's
 * query, an application, a status change, the admin list. Kept apart from jobs.ts,
 * whose labels and rules the public board reads, so that page loads no zod.
 */
import { z } from 'zod';
import {
  ADMIN_JOB_PAGE_SIZE,
  ADMIN_JOB_TABS,
  ANSWERS_MAX,
  APPLICATION_METHODS,
  AVAILABILITY_OPTIONS,
  CUSTOM_QUESTIONS_MAX,
  EXPERIENCE_OPTIONS,
  JOB_CATEGORIES,
  JOB_PAGE_SIZE,
  JOB_STATUSES,
  JOB_TYPES,
  jobMessages,
  LIST_ITEMS_MAX,
} from './jobs.js';
import { pageQueryFields } from './paging.js';
import { withdrawalMessages } from './retention.js';
import { isUuid } from './slug.js';
import {
  EMAIL_PATTERN,
  emailField,
  flagParam,
  idParam,
  messages,
  optionalText,
  requiredText,
} from './validation.js';

const HTTP_URL = /^https?:\/\/[^\s/$.?#][^\s]*$/i;

/** An optional web address that must start with http:// or https:// (never javascript:). */
function httpUrlField(field: string, max = 500) {
  return optionalText(field, max).refine((v) => v === null || HTTP_URL.test(v), {
    message: jobMessages.url,
  });
}

const salaryField = z
  .union([z.number(), z.string().trim(), z.null()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v === '') return null;
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isInteger(n) || n < 0 || n > 10_000_000) {
      ctx.addIssue({ code: 'custom', message: jobMessages.salaryWhole });
      return z.NEVER;
    }
    return n;
  });

/** A list typed item by item: trimmed, blanks dropped, at most `max` items. */
function itemList(field: string, max = LIST_ITEMS_MAX, itemMax = 200) {
  return z
    .array(z.string().max(itemMax, messages.maxLength(field, itemMax)), {
      message: `${field} must be a list.`,
    })
    .default([])
    .transform((items) => items.map((item) => item.trim()).filter(Boolean))
    .refine((items) => items.length <= max, `${field}: at most ${max} items.`);
}

const dateField = (field: string) =>
  optionalText(field, 10).refine((v) => v === null || /^\d{4}-\d{2}-\d{2}$/.test(v), {
    message: `${field} must be a date (YYYY-MM-DD).`,
  });

export const jobPostingSchema = z
  .object({
    title: requiredText('Job Title', 120),
    category: z.enum(JOB_CATEGORIES, { message: 'Category is required' }),
    jobType: z.enum(JOB_TYPES, { message: 'Job type is not valid.' }).default('full_time'),
    location: requiredText('Location', 120),
    isRemote: z.boolean().default(false),
    isHybrid: z.boolean().default(false),
    bilingual: z.boolean().default(false),
    salaryMin: salaryField,
    salaryMax: salaryField,
    salaryDisplay: optionalText('Salary Display', 60),
    description: requiredText('Description', 10_000),
    responsibilities: itemList('Responsibilities'),
    requiredSkills: itemList('Required Skills'),
    preferredSkills: itemList('Preferred Skills'),
    companyOverview: optionalText('Company Overview', 2000),
    companyWebsite: httpUrlField('Company Website'),
    applicationMethod: z
      .enum(APPLICATION_METHODS, { message: 'Application method is not valid.' })
      .default('on_site'),
    externalApplicationUrl: httpUrlField('Application URL'),
    applicationEmail: optionalText('Application Email', 254).refine(
      (v) => v === null || EMAIL_PATTERN.test(v),
      { message: messages.email },
    ),
    applicationDeadline: dateField('Application Deadline'),
    expiresAt: dateField('Expires'),
    customQuestions: itemList('Custom Questions', CUSTOM_QUESTIONS_MAX, 300),
  })
  .superRefine((job, ctx) => {
    if (job.salaryMin != null && job.salaryMax != null && job.salaryMin > job.salaryMax) {
      ctx.addIssue({ code: 'custom', path: ['salaryMin'], message: jobMessages.salaryOrder });
    }
    if (job.applicationMethod === 'external_link' && !job.externalApplicationUrl) {
      ctx.addIssue({
        code: 'custom',
        path: ['externalApplicationUrl'],
        message: jobMessages.urlRequired,
      });
    }
    if (job.applicationMethod === 'email' && !job.applicationEmail) {
      ctx.addIssue({
        code: 'custom',
        path: ['applicationEmail'],
        message: jobMessages.emailRequired,
      });
    }
  });
export type JobPostingInput = z.input<typeof jobPostingSchema>;
export type JobPosting = z.output<typeof jobPostingSchema>;

export const jobListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Search must be at most 100 characters.').optional(),
  location: z.string().trim().max(100, 'Location must be at most 100 characters.').optional(),
  category: z.enum(JOB_CATEGORIES, { message: 'Category is not valid.' }).optional(),
  type: z.enum(JOB_TYPES, { message: 'Job type is not valid.' }).optional(),
  bilingual: flagParam('Bilingual must be 1 or true.'),
  ...pageQueryFields({ defaultLimit: JOB_PAGE_SIZE }),
});
export type JobListQuery = z.input<typeof jobListQuerySchema>;
/** The board's query as validated: the flag read, the page's limit and offset given. */
export type JobListParams = z.output<typeof jobListQuerySchema>;

/** One of `options`' values, or null when left empty ('' from a select counts as empty). */
function optionalChoice(options: readonly { value: string }[], message: string) {
  const values = options.map((o) => o.value) as [string, ...string[]];
  return z
    .union([z.literal(''), z.enum(values, { message })], { message })
    .nullish()
    .transform((v) => v || null);
}

const answerText = z.string().trim().max(5000, 'Answers must be at most 5000 characters.');

export const jobApplicationSchema = z.object({
  fullName: requiredText('Full Name', 120),
  email: emailField('Email'),
  phone: optionalText('Phone', 30),
  currentPosition: optionalText('Current Position', 120),
  yearsExperience: optionalChoice(EXPERIENCE_OPTIONS, 'Experience is not valid.'),
  availability: optionalChoice(AVAILABILITY_OPTIONS, 'Availability is not valid.'),
  salaryExpectation: optionalText('Salary Expectation', 60),
  linkedinProfile: httpUrlField('LinkedIn Profile'),
  portfolioWebsite: httpUrlField('Portfolio Website'),
  coverLetter: optionalText('Cover Letter', 10_000),
  answers: z
    .record(z.string().max(300), answerText)
    .default({})
    .refine((a) => Object.keys(a).length <= ANSWERS_MAX, `At most ${ANSWERS_MAX} answers.`),
  captcha: z.string().nullish(),
});
export type JobApplicationInput = z.input<typeof jobApplicationSchema>;

/**
 * The application as its form holds it: the answers in the order of the job's
 * questions (a question may hold a dot, which a form field's name cannot), and no
 * captcha (the widget gives it at sending).
 */
export const jobApplicationFormSchema = jobApplicationSchema
  .omit({ answers: true, captcha: true })
  .extend({ answers: z.array(answerText) });
export type JobApplicationForm = z.input<typeof jobApplicationFormSchema>;

export const jobIdParamSchema = idParam(jobMessages.jobIdInvalid);

export const jobStatusChangeSchema = z.object({
  status: z.enum(JOB_STATUSES, { message: 'Status is not valid.' }),
  notes: optionalText('Admin Notes', 2000),
});
export type JobStatusChangeInput = z.input<typeof jobStatusChangeSchema>;

export const adminJobListQuerySchema = z.object({
  status: z
    .enum(ADMIN_JOB_TABS, { message: 'Status must be pending, approved, paused or rejected.' })
    .default('pending'),
  ...pageQueryFields({ defaultLimit: ADMIN_JOB_PAGE_SIZE }),
});

/** The applicant's withdraw link (retention.ts): a malformed one reads as not valid. */
export const withdrawalQuerySchema = z.object({
  application: z
    .string()
    .refine(isUuid, withdrawalMessages.linkInvalid)
    .transform((id) => id.toLowerCase()),
  token: z.string().min(1, withdrawalMessages.linkInvalid).max(200, withdrawalMessages.linkInvalid),
});

/** The job board: postings, applications and the views counted once per visitor per day (issue 10). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { byUser, createdAt, timestamps, uuidId } from './columns.js';
import { businessRef } from './directory.js';
import { applicationMethodEnum, jobStatusEnum, jobTypeEnum, languageEnum } from './enums.js';

export const jobs = pgTable(
  'jobs',
  {
    id: uuidId(),
    businessId: businessRef().notNull(),
    companyName: text('company_name').notNull(),
    companyLogoUrl: text('company_logo_url'),
    title: text('title').notNull(),
    category: text('category').notNull(),
    jobType: jobTypeEnum('job_type').notNull().default('full_time'),
    location: text('location').notNull(),
    isRemote: boolean('is_remote').notNull().default(false),
    isHybrid: boolean('is_hybrid').notNull().default(false),
    salaryMin: integer('salary_min'),
    salaryMax: integer('salary_max'),
    salaryDisplay: text('salary_display'),
    description: text('description').notNull(),
    responsibilities: jsonb('responsibilities').$type<string[]>().notNull().default([]),
    requiredSkills: jsonb('required_skills').$type<string[]>().notNull().default([]),
    preferredSkills: jsonb('preferred_skills').$type<string[]>().notNull().default([]),
    companyOverview: text('company_overview'),
    companyWebsite: text('company_website'),
    applicationMethod: applicationMethodEnum('application_method').notNull().default('on_site'),
    externalApplicationUrl: text('external_application_url'),
    applicationEmail: text('application_email'),
    applicationDeadline: date('application_deadline'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    customQuestions: jsonb('custom_questions').$type<string[]>().notNull().default([]),
    /** 'Bilingüe (inglés/español)': the job asks for English and Spanish (issue 28). */
    bilingual: boolean('bilingual').notNull().default(false),
    status: jobStatusEnum('status').notNull().default('pending'),
    viewCount: integer('view_count').notNull().default(0),
    applicationCount: integer('application_count').notNull().default(0),
    adminNotes: text('admin_notes'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: byUser('approved_by'),
    /** Paused because the business's plan no longer allows job postings; resumed on upgrade. */
    pausedByPlan: boolean('paused_by_plan').notNull().default(false),
    /** When the owner was told the posting expires within a week (sent once). */
    expiryNoticeSentAt: timestamp('expiry_notice_sent_at', { withTimezone: true }),
    /**
     * When it became expired, filled or archived (statuses it never leaves): its
     * applications are deleted APPLICATION_RETENTION_DAYS later (decision 030).
     */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('jobs_status_created_idx').on(t.status, t.createdAt),
    index('jobs_business_idx').on(t.businessId, t.createdAt),
    index('jobs_closed_idx').on(t.closedAt).where(sql`${t.closedAt} is not null`),
    // The job board's words and place match anywhere in the text (ILIKE '%word%'): the
    // trigram indexes find them without reading every posting (93 ms at 50,000 jobs).
    index('jobs_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('jobs_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
    index('jobs_company_name_trgm_idx').using('gin', sql`${t.companyName} gin_trgm_ops`),
    index('jobs_location_trgm_idx').using('gin', sql`${t.location} gin_trgm_ops`),
    check('jobs_salary_nonneg', sql`${t.salaryMin} is null or ${t.salaryMin} >= 0`),
    check(
      'jobs_salary_order',
      sql`${t.salaryMin} is null or ${t.salaryMax} is null or ${t.salaryMax} >= ${t.salaryMin}`,
    ),
    check('jobs_counts_nonneg', sql`${t.viewCount} >= 0 and ${t.applicationCount} >= 0`),
    check(
      'jobs_external_url_required',
      sql`${t.applicationMethod} <> 'external_link' or ${t.externalApplicationUrl} is not null`,
    ),
    check(
      'jobs_email_required',
      sql`${t.applicationMethod} <> 'email' or ${t.applicationEmail} is not null`,
    ),
  ],
);

export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuidId(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    applicantName: text('applicant_name').notNull(),
    applicantEmail: text('applicant_email').notNull(),
    applicantPhone: text('applicant_phone'),
    coverLetter: text('cover_letter'),
    /** Private storage key; served only through an authorized endpoint (DESIGN decision 10). */
    resumePath: text('resume_path'),
    resumeFileName: text('resume_file_name'),
    resumeMimeType: text('resume_mime_type'),
    applicationMethod: applicationMethodEnum('application_method').notNull(),
    customAnswers: jsonb('custom_answers').$type<Record<string, string>>().notNull().default({}),
    /** The language the applicant applied in: their confirmation is written in it. */
    language: languageEnum('language').notNull().default('en'),
    createdAt: createdAt(),
  },
  (t) => [index('job_applications_job_idx').on(t.jobId, t.createdAt)],
);

/**
 * Who has viewed a job today, as a one-way hash of the visitor's address and
 * browser with the day: a job's view count rises once per visitor per day.
 */
export const jobViews = pgTable(
  'job_views',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.jobId, t.visitor, t.day] }),
    index('job_views_day_idx').on(t.day),
  ],
);

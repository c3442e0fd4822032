import type { JobApplicationView, JobCard, JobDetail, ManagedJob } from '#domain/jobs.js';
import { builder } from './builder.js';
import { BAKERY } from './businesses.js';
import { A_DATE, anId } from './ids.js';

export const aJobCard = builder<JobCard>(() => ({
  id: anId(),
  title: 'Line Cook',
  companyName: BAKERY.name,
  companyLogoUrl: null,
  location: 'Bryan, TX',
  isRemote: false,
  isHybrid: false,
  bilingual: false,
  jobType: 'full_time',
  category: 'Hospitality',
  salary: '$30,000 - $40,000',
  description: 'Prep and cook breakfast for a busy bakery.',
  requiredSkills: ['Knife skills'],
  applicationDeadline: null,
  applicationCount: 0,
  createdAt: A_DATE,
}));

export const aJobDetail = builder<JobDetail>((overrides) => ({
  ...aJobCard(overrides),
  responsibilities: [],
  preferredSkills: [],
  companyOverview: null,
  companyWebsite: null,
  applicationMethod: 'on_site',
  externalApplicationUrl: null,
  customQuestions: [],
  expiresAt: null,
  salaryMin: 30000,
  salaryMax: 40000,
  businessSlug: BAKERY.slug,
}));

export const aManagedJob = builder<ManagedJob>((overrides) => ({
  ...aJobDetail(overrides),
  status: 'pending',
  viewCount: 0,
  adminNotes: null,
  salaryDisplay: null,
  applicationEmail: null,
  approvedAt: null,
  businessId: anId(),
}));

export const aJobApplication = builder<JobApplicationView>(() => ({
  id: anId(),
  applicantName: 'Sam Seeker',
  applicantEmail: 'sam@example.com',
  applicantPhone: null,
  coverLetter: null,
  currentPosition: null,
  yearsExperience: null,
  availability: null,
  salaryExpectation: null,
  linkedinProfile: null,
  portfolioWebsite: null,
  answers: [],
  resumeFileName: null,
  createdAt: A_DATE,
}));

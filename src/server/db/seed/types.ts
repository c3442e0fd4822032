import type { Category } from '#domain/categories.js';
import type { ApplicationMethod, JobType } from '#domain/jobs.js';
import type { PlanId } from '#domain/plans.js';
import type { SocialLinks } from '../schema/directory.js';

export const SEED_CITIES = [
  'Bryan',
  'College Station',
  'Navasota',
  'Caldwell',
  'Hearne',
  'Madisonville',
  'Wellborn',
  'Kurten',
] as const;
export type SeedCity = (typeof SEED_CITIES)[number];

/** One seeded business. The slug is derived from the name unless given. */
export interface SeedBusiness {
  slug?: string;
  name: string;
  category: Category;
  plan: PlanId;
  address: string;
  city: SeedCity;
  zipCode: string;
  phone: string;
  website?: string;
  email?: string;
  contactName?: string;
  description: string;
  /** The owner's description in Spanish (issue 28), within the plan's cap. */
  descriptionEs?: string;
  /** 'Se habla español'. */
  speaksSpanish?: boolean;
  reviews: number;
  rating: number;
  yearsInBusiness: number;
  hours: string;
  gbpSetUp?: boolean;
  socialLinks?: SocialLinks;
  services?: string[];
  paymentMethod: 'admin_import' | 'manual';
  latitude: number;
  longitude: number;
  isDemo?: boolean;
  /**
   * Extra approved photos beyond the cover. Defaults to the plan's cap minus one
   * (texas_gold 5, silver 2, free 0); a few free listings get more than their cap
   * so the public cap of 1 can be seen working.
   */
  extraPhotos?: number;
  /** Adds one pending and one rejected photo, for the admin moderation screens. */
  moderationPhotos?: boolean;
}

/** A job, with its dates given relative to the moment of seeding. */
export interface SeedJob {
  businessSlug: string;
  title: string;
  category: string;
  jobType: JobType;
  location: string;
  isRemote?: boolean;
  isHybrid?: boolean;
  /** 'Bilingüe (inglés/español)'. */
  bilingual?: boolean;
  salaryMin?: number;
  salaryMax?: number;
  salaryDisplay?: string;
  description: string;
  responsibilities: string[];
  requiredSkills: string[];
  preferredSkills: string[];
  companyOverview: string;
  applicationMethod: ApplicationMethod;
  externalApplicationUrl?: string;
  applicationEmail?: string;
  customQuestions?: string[];
  status: 'approved' | 'pending';
  viewCount: number;
  applicationCount: number;
  postedDaysAgo: number;
  /** Days from now; omitted means no deadline. */
  deadlineInDays?: number;
}

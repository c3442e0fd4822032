/**
 * The head of a job's page (issue 10 point 2): its title and description, and the
 * schema.org JobPosting that Google for Jobs reads, with the fields it requires
 * (title, description, datePosted, hiringOrganization, jobLocation or a remote
 * jobLocationType) and the ones it recommends (validThrough, employmentType,
 * baseSalary, directApply).
 */
import type { JobDetail, JobType } from '#domain/jobs.js';
import type { Language } from '#domain/languages.js';
import { documentTitle } from '#domain/routes.js';
import type { Config } from '../../config.js';
import { type PageHead, schemaOrg } from '../../platform/web-shell.js';
import { headText } from './head-texts.js';
import { inLanguages, pageUrl, webPageJsonLd } from './page-languages.js';

type SeoConfig = Pick<Config, 'publicUrl' | 'public'>;

const EMPLOYMENT_TYPES: Record<JobType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  temporary: 'TEMPORARY',
  internship: 'INTERN',
};

const absolute = (config: SeoConfig, path: string) =>
  /^https?:\/\//.test(path) ? path : `${config.publicUrl}${path}`;

/** 'Bryan, TX' -> Bryan / TX; a place without a comma is the locality, in Texas. */
function postalAddress(location: string) {
  const [locality, region] = location.split(',').map((part) => part.trim());
  return {
    '@type': 'PostalAddress',
    addressLocality: locality || location,
    addressRegion: region && /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : 'TX',
    addressCountry: 'US',
  };
}

/** The last moment applications are taken: the earlier of the expiry and the deadline's end. */
export function validThrough(
  job: Pick<JobDetail, 'expiresAt' | 'applicationDeadline'>,
): string | undefined {
  const ends = [
    job.expiresAt ? new Date(job.expiresAt) : null,
    job.applicationDeadline ? new Date(`${job.applicationDeadline}T23:59:59.000-06:00`) : null,
  ].filter((d): d is Date => d !== null);
  if (ends.length === 0) return undefined;
  return new Date(Math.min(...ends.map((d) => d.getTime()))).toISOString();
}

export function jobPostingJsonLd(config: SeoConfig, job: JobDetail, language: Language = 'en') {
  const url = pageUrl(config, `/jobs/${job.id}`, language);
  const description = [
    job.description,
    job.responsibilities.length
      ? `${headText(language, 'Key Responsibilities:')}\n${job.responsibilities.map((r) => `- ${r}`).join('\n')}`
      : '',
    job.requiredSkills.length
      ? `${headText(language, 'Required Skills:')}\n${job.requiredSkills.map((r) => `- ${r}`).join('\n')}`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n');
  const salary =
    job.salaryMin != null
      ? {
          '@type': 'MonetaryAmount',
          currency: 'USD',
          value: {
            '@type': 'QuantitativeValue',
            ...(job.salaryMax != null
              ? { minValue: job.salaryMin, maxValue: job.salaryMax }
              : { value: job.salaryMin }),
            unitText: 'YEAR',
          },
        }
      : undefined;
  return schemaOrg('JobPosting', {
    '@id': `${url}#job`,
    title: job.title,
    description,
    datePosted: job.createdAt,
    validThrough: validThrough(job),
    employmentType: EMPLOYMENT_TYPES[job.jobType],
    url,
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.id },
    hiringOrganization: {
      '@type': 'Organization',
      name: job.companyName,
      sameAs: job.companyWebsite ?? pageUrl(config, `/business/${job.businessSlug}`, language),
      ...(job.companyLogoUrl ? { logo: absolute(config, job.companyLogoUrl) } : {}),
    },
    jobLocation: { '@type': 'Place', address: postalAddress(job.location) },
    ...(job.isRemote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'USA' },
        }
      : {}),
    baseSalary: salary,
    directApply: job.applicationMethod !== 'external_link',
    industry: job.category,
  });
}

export function jobPostingHead(
  config: SeoConfig,
  job: JobDetail,
  summarize: (text: string) => string,
  language: Language = 'en',
): PageHead {
  const path = `/jobs/${job.id}`;
  const url = pageUrl(config, path, language);
  const name = headText(language, '{title} at {company}', {
    title: job.title,
    company: job.companyName,
  });
  const title = documentTitle(config.public.siteName, name);
  const description = summarize(
    headText(language, '{title} at {company} in {location}. {description}', {
      title: job.title,
      company: job.companyName,
      location: job.location,
      description: job.description,
    }),
  );
  return {
    title,
    description,
    ...inLanguages(config, path, language),
    openGraph: {
      type: 'website',
      siteName: config.public.siteName,
      title: name,
      description,
      url,
    },
    jsonLd: webPageJsonLd(
      { url, name: title, description, language },
      jobPostingJsonLd(config, job, language),
    ),
  };
}

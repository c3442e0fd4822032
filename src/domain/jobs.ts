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

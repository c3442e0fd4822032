export * from './auth.js';
export * from './directory.js';
export * from './enums.js';
export * from './geocoding.js';
export * from './jobs.js';
export * from './payments.js';
export * from './reviews.js';
export * from './workflow.js';

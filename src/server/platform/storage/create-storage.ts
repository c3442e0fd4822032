import type { Config } from '../../config.js';
import { createLocalStorage } from './local-storage.js';
import { createS3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

/** The S3 driver when a bucket is configured, else the local directory under DATA_DIR. */
export function createStorage(config: Config): Storage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage({ publicDir: config.uploadsDir, privateDir: config.privateDir });
}

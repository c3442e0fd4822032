/**
 * Where uploaded files live (DESIGN decision 15): one small interface, two drivers.
 * The public area holds photos, which browsers read directly at `publicUrl(key)`;
 * the private area holds files (resumes) that only authorized routes read.
 * A key is never overwritten: callers make fresh keys with `newObjectKey`.
 */
import { randomBytes } from 'node:crypto';
import type { StorageArea } from './storage-area.js';

export type { StorageArea };

export interface StoredObject {
  body: Buffer;
  contentType: string;
}

/** A listed object: its key in its area, and when it was written. */
export interface ListedObject {
  key: string;
  lastModified: Date;
}

export interface Storage {
  /** 'local' or 's3', for logs and the health check. */
  readonly driver: 'local' | 's3';
  /** Stores `body` under a key that must not exist yet. */
  put(area: StorageArea, key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none. */
  get(area: StorageArea, key: string): Promise<StoredObject | null>;
  /** Removes the object; removing a missing one is not an error. */
  remove(area: StorageArea, key: string): Promise<void>;
  /**
   * Every object of the area whose key starts with `prefix` (all of them by default),
   * in no set order: for the clean-up of files no row names (platform/stored-files.ts).
   */
  list(area: StorageArea, prefix?: string): AsyncIterable<ListedObject>;
  /** The URL browsers read a public object at. */
  publicUrl(key: string): string;
}

/** `{folder}/{timestamp-random}.{ext}` (spec 001 section 7): unique, so never overwritten. */
export function newObjectKey(folder: string, ext: string): string {
  return `${folder}/${Date.now()}-${randomBytes(6).toString('hex')}.${ext}`;
}

const SAFE_KEY = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** Keys are ours, but a stored path that escapes its area must never reach a driver. */
export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

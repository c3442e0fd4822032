import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { DOCUMENT_CONTENT_TYPES } from '../documents.js';
import { assertSafeKey, type Storage, type StorageArea } from './storage.js';

/** What a stored file is served as, by its extension: the photos' WebP and the resumes' types. */
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', ...DOCUMENT_CONTENT_TYPES };

function contentTypeOf(key: string): string {
  return (
    CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream'
  );
}

/**
 * Files under DATA_DIR: the public area is the uploads directory the server serves
 * at /uploads (long cache, immutable names); the private one is never served.
 */
export function createLocalStorage(dirs: { publicDir: string; privateDir: string }): Storage {
  const dirOf = (area: StorageArea) => (area === 'public' ? dirs.publicDir : dirs.privateDir);
  const pathOf = (area: StorageArea, key: string) => {
    assertSafeKey(key);
    return join(dirOf(area), key);
  };

  return {
    driver: 'local',
    async put(area, key, body) {
      const path = pathOf(area, key);
      await mkdir(dirname(path), { recursive: true });
      // 'wx' fails when the file exists: a key is never overwritten.
      await writeFile(path, body, { flag: 'wx' });
    },
    async get(area, key) {
      try {
        return { body: await readFile(pathOf(area, key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(area, key) {
      await rm(pathOf(area, key), { force: true });
    },
    async *list(area, prefix = '') {
      const root = dirOf(area);
      // From the prefix's folder down: listing resumes/ need not walk the photos.
      const folder = prefix.slice(0, prefix.lastIndexOf('/') + 1);
      let entries: Dirent[];
      try {
        entries = await readdir(join(root, folder), { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const key = relative(root, path).split(sep).join('/');
        if (!key.startsWith(prefix)) continue;
        try {
          yield { key, lastModified: (await stat(path)).mtime };
        } catch (error) {
          // Removed since the folder was read.
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `/uploads/${key}`;
    },
  };
}

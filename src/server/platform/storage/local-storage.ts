import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { assertSafeKey, type Storage, type StorageArea } from './storage.js';

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

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
  const pathOf = (area: StorageArea, key: string) => {
    assertSafeKey(key);
    return join(area === 'public' ? dirs.publicDir : dirs.privateDir, key);
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
    publicUrl(key) {
      assertSafeKey(key);
      return `/uploads/${key}`;
    },
  };
}

import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { S3Config } from '../../config.js';
import { assertSafeKey, type Storage, type StorageArea } from './storage.js';

/** Photos are stored once under a fresh key, so caches may keep them for a year. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Any S3-compatible bucket (AWS S3, MinIO, R2) through the official client. Both
 * areas share the bucket as the prefixes `public/` and `private/`; the bucket's
 * policy makes only `public/` readable (README, "File storage").
 */
export function createS3Storage(config: S3Config): Storage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    // MinIO and local servers address buckets by path, not by host name.
    forcePathStyle: Boolean(config.endpoint),
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
  const objectKey = (area: StorageArea, key: string) => {
    assertSafeKey(key);
    return `${area}/${key}`;
  };

  return {
    driver: 's3',
    async put(area, key, body, contentType) {
      await client.send(
        new PutObjectCommand({
          Bucket: config.bucket,
          Key: objectKey(area, key),
          Body: body,
          ContentType: contentType,
          CacheControl: area === 'public' ? PUBLIC_CACHE_CONTROL : 'private, no-store',
          // Refused by the bucket when the key exists: a key is never overwritten.
          IfNoneMatch: '*',
        }),
      );
    },
    async get(area, key) {
      try {
        const result = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: objectKey(area, key) }),
        );
        if (!result.Body) return null;
        return {
          body: Buffer.from(await result.Body.transformToByteArray()),
          contentType: result.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(area, key) {
      await client.send(
        new DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(area, key) }),
      );
    },
    async *list(area, prefix = '') {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: `${area}/${prefix}`,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key || !object.LastModified) continue;
          yield { key: object.Key.slice(area.length + 1), lastModified: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    publicUrl(key) {
      assertSafeKey(key);
      return `${config.publicUrl}/${key}`;
    },
  };
}

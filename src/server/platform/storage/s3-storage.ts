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
  // The SDK is loaded by the first call, not with this module: every start and CLI
  // loads this one, and the SDK alone took 0.16 s of CPU to load where no bucket is
  // configured (most starts; the test runs start a server or CLI about 30 times).
  const connect = async () => {
    const sdk = await import('@aws-sdk/client-s3');
    const client = new sdk.S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // MinIO and local servers address buckets by path, not by host name.
      forcePathStyle: Boolean(config.endpoint),
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    });
    return { sdk, client };
  };
  let connected: ReturnType<typeof connect> | undefined;
  const s3 = () => {
    connected ??= connect();
    return connected;
  };
  const objectKey = (area: StorageArea, key: string) => {
    assertSafeKey(key);
    return `${area}/${key}`;
  };

  return {
    driver: 's3',
    async put(area, key, body, contentType) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
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
      const { sdk, client } = await s3();
      try {
        const result = await client.send(
          new sdk.GetObjectCommand({ Bucket: config.bucket, Key: objectKey(area, key) }),
        );
        if (!result.Body) return null;
        return {
          body: Buffer.from(await result.Body.transformToByteArray()),
          contentType: result.ContentType ?? 'application/octet-stream',
        };
      } catch (error) {
        if (error instanceof sdk.NoSuchKey) return null;
        throw error;
      }
    },
    async remove(area, key) {
      const { sdk, client } = await s3();
      await client.send(
        new sdk.DeleteObjectCommand({ Bucket: config.bucket, Key: objectKey(area, key) }),
      );
    },
    async *list(area, prefix = '') {
      const { sdk, client } = await s3();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
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

/**
 * The backup archive (docs/decisions/029-backups.md): a gzipped tar of
 *
 *   tables/<table>/<part>.jsonl   each row as one line of JSON (row_to_json), in parts
 *   files/<area>/<key>            the stored files of the local storage
 *   auth-secret                   the generated signing secret, when there is one
 *   manifest.json                 last: what all the above are, with sizes and sha256
 *
 * Logical and portable: a PGlite backup restores into PostgreSQL and back.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { z } from 'zod';
import { readTar, TarFormatError } from './tar.js';

export const FORMAT = 'bcs-local-backup';
export const FORMAT_VERSION = 1;
export const MANIFEST_PATH = 'manifest.json';
export const AUTH_SECRET_PATH = 'auth-secret';
/** No entry we write comes near this; a larger one is a damaged or foreign archive. */
export const MAX_ENTRY_BYTES = 512 * 1024 * 1024;

/** Exit codes of the CLIs, so a scheduler can tell a refusal from a crash. */
export const EXIT = { usage: 2, targetNotEmpty: 3, badArchive: 4 } as const;

/** A refusal the operator can act on: one line, and the exit code it ends with. */
export class BackupError extends Error {
  constructor(
    message: string,
    readonly exitCode: number,
  ) {
    super(message);
  }
}

const Entry = z.object({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string() });

const Manifest = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /** The migrations applied to the backed-up database, oldest first. */
  migrations: z.array(z.object({ hash: z.string(), createdAt: z.number() })),
  tables: z.array(
    z.object({
      name: z.string(),
      columns: z.array(z.string()),
      rows: z.number().int().min(0),
      parts: z.array(Entry.extend({ rows: z.number().int().min(0) })),
    }),
  ),
  sequences: z.array(z.object({ name: z.string(), lastValue: z.string().nullable() })),
  files: z.discriminatedUnion('storage', [
    z.object({
      storage: z.literal('local'),
      items: z.array(Entry.extend({ area: z.enum(['public', 'private']), key: z.string() })),
    }),
    z.object({ storage: z.literal('s3'), bucket: z.string(), note: z.string() }),
  ]),
  /** Files the rows name that the storage did not have when the backup was made (area/key). */
  missingFiles: z.array(z.string()),
  /** 'file': in the archive; 'environment': AUTH_SECRET, not archived. */
  authSecret: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('file'), entry: Entry }),
    z.object({ kind: z.literal('environment') }),
    z.object({ kind: z.literal('none') }),
  ]),
});

export type Manifest = z.infer<typeof Manifest>;
export type ManifestEntry = z.infer<typeof Entry>;

export const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');

/** Every entry of the archive, in order, after the gzip and tar checks. */
export function archiveEntries(file: string) {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  // pipe() does not pass a read error on: without this a missing file waits forever.
  source.on('error', (error) => gunzip.destroy(error));
  return readTar(source.pipe(gunzip), MAX_ENTRY_BYTES);
}

function damaged(file: string, reason: string): BackupError {
  return new BackupError(
    `${file} is damaged or not a BCS Local backup (${reason}); nothing was written.`,
    EXIT.badArchive,
  );
}

/**
 * Reads the whole archive once and checks it against its manifest: every entry
 * listed, present once, with its size and sha256, and the manifest last. Writes
 * nothing; a restore starts only after this passes.
 */
export async function verifyArchive(file: string): Promise<Manifest> {
  const seen = new Map<string, ManifestEntry>();
  let manifest: Manifest | undefined;
  try {
    for await (const { path, body } of archiveEntries(file)) {
      if (manifest) throw damaged(file, `${path} after the manifest`);
      if (path === MANIFEST_PATH) {
        const parsed = Manifest.safeParse(safeJson(body));
        if (!parsed.success) throw damaged(file, 'unreadable manifest');
        manifest = parsed.data;
        continue;
      }
      if (seen.has(path)) throw damaged(file, `${path} twice`);
      seen.set(path, { path, bytes: body.length, sha256: sha256(body) });
    }
  } catch (error) {
    if (error instanceof BackupError) throw error;
    if (error instanceof TarFormatError) throw damaged(file, error.message);
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') {
      throw new BackupError(`Cannot read ${file}.`, EXIT.usage);
    }
    if (code?.startsWith('Z_') || code === 'ERR_INVALID_ARG_TYPE') {
      throw damaged(file, 'not a complete gzip stream');
    }
    throw error;
  }
  if (!manifest) throw damaged(file, 'no manifest');
  const listed = listedEntries(manifest);
  for (const entry of listed) {
    const found = seen.get(entry.path);
    if (!found) throw damaged(file, `${entry.path} is missing`);
    if (found.bytes !== entry.bytes || found.sha256 !== entry.sha256) {
      throw damaged(file, `${entry.path} does not match its checksum`);
    }
    seen.delete(entry.path);
  }
  const extra = seen.keys().next();
  if (!extra.done) throw damaged(file, `${extra.value} is not in the manifest`);
  return manifest;
}

function safeJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

export function listedEntries(manifest: Manifest): ManifestEntry[] {
  return [
    ...manifest.tables.flatMap((table) => table.parts),
    ...(manifest.files.storage === 'local' ? manifest.files.items : []),
    ...(manifest.authSecret.kind === 'file' ? [manifest.authSecret.entry] : []),
  ];
}

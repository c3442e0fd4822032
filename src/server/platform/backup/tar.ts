/**
 * The smallest tar (POSIX ustar) our backups need: regular files only, written one
 * after the other into a gzip stream, and read back the same way. Any `tar tzf` lists
 * an archive; nothing else is trusted on the way in (each header's checksum, sizes
 * and names are checked before a byte of the body is used).
 */
import { once } from 'node:events';
import type { Readable, Writable } from 'node:stream';

const BLOCK = 512;
const END = Buffer.alloc(BLOCK * 2);

export class TarFormatError extends Error {}

/** Splits a path into ustar's `prefix` (155) and `name` (100) fields, at a slash. */
function splitPath(path: string): { prefix: string; name: string } {
  if (Buffer.byteLength(path) <= 100) return { prefix: '', name: path };
  for (let cut = path.lastIndexOf('/'); cut > 0; cut = path.lastIndexOf('/', cut - 1)) {
    const prefix = path.slice(0, cut);
    const name = path.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(name) <= 100) return { prefix, name };
  }
  throw new TarFormatError(`path too long for the archive: ${path}`);
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

export function tarHeader(path: string, size: number, mtime: Date): Buffer {
  const header = Buffer.alloc(BLOCK);
  const { prefix, name } = splitPath(path);
  header.write(name, 0, 100, 'utf8');
  header.write(octal(0o600, 8), 100, 8, 'ascii');
  header.write(octal(0, 8), 108, 8, 'ascii');
  header.write(octal(0, 8), 116, 8, 'ascii');
  header.write(octal(size, 12), 124, 12, 'ascii');
  header.write(octal(Math.floor(mtime.getTime() / 1000), 12), 136, 12, 'ascii');
  header.write('        ', 148, 8, 'ascii');
  header.write('0', 156, 1, 'ascii');
  header.write('ustar\u000000', 257, 8, 'ascii');
  header.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const byte of header) sum += byte;
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return header;
}

/** Writes entries to `out`, waiting when it is full. */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  private async write(chunk: Buffer) {
    // A destination that failed (disk full) never drains: stop instead of waiting.
    if (this.out.destroyed) throw new Error('the archive could not be written');
    if (!this.out.write(chunk)) await once(this.out, 'drain');
  }

  async add(path: string, body: Buffer, mtime = new Date()) {
    await this.write(tarHeader(path, body.length, mtime));
    await this.write(body);
    const pad = (BLOCK - (body.length % BLOCK)) % BLOCK;
    if (pad) await this.write(Buffer.alloc(pad));
  }

  async finish() {
    await this.write(END);
  }
}

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const nul = raw.indexOf(0);
  return raw.subarray(0, nul === -1 ? length : nul).toString('utf8');
}

function parseOctal(header: Buffer, start: number, length: number, what: string): number {
  const text = field(header, start, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError(`bad ${what} in an entry's header`);
  return Number.parseInt(text, 8);
}

function parseHeader(header: Buffer): { path: string; size: number } {
  const stored = parseOctal(header, 148, 8, 'checksum');
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] as number);
  if (sum !== stored) throw new TarFormatError("an entry's header checksum does not match");
  if (field(header, 257, 6) !== 'ustar') throw new TarFormatError('not a ustar archive');
  const type = field(header, 156, 1);
  if (type !== '0' && type !== '') throw new TarFormatError('an entry is not a regular file');
  const prefix = field(header, 345, 155);
  const name = field(header, 0, 100);
  return { path: prefix ? `${prefix}/${name}` : name, size: parseOctal(header, 124, 12, 'size') };
}

/** What a stream of tar bytes holds: each regular file's path and whole body. */
export async function* readTar(
  input: Readable,
  maxEntryBytes: number,
): AsyncGenerator<{ path: string; body: Buffer }> {
  let chunks: Buffer[] = [];
  let buffered = 0;
  /** Takes exactly `n` bytes off the front of what was read. */
  const take = (n: number): Buffer => {
    const all = chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks, buffered);
    const head = all.subarray(0, n);
    const rest = all.subarray(n);
    chunks = rest.length ? [rest] : [];
    buffered = rest.length;
    return head;
  };
  let entry: { path: string; size: number; padded: number } | null = null;
  let ended = false;
  for await (const chunk of input) {
    chunks.push(chunk as Buffer);
    buffered += (chunk as Buffer).length;
    for (;;) {
      if (ended) break;
      if (!entry) {
        if (buffered < BLOCK) break;
        const header = take(BLOCK);
        if (header.every((byte) => byte === 0)) {
          ended = true;
          break;
        }
        const { path, size } = parseHeader(header);
        if (size > maxEntryBytes) throw new TarFormatError(`entry too large: ${path}`);
        entry = { path, size, padded: Math.ceil(size / BLOCK) * BLOCK };
      }
      if (buffered < entry.padded) break;
      const body = Buffer.from(take(entry.padded).subarray(0, entry.size));
      const path = entry.path;
      entry = null;
      yield { path, body };
    }
  }
  if (!ended) throw new TarFormatError('the archive ends in the middle');
}

import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { readTar, TarFormatError, TarWriter, tarHeader } from './tar.js';

const LONG = `files/public/businesses/${'a'.repeat(60)}/${'b'.repeat(40)}/photo-1-thumb.webp`;
const entries = [
  { path: 'tables/businesses/0001.jsonl', body: Buffer.from('{"id":1}\n{"id":2}\n') },
  { path: LONG, body: Buffer.alloc(1300, 7) },
  { path: 'empty', body: Buffer.alloc(0) },
];

async function tarOf(list: { path: string; body: Buffer }[]): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const tar = new TarWriter(out);
  for (const { path, body } of list) await tar.add(path, body);
  await tar.finish();
  out.end();
  return Buffer.concat(chunks);
}

async function read(bytes: Buffer, chunkSize = 100) {
  const pieces = [];
  for (let at = 0; at < bytes.length; at += chunkSize)
    pieces.push(bytes.subarray(at, at + chunkSize));
  const found = [];
  for await (const entry of readTar(Readable.from(pieces), 1 << 20)) found.push(entry);
  return found;
}

const dir = mkdtempSync(join(tmpdir(), 'bcs-tar-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the backup tar', () => {
  it('reads back what it wrote, a path past 100 bytes included, from chunks of any size', async () => {
    const bytes = await tarOf(entries);
    expect(await read(bytes, 100)).toEqual(entries);
    expect(await read(bytes, 7)).toEqual(entries);
  });

  it('is a tar archive other tools list', async () => {
    const file = join(dir, 'a.tar.gz');
    writeFileSync(file, gzipSync(await tarOf(entries)));
    const listed = spawnSync('tar', ['tzf', file], { encoding: 'utf8' });
    expect(listed.stdout.trim().split('\n')).toEqual(entries.map((e) => e.path));
  });

  it('refuses a damaged header, an archive cut short and an entry larger than allowed', async () => {
    const bytes = await tarOf(entries);
    const badHeader = Buffer.from(bytes);
    badHeader[3] = (badHeader[3] as number) ^ 1;
    await expect(read(badHeader)).rejects.toThrow("an entry's header checksum does not match");
    await expect(read(bytes.subarray(0, 700))).rejects.toThrow('the archive ends in the middle');
    const large = Buffer.concat([tarHeader('big', 2 << 20, new Date()), Buffer.alloc(512)]);
    await expect(read(large)).rejects.toBeInstanceOf(TarFormatError);
  });
});

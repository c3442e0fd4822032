import { describe, expect, it } from 'vitest';
import { createLineSplitter, readLines } from './ndjson-lines';

function streamOf(chunks: (string | Uint8Array)[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) {
        controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      }
      controller.close();
    },
  });
}

async function collect(body: ReadableStream<Uint8Array>) {
  const lines: string[] = [];
  for await (const line of readLines(body)) lines.push(line);
  return lines;
}

describe('createLineSplitter', () => {
  it('hands back a line only once its newline has arrived', () => {
    const splitter = createLineSplitter();
    expect(splitter.push('{"type":"prog')).toEqual([]);
    expect(splitter.push('ress","done":1}\n{"type"')).toEqual(['{"type":"progress","done":1}']);
    expect(splitter.push(':"result"}\n')).toEqual(['{"type":"result"}']);
    expect(splitter.end()).toEqual([]);
  });

  it('splits a chunk holding several lines, dropping blank ones and trailing \\r', () => {
    const splitter = createLineSplitter();
    expect(splitter.push('a\r\n\nb\n  \nc')).toEqual(['a', 'b']);
    expect(splitter.end()).toEqual(['c']);
    // Ended means empty: nothing is handed back twice.
    expect(splitter.end()).toEqual([]);
  });
});

describe('readLines', () => {
  it('reads every line of a stream chunked anywhere, the last one without a newline', async () => {
    const text = '{"a":1}\n{"b":2}\n{"c":3}';
    const chunks = text.match(/.{1,4}/gs) ?? [];
    expect(await collect(streamOf(chunks))).toEqual(['{"a":1}', '{"b":2}', '{"c":3}']);
  });

  it('keeps a UTF-8 character split between two chunks whole', async () => {
    const bytes = new TextEncoder().encode('{"name":"Café Ñandú"}\n');
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of 'é'
    expect(await collect(streamOf([bytes.slice(0, cut), bytes.slice(cut)]))).toEqual([
      '{"name":"Café Ñandú"}',
    ]);
  });

  it('reads nothing from an empty stream', async () => {
    expect(await collect(streamOf([]))).toEqual([]);
  });
});

/**
 * Newline-delimited JSON arrives in chunks that need not end at a line (or even at a
 * character: a UTF-8 character may straddle two chunks). These turn the chunks back
 * into whole lines, blank ones dropped, a trailing '\r' taken off.
 */

/** Collects text chunks and hands back each line once its newline has arrived. */
export function createLineSplitter() {
  let rest = '';
  const whole = (line: string) => line.replace(/\r$/, '');
  return {
    /** The lines this chunk completes. */
    push(chunk: string): string[] {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      return parts.map(whole).filter((line) => line.trim() !== '');
    },
    /** The last line, when the stream ended without a newline. */
    end(): string[] {
      const last = whole(rest);
      rest = '';
      return last.trim() === '' ? [] : [last];
    },
  };
}

/** Each line of a byte stream, as it arrives. */
export async function* readLines(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const splitter = createLineSplitter();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      yield* splitter.push(decoder.decode(value, { stream: true }));
    }
    yield* splitter.push(decoder.decode());
    yield* splitter.end();
  } finally {
    // Also when the caller stops early: the stream is cancelled, not left hanging.
    await reader.cancel().catch(() => {});
  }
}

import { describe, expect, it } from 'vitest';
import { batchedStdout, createLogger } from './logger.js';

describe('batchedStdout', () => {
  it('writes the lines of the last 50 ms together, in order', async () => {
    const chunks: string[] = [];
    const logger = createLogger(
      'info',
      batchedStdout((chunk) => chunks.push(chunk)),
    );
    logger.info('first', { n: 1 });
    await new Promise((resolve) => setImmediate(resolve));
    logger.warn('second');
    logger.debug('not at info');
    expect(chunks).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(chunks).toHaveLength(1);
    const lines = chunks[0].split('\n');
    expect(lines.at(-1)).toBe('');
    expect(lines.slice(0, -1).map((line) => JSON.parse(line))).toEqual([
      expect.objectContaining({ level: 'info', msg: 'first', n: 1 }),
      expect.objectContaining({ level: 'warn', msg: 'second' }),
    ]);
    logger.info('third');
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(chunks).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { fileOf } from './run-cli.js';

describe('the FILE argument of backup and restore', () => {
  it('is the one file given', () => {
    expect(fileOf(['backups/today.tar'])).toBe('backups/today.tar');
  });

  it('is missing without a file, with two, or with any option (the usage line, not a stack trace)', () => {
    expect(fileOf([])).toBeNull();
    expect(fileOf(['a.tar', 'b.tar'])).toBeNull();
    expect(fileOf(['--help'])).toBeNull();
    expect(fileOf(['--out', 'a.tar'])).toBeNull();
  });

  it('takes a file whose name starts with a dash after --', () => {
    expect(fileOf(['--', '-odd.tar'])).toBe('-odd.tar');
  });
});

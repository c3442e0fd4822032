import { describe, expect, it } from 'vitest';
import { encodeQr, formatBits, qrSvgPath, reedSolomonRemainder } from './qr-code';

describe('QR code encoder', () => {
  it('computes Reed-Solomon codewords (the standard HELLO WORLD 1-M example)', () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    expect(reedSolomonRemainder(data, 10)).toEqual([196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });

  it('computes the BCH-protected format bits', () => {
    expect(formatBits('M', 0).toString(2).padStart(15, '0')).toBe('101010000010010');
    expect(formatBits('L', 4).toString(2).padStart(15, '0')).toBe('110011000101111');
  });

  it('picks the smallest version and draws the three finder patterns', () => {
    const short = encodeQr('hi');
    expect(short.version).toBe(1);
    expect(short.size).toBe(21);
    const uri =
      'otpauth://totp/BCS%20Local:someone%40example.com?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ&issuer=BCS%20Local&digits=6&period=30';
    const code = encodeQr(uri);
    expect(code.version).toBeGreaterThanOrEqual(6);
    expect(code.size).toBe(code.version * 4 + 17);
    for (const [x, y] of [
      [0, 0],
      [code.size - 7, 0],
      [0, code.size - 7],
    ]) {
      // A finder's outer ring is dark, its second ring light, its centre dark.
      expect(code.modules[y][x]).toBe(true);
      expect(code.modules[y + 1][x + 1]).toBe(false);
      expect(code.modules[y + 3][x + 3]).toBe(true);
    }
    // The always-dark module beside the lower-left finder.
    expect(code.modules[code.size - 8][8]).toBe(true);
  });

  it('renders one path with a quiet zone', () => {
    const { path, viewBox } = qrSvgPath(encodeQr('hi'));
    expect(viewBox).toBe(29);
    expect(path.startsWith('M4,4h1v1h-1z')).toBe(true);
  });
});

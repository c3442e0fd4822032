/**
 * The password hasher the auth library is given. A start without
 * INSECURE_FAST_PASSWORD_HASH gets none: the library keeps its own scrypt (N=16384,
 * r=16, p=1, a 64-byte key, stored as `salt:key` in hex), about 0.1 s of CPU and
 * 32 MB per hash, which is the point of it.
 *
 * The test suites hash hundreds of passwords, so they turn the setting on and get the
 * same scrypt at a trivial cost (docs/decisions/022-test-password-hash.md). Such a
 * hash carries a marker: this hasher knows its parameters from it, and the library's
 * hasher never accepts it, so a server started without the setting refuses every
 * password that one with it stored, instead of trusting a weak hash.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { verifyPassword as verifyLibraryHash } from 'better-auth/crypto';

export const FAST_HASH_MARKER = 'insecure-fast-scrypt$';
/** The library's scrypt with the work divided by 256 (N) and by 16 (r): under a millisecond. */
const FAST_PARAMETERS = { N: 1024, r: 1, p: 1 } as const;
const KEY_BYTES = 64;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

function deriveFastKey(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // NFKC as the library does, so a password typed either way verifies the same.
    scrypt(password.normalize('NFKC'), salt, KEY_BYTES, FAST_PARAMETERS, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

/** For tests only (INSECURE_FAST_PASSWORD_HASH): see the top of this file. */
export const insecureFastPasswordHasher: PasswordHasher = {
  async hash(password) {
    const salt = randomBytes(16).toString('hex');
    const key = await deriveFastKey(password, salt);
    return `${FAST_HASH_MARKER}${salt}:${key.toString('hex')}`;
  },
  async verify({ hash, password }) {
    // Accounts made at the real cost (by a start without the setting) still sign in.
    if (!hash.startsWith(FAST_HASH_MARKER)) return verifyLibraryHash({ hash, password });
    const [salt, keyHex] = hash.slice(FAST_HASH_MARKER.length).split(':');
    if (!salt || !keyHex) return false;
    const expected = Buffer.from(keyHex, 'hex');
    const actual = await deriveFastKey(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

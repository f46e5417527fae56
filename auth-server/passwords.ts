/**
 * Password hashing: scrypt (N=2^14, r=8, p=1), 16-byte random salt, 32-byte key,
 * compared in constant time. Stored as `scrypt$N$r$p$salt$hash` (base64url parts).
 */
import crypto from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    crypto.scrypt(password.normalize('NFKC'), salt, length, { N: n, r, p, maxmem: 128 * n * r * p * 2 }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(password, salt, N, R, P, KEY_LENGTH);
  return ['scrypt', N, R, P, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of a random password, used so that unknown users cost as much time as known ones. */
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  // An unknown account still pays for one hash, so sign-in takes as long as for a known one.
  dummyHash ??= hashPassword(crypto.randomUUID());
  const encoded = stored || (await dummyHash);
  const [scheme, nText, rText, pText, saltText, hashText, ...rest] = encoded.split('$');
  if (scheme !== 'scrypt' || hashText === undefined || saltText === undefined || rest.length > 0) return false;
  const [n, r, p] = [nText, rText, pText].map(Number) as [number, number, number];
  const salt = Buffer.from(saltText, 'base64url');
  const expected = Buffer.from(hashText, 'base64url');
  const actual = await scrypt(password, salt, n, r, p, expected.length);
  const same = crypto.timingSafeEqual(actual, expected);
  return same && Boolean(stored);
}

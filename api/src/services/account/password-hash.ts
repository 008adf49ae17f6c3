import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt cost parameters (N = 2^14, r = 8, p = 1: node's defaults, about 16 MB and 50 ms a hash). */
const COST: ScryptOptions = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 64;
const PREFIX = 'scrypt';

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** "scrypt$N$r$p$salt$key" with base64 salt and key, so the cost can rise without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return [PREFIX, COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** A hash no password matches, at today's cost: checked in place of an account that does not exist. */
const DECOY_HASH = [PREFIX, COST.N, COST.r, COST.p, Buffer.alloc(16).toString('base64'), Buffer.alloc(KEY_LENGTH).toString('base64')].join('$');

/**
 * Whether the password matches the stored hash. Without a stored hash (no such account) a decoy is
 * checked and false returned, so that an unknown address costs the same work as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [prefix, n, r, p, salt, key] = (stored ?? DECOY_HASH).split('$');
  if (prefix !== PREFIX || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

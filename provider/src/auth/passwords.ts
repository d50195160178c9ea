import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

// scrypt's recommended interactive cost: about 50 ms per hash on this machine class.
const COST: ScryptOptions = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_LENGTH = 64;

function derive(password: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, COST, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** `scrypt$<salt>$<key>`, both base64url; the prefix leaves room for a future algorithm. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64url')}$${(await derive(password, salt)).toString('base64url')}`;
}

/** Hashed once at start-up so unknown e-mails cost the same time as known ones. */
let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, social-only account) it
 * still derives a key against a decoy, so response time does not reveal which accounts exist.
 */
export async function verifyPassword(password: string, storedHash: string | null): Promise<boolean> {
  decoyHash ??= hashPassword('decoy password');
  const [scheme, salt, key] = (storedHash ?? (await decoyHash)).split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'));
  return storedHash !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
}

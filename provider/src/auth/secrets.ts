import { createHash, randomBytes } from 'node:crypto';

/** An unguessable secret for tokens and e-mailed links: 32 random bytes, URL-safe. */
export const newSecret = () => randomBytes(32).toString('base64url');

/** Secrets are stored only as this digest; they are long and random, so no salt or slow hash is needed. */
export const digestOf = (secret: string) => createHash('sha256').update(secret).digest('hex');

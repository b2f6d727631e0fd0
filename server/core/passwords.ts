import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * Blade clients send md5_hex(typed password); we store argon2id of that. Databases migrated from Blade
 * hold sha1_hex(md5_hex(plain)): such a hash still verifies, and `needsRehash` tells the caller to
 * replace it with argon2id on that successful login.
 */
export const md5Hex = (s: string) => crypto.createHash('md5').update(s).digest('hex');
const sha1Hex = (s: string) => crypto.createHash('sha1').update(s).digest('hex');

const LEGACY = /^[0-9a-f]{40}$/;

export async function hashPassword(clientMd5: string): Promise<string> {
  return hash(clientMd5.toLowerCase(), { algorithm: 2 /* argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 });
}

export async function verifyPassword(
  clientMd5: string,
  stored: string | null | undefined,
): Promise<{ ok: boolean; needsRehash: boolean }> {
  if (!stored || !clientMd5) return { ok: false, needsRehash: false };
  const given = clientMd5.toLowerCase();
  if (LEGACY.test(stored)) {
    const a = Buffer.from(sha1Hex(given));
    const b = Buffer.from(stored);
    const ok = a.length === b.length && crypto.timingSafeEqual(a, b);
    return { ok, needsRehash: ok };
  }
  try {
    return { ok: await verify(stored, given), needsRehash: false };
  } catch {
    return { ok: false, needsRehash: false };
  }
}

/** A random password for generated first-start credentials. */
export const generatePassword = () => crypto.randomBytes(12).toString('base64url');

/** Client secrets are stored hashed too; the plain secret is shown once when created. */
export const hashSecret = (secret: string) =>
  hash(secret, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
export async function verifySecret(secret: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  try {
    return await verify(stored, secret);
  } catch {
    return false;
  }
}

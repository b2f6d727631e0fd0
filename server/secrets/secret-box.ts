import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Config } from '../config';

/**
 * Secrets at rest (SMS provider keys, data source passwords): AES-256-GCM with a key of the server's (SECRETS_KEY, else a random key
 * generated once into DATA_DIR as secrets.key, mode 600, like the token key). A sealed value is
 * `v1:` + base64(iv 12 | tag 16 | ciphertext); the tag makes a changed or foreign value fail to open
 * instead of decrypting to garbage.
 */
const PREFIX = 'v1:';

const loaded = new WeakMap<Config, Buffer>();

/** The server's key (one per configuration: every module of a server seals under the same key). */
export function loadSecretsKey(cfg: Config): Buffer {
  let key = loaded.get(cfg);
  if (!key) loaded.set(cfg, (key = readSecretsKey(cfg)));
  return key;
}

function readSecretsKey(cfg: Config): Buffer {
  if (cfg.secretsKey) return crypto.createHash('sha256').update(cfg.secretsKey).digest();
  if (cfg.pgliteInMemory) return crypto.randomBytes(32);
  const file = path.join(cfg.dataDir, 'secrets.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(cfg.dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    } catch (e) {
      // Another process of this data dir wrote it first: read theirs.
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    }
  }
  const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}

export function seal(key: Buffer, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The plain secret; throws when the value was sealed with another key or changed. */
export function open(key: Buffer, sealed: string): string {
  if (!sealed.startsWith(PREFIX)) throw new Error('not a sealed secret');
  const raw = Buffer.from(sealed.slice(PREFIX.length), 'base64');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

/** What the screens show of a secret: its first and last two characters (`ab****yz`), never more. */
export function maskSecret(plain: string): string {
  return plain.length <= 8 ? '****' : `${plain.slice(0, 2)}****${plain.slice(-2)}`;
}

/** The sealing and opening of one server's key, for modules that keep several secrets. */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(plain: string): string {
    return seal(this.key, plain);
  }

  /** The plain text, or undefined when the value was sealed under another key or was altered. */
  open(sealed: string): string | undefined {
    try {
      return open(this.key, sealed);
    } catch {
      return undefined;
    }
  }
}

import crypto from 'node:crypto';

/**
 * Secrets kept at rest (data source passwords): AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server's signing key, so a database dump alone does not reveal them. Stored as
 * `v1:<iv>:<tag>:<ciphertext>` (base64). Changing TOKEN_SIGN_KEY makes stored secrets unreadable: they
 * must be entered again.
 */
export class SecretBox {
  private readonly key: Buffer;

  constructor(master: Uint8Array, purpose: string) {
    this.key = Buffer.from(crypto.hkdfSync('sha256', master, Buffer.alloc(0), `blade-secret:${purpose}`, 32));
  }

  seal(plain: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
  }

  /** The plain text, or undefined when the value was sealed under another key or was altered. */
  open(sealed: string): string | undefined {
    const [version, iv, tag, body] = sealed.split(':');
    if (version !== 'v1' || !iv || !tag || body === undefined) return undefined;
    try {
      const decipher = crypto.createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    } catch {
      return undefined;
    }
  }
}

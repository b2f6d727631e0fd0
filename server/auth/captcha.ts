import crypto from 'node:crypto';
import svgCaptcha from 'svg-captcha';
import { sql } from 'kysely';
import type { Db } from '../db/connection';
import { deleteExpired } from './expired-rows';

const CODE_LENGTH = 5;
// Characters that look alike in a noisy picture are left out, so a person can read every code.
const IGNORED = '0oO1iIlL';

/**
 * Login captchas. Only a digest of the code (bound to its key) is stored, in the database so that any
 * instance can check it. A code is single use: the first check deletes it, right or wrong, so it
 * cannot be guessed at repeatedly.
 */
export class CaptchaStore {
  /** Plain codes for the browser-test seam only; never filled unless test seams are on. */
  private readonly plain: Map<string, string> | null;
  private createdSincePrune = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlSeconds: number,
    keepPlainForTests: boolean,
  ) {
    this.plain = keepPlainForTests ? new Map() : null;
  }

  async create(): Promise<{ key: string; image: string }> {
    const { text, data } = svgCaptcha.create({
      size: CODE_LENGTH,
      ignoreChars: IGNORED,
      noise: 2,
      color: true,
      width: 120,
      height: 40,
    });
    const key = crypto.randomUUID();
    // Expired captchas are swept now and then rather than on every request, so a flood of captcha
    // requests does not turn into a flood of table scans.
    if (++this.createdSincePrune >= 100) {
      this.createdSincePrune = 0;
      await deleteExpired(this.db, 'blade_captcha');
    }
    await this.db
      .insertInto('blade_captcha')
      .values({
        key,
        codeHash: digest(key, text),
        expiresAt: sql`now() + make_interval(secs => ${this.ttlSeconds})`,
      })
      .execute();
    if (this.plain) {
      if (this.plain.size > 1000) this.plain.clear();
      this.plain.set(key, text);
    }
    return { key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` };
  }

  /** True when `code` matches the live captcha `key` (case-insensitive). Consumes the captcha either way. */
  async check(key: string | undefined, code: string | undefined): Promise<boolean> {
    if (!key || !code) return false;
    this.plain?.delete(key);
    const row = await this.db
      .deleteFrom('blade_captcha')
      .where('key', '=', key)
      .returning(['codeHash', sql<boolean>`expires_at > now()`.as('live')])
      .executeTakeFirst();
    if (!row || !row.live) return false;
    const a = Buffer.from(digest(key, code));
    const b = Buffer.from(String(row.codeHash));
    return a.length === b.length && crypto.timingSafeEqual(a, b);
  }

  /** The code of a captcha, for browser tests (test seams only). */
  peek(key: string): string | undefined {
    return this.plain?.get(key);
  }
}

const digest = (key: string, code: string) =>
  crypto.createHash('sha256').update(`${key}:${code.trim().toLowerCase()}`).digest('hex');

import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection';

/** The tables of short-lived auth rows (captchas, refresh tokens, sessions), each with its `expiresAt`. */
type ExpiringTable = 'blade_captcha' | 'blade_refresh_token' | 'blade_auth_session';

/** Deletes the rows of `table` that expired before `before` (now, unless a grace period is wanted). */
export async function deleteExpired(
  db: Db,
  table: ExpiringTable,
  before: RawBuilder<string> = sql<string>`now()`,
): Promise<void> {
  await db.deleteFrom(table).where('expiresAt', '<', before).execute();
}

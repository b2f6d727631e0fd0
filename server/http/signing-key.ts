import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import type { Config } from '../config';

// Keys published with BladeX and its docs: tokens signed with them can be forged by anyone.
const PUBLIC_KEYS = new Set([
  'Blade',
  'bladexisapowerfulmicroservicearchitectureupgradedandoptimizedfromacommercialproject',
  'BladeX',
  'SpringBlade',
]);

/**
 * The HMAC key for tokens: TOKEN_SIGN_KEY, else a random key generated once into DATA_DIR (mode 600).
 * Several instances behind a load balancer must share TOKEN_SIGN_KEY.
 */
export function loadSigningKey(cfg: Config): Uint8Array {
  if (cfg.tokenSignKey) {
    if (PUBLIC_KEYS.has(cfg.tokenSignKey))
      throw new Error('TOKEN_SIGN_KEY is a publicly known BladeX key; choose a secret one');
    return new TextEncoder().encode(cfg.tokenSignKey);
  }
  if (cfg.pgliteInMemory) return crypto.randomBytes(64);
  const file = path.join(cfg.dataDir, 'token-sign.key');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(cfg.dataDir, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(64).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
}

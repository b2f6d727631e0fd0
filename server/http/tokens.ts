import crypto from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';

/** What an access token says about its holder; also the request context of an authenticated call. */
export interface TokenClaims {
  sessionId: string;
  tenantId: string;
  userId: string;
  deptId: string;
  postId: string;
  roleId: string; // comma-joined role ids
  roleName: string; // comma-joined role aliases
  account: string;
  userName: string;
  nickName: string;
  clientId: string;
}

const ALG = 'HS512';
const ISSUER = 'culture-supervision';

const VERIFIED_CACHE_MAX = 20_000;

export class TokenService {
  /**
   * Access tokens already verified, by their exact text (signature included, so a forged or altered
   * token never matches), until they expire. Verifying HS512 through WebCrypto on every request was the
   * largest single cost of an authenticated call. Revocation is checked per request by the guard.
   */
  private verified = new Map<string, { claims: TokenClaims; expMs: number }>();

  constructor(private readonly key: Uint8Array) {}

  async signAccess(c: TokenClaims, ttlSeconds: number): Promise<string> {
    return new SignJWT({ ...c, typ: 'access' })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(crypto.randomUUID())
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  async signRefresh(sessionId: string, jti: string, ttlSeconds: number, clientId: string): Promise<string> {
    return new SignJWT({ sessionId, clientId, typ: 'refresh' })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setJti(jti)
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /** An access token's claims, or null: wrong key, other algorithm (alg none), expired, or a refresh token. */
  async verifyAccess(token: string): Promise<TokenClaims | null> {
    const hit = this.verified.get(token);
    if (hit) {
      if (hit.expMs > Date.now()) return hit.claims;
      this.verified.delete(token);
    }
    const p = await this.verify(token);
    if (!p || p.typ !== 'access' || typeof p.sessionId !== 'string' || typeof p.tenantId !== 'string') return null;
    const claims = p as unknown as TokenClaims;
    if (this.verified.size >= VERIFIED_CACHE_MAX) this.verified.clear();
    this.verified.set(token, { claims, expMs: Number(p.exp) * 1000 });
    return claims;
  }

  async verifyRefresh(token: string): Promise<{ sessionId: string; jti: string; clientId: string } | null> {
    const p = await this.verify(token);
    if (!p || p.typ !== 'refresh' || typeof p.sessionId !== 'string' || typeof p.jti !== 'string') return null;
    return { sessionId: p.sessionId, jti: p.jti, clientId: String(p.clientId ?? '') };
  }

  /**
   * A short-lived token for one narrow purpose (the file cookie, `typ` 'file'), signed with the same
   * key. Its `typ` is never 'access' or 'refresh', so it opens nothing but what checks that purpose.
   */
  async signPurpose(typ: string, claims: Record<string, string>, ttlSeconds: number): Promise<string> {
    if (typ === 'access' || typ === 'refresh') throw new Error('a purpose token is never an access or refresh token');
    return new SignJWT({ ...claims, typ })
      .setProtectedHeader({ alg: ALG, typ: 'JWT' })
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ttlSeconds}s`)
      .sign(this.key);
  }

  /** The claims of a purpose token of this `typ`, or null (wrong key or purpose, expired). */
  async verifyPurpose(token: string, typ: string): Promise<Record<string, unknown> | null> {
    const p = await this.verify(token);
    return p && p.typ === typ ? p : null;
  }

  private async verify(token: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: [ALG], issuer: ISSUER });
      return payload as Record<string, unknown>;
    } catch {
      return null;
    }
  }
}

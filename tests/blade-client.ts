import crypto from 'node:crypto';

/**
 * What the stock Blade web client (`saber`) sends when it signs in, shared by the API tests' harness and
 * the benchmarks' child server: its Basic client header, the md5 of the password, and the captcha grant.
 */
export const BASIC = 'Basic ' + Buffer.from('saber:saber_secret').toString('base64');
export const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');

/** The query of the token call of the captcha grant (the captcha itself travels in headers). */
export function captchaGrantQuery(tenantId: string, account: string, password: string): Record<string, string> {
  return {
    tenantId,
    username: account,
    password: md5(password),
    grant_type: 'captcha',
    scope: 'all',
    type: 'account',
  };
}

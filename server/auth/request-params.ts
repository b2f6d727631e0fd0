/**
 * Flat string parameters of a parsed query string or form/JSON body: a repeated key keeps its first
 * value, numbers and booleans become text, nested structures are ignored. A value with a NUL character
 * counts as absent: PostgreSQL text cannot hold one, and no account, tenant or md5 contains one.
 */
export function stringsOf(source: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!source || typeof source !== 'object' || Array.isArray(source)) return out;
  for (const [k, v] of Object.entries(source)) {
    const first = Array.isArray(v) ? v[0] : v;
    if (typeof first === 'string' && !first.includes('\u0000')) out[k] = first;
    else if (typeof first === 'number' || typeof first === 'boolean') out[k] = String(first);
  }
  return out;
}

/** Query parameters win over body parameters (Blade clients send everything in the query string). */
export const paramsOf = (req: { query: unknown; body: unknown }): Record<string, string> => ({
  ...stringsOf(req.body),
  ...stringsOf(req.query),
});

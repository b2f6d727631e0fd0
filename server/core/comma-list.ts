/**
 * The entries of a comma-joined text column (`roleId`, `marketTypes`, a rule's keys): `'1, 3,,5'` gives
 * `['1', '3', '5']`, trimmed, empty ones dropped; null gives none.
 */
export const commaList = (v: unknown): string[] =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

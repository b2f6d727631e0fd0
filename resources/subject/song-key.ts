/**
 * The form of a song name (or singer) the prohibited-list match compares: a venue's on-demand system
 * writes `海阔天空 (Live版)`, `ＡＢＣ`, `《夜上海》` for what the list calls `海阔天空`, `abc`, `夜上海`.
 * Full-width forms fold to their plain ones (NFKC), letters to lower case, bracketed version notes
 * (`(Live)`, `（DJ版）`, `[伴奏]`, `【MV】`) are dropped, then every space, punctuation mark and symbol.
 * Plain function: the server's match and the demo data use the same one.
 */
export function songKey(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[([{【〔][^()[\]{}【】〔〕]*[)\]}】〕]/gu, '')
    .replace(/[\s\p{P}\p{S}]/gu, '')
    .slice(0, 100);
}

/** Hands a fetched file to the browser's download, the way a link with `download` would. */
export function saveFile(file: Blob, fileName: string): void {
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * The file name a `Content-Disposition` header gives: RFC 5987 `filename*=UTF-8''…` when present (our
 * server sends the Chinese name there), else `filename=` (Blade sends it URL-encoded), else undefined.
 */
export function dispositionFileName(header: string | null | undefined): string | undefined {
  if (!header) return undefined;
  const decode = (s: string) => {
    try {
      return decodeURIComponent(s);
    } catch {
      return s;
    }
  };
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)'[^']*'([^;\s]+)/.exec(header);
  if (extended) return decode(extended[1]);
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1] ?? plain?.[2];
  return name ? decode(name) : undefined;
}

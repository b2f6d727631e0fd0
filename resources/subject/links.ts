/**
 * Where a subject opens: its one-household page (一户一档, `/busdetail/:id/:type?`), `type` naming the
 * tab to open (a resource that points at subjects, e.g. `employee`). Every subject link of the product
 * goes through here: the engine's reference labels, the subject list's row click and show button.
 */
export function subjectLink(id: string | number, type?: string): string {
  return `/busdetail/${encodeURIComponent(String(id))}${type ? `/${encodeURIComponent(type)}` : ''}`;
}

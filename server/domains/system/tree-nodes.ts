/** Rows with children under their parents; a row whose parent is not among them is a root. */
export type Nested<T> = T & { hasChildren: boolean; children?: Nested<T>[] };

/**
 * Nests rows by parentId, keeping the input order among siblings. Leaves carry no `children` key,
 * as Blade serializes its trees (empty lists are left out), and `hasChildren` says which have some.
 */
export function forest<T extends { id: string; parentId: string }>(rows: T[]): Nested<T>[] {
  const nodes = new Map<string, Nested<T>>(rows.map((r) => [r.id, { ...r, hasChildren: false }]));
  const roots: Nested<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId !== node.id ? nodes.get(node.parentId) : undefined;
    if (parent) {
      (parent.children ??= []).push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  return roots;
}

/** The node shape of Blade's selection trees (parent pickers, grant dialogs). */
export interface TitleNode {
  id: string;
  parentId: string;
  title: string;
  value: string;
  key: string;
}

export const titleNode = (id: unknown, parentId: unknown, title: unknown): TitleNode => {
  const s = String(id);
  return { id: s, parentId: String(parentId ?? '0'), title: String(title ?? ''), value: s, key: s };
};

/** Ids of the given roots and everything below them. */
export function subtreeIds(rows: { id: string; parentId: string }[], rootIds: Iterable<string>): Set<string> {
  const children = new Map<string, string[]>();
  for (const r of rows) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const out = new Set<string>();
  const stack = [...rootIds];
  while (stack.length) {
    const id = stack.pop() as string;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** The given ids and all their ancestors found among the rows. */
export function withAncestors(rows: { id: string; parentId: string }[], ids: Iterable<string>): Set<string> {
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  const out = new Set<string>();
  for (const start of ids) {
    let id: string | undefined = start;
    while (id && parentOf.has(id) && !out.has(id)) {
      out.add(id);
      id = parentOf.get(id);
    }
  }
  return out;
}

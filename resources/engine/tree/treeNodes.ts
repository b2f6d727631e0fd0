/**
 * Trees as Blade answers them (`{id, parentId, title, children?, hasChildren?}`), and what the
 * screens need from them. Pure functions: no React, unit-tested.
 */

export interface TreeNode {
  id: string;
  parentId?: string;
  title?: string;
  children?: TreeNode[];
  hasChildren?: boolean;
  [key: string]: unknown;
}

export interface FlatNode<T extends TreeNode = TreeNode> {
  node: T;
  depth: number;
}

/** Every node, depth first, with its depth (for indented pickers). */
export function flattenTree<T extends TreeNode>(nodes: readonly T[] | undefined, depth = 0): FlatNode<T>[] {
  return (nodes ?? []).flatMap((node) => [{ node, depth }, ...flattenTree((node.children ?? []) as T[], depth + 1)]);
}

/** Ids of a node's descendants (the node itself left out). */
export function descendantIds(node: TreeNode): string[] {
  return (node.children ?? []).flatMap((child) => [String(child.id), ...descendantIds(child)]);
}

/** id -> parent id, for every node of the tree. */
export function parentIndex(nodes: readonly TreeNode[] | undefined, parentId = ''): Map<string, string> {
  const index = new Map<string, string>();
  const walk = (list: readonly TreeNode[] | undefined, parent: string) => {
    for (const node of list ?? []) {
      index.set(String(node.id), parent);
      walk(node.children, String(node.id));
    }
  };
  walk(nodes, parentId);
  return index;
}

/** The given ids and all their ancestors in the tree (Blade's checked plus half-checked keys). */
export function withAncestorIds(nodes: readonly TreeNode[] | undefined, ids: Iterable<string>): string[] {
  const parents = parentIndex(nodes);
  const out = new Set<string>();
  for (const start of ids) {
    let id: string | undefined = start;
    while (id && !out.has(id)) {
      out.add(id);
      id = parents.get(id) || undefined;
    }
  }
  return [...out];
}

/**
 * Which nodes a checkbox tree shows checked for stored keys.
 * - `leaves`: the keys are checked and half-checked nodes alike (role grants keep the parents of a
 *   partly granted menu), so a parent counts as checked only when all its descendants are.
 * - `descendants`: a stored key stands for its whole subtree (top menus keep the roots they open).
 */
export function checkedFromKeys(
  nodes: readonly TreeNode[] | undefined,
  keys: Iterable<string>,
  mode: 'leaves' | 'descendants',
): string[] {
  const stored = new Set([...keys].map(String));
  const flat = flattenTree(nodes);
  if (mode === 'descendants') {
    const out = new Set<string>();
    for (const { node } of flat) {
      if (stored.has(String(node.id))) [String(node.id), ...descendantIds(node)].forEach((id) => out.add(id));
    }
    return flat.map(({ node }) => String(node.id)).filter((id) => out.has(id));
  }
  return flat
    .filter(({ node }) => stored.has(String(node.id)) && descendantIds(node).every((id) => stored.has(id)))
    .map(({ node }) => String(node.id));
}

/** Rows that name their parent, nested; a row whose parent is not among them is a root. */
export function nestRows<T extends { id: string | number; parentId?: unknown }>(
  rows: readonly T[],
): Array<T & { children?: T[] }> {
  const nodes = new Map<string, T & { children?: T[] }>(rows.map((row) => [String(row.id), { ...row }]));
  const roots: Array<T & { children?: T[] }> = [];
  for (const node of nodes.values()) {
    const parent =
      node.parentId != null && String(node.parentId) !== String(node.id) ? nodes.get(String(node.parentId)) : undefined;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

import { createContext, useContext, type ReactNode } from 'react';
import type { RaRecord } from 'react-admin';

export type TreeRecord = RaRecord & { hasChildren?: boolean; children?: TreeRecord[] };

/**
 * Where rows come from:
 * - `lazy`: one level per call (Blade's lazy-list / lazy-tree); `parentKey` is the parent's key, or
 *   undefined for a search, which spans all levels.
 * - `whole`: the whole tree (or a flat list nested by parentId) in one call.
 */
export type TreeSource =
  | {
      mode: 'lazy';
      rootKey: string;
      loadLevel: (parentKey: string | undefined, filter: Record<string, string>) => Promise<TreeRecord[]>;
    }
  | { mode: 'whole'; load: (filter: Record<string, string>) => Promise<TreeRecord[]> };

export interface TreeListProps {
  source: TreeSource;
  /** The key children are asked for by (a region's code); the row id by default. */
  childKey?: (row: TreeRecord) => string;
  /** Buttons of each row, before view / edit / delete (in the row's record context). */
  rowActions?: ReactNode;
  /** The id the remove call takes (a region row is shown by code, removed by id). */
  removeId?: (row: TreeRecord) => string;
  /** The field a "新增下级" button presets from the row (parentId, parentCode). */
  childOf?: { source: string; value?: (row: TreeRecord) => string };
  /** Fields shown as columns; the declaration's list fields when left out. */
  columns?: string[];
}

export interface TreeListState extends TreeListProps {
  filter: Record<string, string>;
  expanded: ReadonlySet<string>;
  toggle: (id: string) => void;
}

export const TreeListContext = createContext<TreeListState | undefined>(undefined);
export const useTreeList = () => {
  const state = useContext(TreeListContext);
  if (!state) throw new Error('useTreeList outside a TreeList');
  return state;
};

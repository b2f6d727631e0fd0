import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import type { TreeNode } from './treeNodes';

interface Props {
  items: TreeNode[];
  selected: string[];
  onChange: (ids: string[]) => void;
  /** Checking a node checks its subtree, and a fully checked subtree checks its node (grant trees). */
  propagate?: boolean;
  expanded?: string[];
  onExpandedChange?: (ids: string[]) => void;
  testId?: string;
  /** What the tree holds (菜单权限, 角色): its name for a screen reader. */
  label?: string;
}

/** A tree of checkboxes (MUI X RichTreeView) over Blade's `{id, title, children}` nodes. */
export const CheckboxTree = ({
  items,
  selected,
  onChange,
  propagate = true,
  expanded,
  onExpandedChange,
  testId,
  label,
}: Props) => (
  <RichTreeView<TreeNode, true>
    items={items}
    getItemId={(node) => String(node.id)}
    getItemLabel={(node) => String(node.title ?? node.name ?? node.id)}
    getItemChildren={(node) => node.children}
    multiSelect
    checkboxSelection
    selectionPropagation={propagate ? { descendants: true, parents: true } : undefined}
    selectedItems={selected}
    onSelectedItemsChange={(_, ids) => onChange(ids)}
    expandedItems={expanded}
    onExpandedItemsChange={onExpandedChange ? (_, ids) => onExpandedChange(ids) : undefined}
    data-testid={testId}
    aria-label={label}
    sx={{ '& .MuiTreeItem-content': { py: 0.25 } }}
  />
);

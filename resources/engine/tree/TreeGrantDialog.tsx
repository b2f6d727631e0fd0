import { useState } from 'react';
import { Box, Button, Dialog, DialogContent, DialogTitle, Tab, Tabs, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DialogButtons } from '../DialogButtons';
import { CheckboxTree } from './CheckboxTree';
import { flattenTree, type TreeNode } from './treeNodes';
import { LoadingBox } from '../../../src/layout/PageLoading';

export interface GrantTab {
  key: string;
  label: string;
  items: TreeNode[];
  /** Checked when the dialog opens. */
  checked: string[];
}

interface Props {
  title: string;
  /** Undefined while loading. */
  tabs: GrantTab[] | undefined;
  onClose: () => void;
  /** Checked ids per tab; resolves when saved (the dialog closes), rejects to keep it open. */
  onSave: (checked: Record<string, string[]>) => Promise<unknown>;
  testId?: string;
}

const branchIds = (items: TreeNode[]) =>
  flattenTree(items)
    .filter(({ node }) => node.children?.length)
    .map(({ node }) => String(node.id));
const topIds = (items: TreeNode[]) => items.filter((node) => node.children?.length).map((node) => String(node.id));

/** One checkbox tree of a tab, with expand all / collapse all. */
const TabTree = ({
  tab,
  checked,
  onChange,
}: {
  tab: GrantTab;
  checked: string[];
  onChange: (ids: string[]) => void;
}) => {
  const translate = useTranslate();
  const [expanded, setExpanded] = useState<string[]>(() => topIds(tab.items));
  if (tab.items.length === 0) {
    return (
      <Typography sx={{ p: 2, color: 'text.secondary' }}>{translate('app.list.empty', { _: '暂无数据' })}</Typography>
    );
  }
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <Button size="small" onClick={() => setExpanded(branchIds(tab.items))}>
          {translate('app.tree.expandAll', { _: '展开全部' })}
        </Button>
        <Button size="small" onClick={() => setExpanded([])}>
          {translate('app.tree.collapseAll', { _: '折叠全部' })}
        </Button>
      </Box>
      <CheckboxTree
        items={tab.items}
        selected={checked}
        onChange={onChange}
        expanded={expanded}
        onExpandedChange={setExpanded}
        testId={`grant-tree-${tab.key}`}
        label={tab.label}
      />
    </Box>
  );
};

/**
 * Checkbox trees in a dialog (role permissions: menus, data scopes, API scopes; top menu menus):
 * opens with the stored grants checked, saves what is checked when confirmed. Mounted only while
 * open, so each opening starts from the stored grants and the first tab.
 */
export const TreeGrantDialog = ({ title, tabs, onClose, onSave, testId }: Props) => {
  const [active, setActive] = useState(0);
  const [edited, setEdited] = useState<Record<string, string[]> | undefined>();
  const [saving, setSaving] = useState(false);
  // What the tabs hold until the user changes it.
  const checked = edited ?? (tabs ? Object.fromEntries(tabs.map((tab) => [tab.key, tab.checked])) : undefined);

  const save = async () => {
    if (!checked) return;
    setSaving(true);
    try {
      await onSave(checked);
    } catch {
      return; // shown by the HTTP layer; the dialog stays for another try
    } finally {
      setSaving(false);
    }
    onClose();
  };
  const tab = tabs?.[active];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid={testId} scroll="paper">
      <DialogTitle>{title}</DialogTitle>
      {tabs && tabs.length > 1 && (
        <Tabs
          value={active}
          onChange={(_, index: number) => setActive(index)}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((candidate) => (
            <Tab key={candidate.key} label={candidate.label} data-testid={`grant-tab-${candidate.key}`} />
          ))}
        </Tabs>
      )}
      <DialogContent sx={{ minHeight: 360 }}>
        {!tab || !checked ? (
          <LoadingBox size={24} padding={4} />
        ) : (
          <TabTree
            key={tab.key}
            tab={tab}
            checked={checked[tab.key] ?? []}
            onChange={(ids) => setEdited({ ...checked, [tab.key]: ids })}
          />
        )}
      </DialogContent>
      <DialogButtons onCancel={onClose} onConfirm={save} busy={saving} disabled={!checked} confirmTestId="grant-save" />
    </Dialog>
  );
};

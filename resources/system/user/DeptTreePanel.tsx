import { Box, Button, Card, Typography } from '@mui/material';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTranslate } from 'react-admin';
import { type TreeNode, useBladeQuery } from '../../engine';
import { LoadingBox } from '../../../src/layout/PageLoading';

interface Props {
  value: string | undefined;
  onChange: (deptId: string | undefined) => void;
}

/** The dept tree left of the user list: picking a dept lists its users (docs/spec.md §2 user admin). */
export const DeptTreePanel = ({ value, onChange }: Props) => {
  const translate = useTranslate();
  const { data, isPending } = useBladeQuery<TreeNode[]>('dept', 'tree');
  const items = Array.isArray(data) ? data : [];
  return (
    <Card sx={{ width: 240, flexShrink: 0, p: 1, mt: 1 }} data-testid="user-dept-tree">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 1 }}>
        <Typography variant="subtitle2">{translate('app.user.deptTree', { _: '所属部门' })}</Typography>
        <Button size="small" onClick={() => onChange(undefined)} disabled={!value} data-testid="user-dept-all">
          {translate('app.list.all', { _: '全部' })}
        </Button>
      </Box>
      {isPending ? (
        <LoadingBox />
      ) : (
        <RichTreeView<TreeNode, false>
          items={items}
          getItemId={(node) => String(node.id)}
          getItemLabel={(node) => String(node.title ?? node.id)}
          getItemChildren={(node) => node.children}
          defaultExpandedItems={items.map((node) => String(node.id))}
          selectedItems={value ?? null}
          onSelectedItemsChange={(_, id) => onChange(id ?? undefined)}
        />
      )}
    </Card>
  );
};

import { useState, type ReactNode } from 'react';
import { Box, Card, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { RecordContextProvider, useCanAccess, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import {
  useResourceDef,
  RowIconButton,
  TableEmptyRow,
  TableLoadingRow,
  TableMessageRow,
  TreeToggle,
  type TreeNode,
  useBladeQuery,
} from '../../engine';
import { useToggleSet } from '../../../src/layout/useToggleSet';
import { DictRowDialog } from './DictRowDialog';
import { DictAddButton, EditRemoveButtons } from './DictTableActions';
import { CellValue, DICT_TABLE_SX, DictCells, DictHead } from './DictTableCells';
import { dictChildFields } from './fields';

type Entry = RaRecord & { children?: Entry[]; parentId?: string };

/** The entries as parent choices, titled by their names. */
const asNodes = (entries: Entry[]): TreeNode[] =>
  entries.map((entry) => ({
    id: String(entry.id),
    title: String(entry.dictValue ?? ''),
    children: entry.children ? asNodes(entry.children) : undefined,
  }));

interface RowProps {
  entry: Entry;
  depth: number;
  collapsed: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onEdit: (record: Partial<RaRecord>) => void;
}

const EntryRow = ({ entry, depth, collapsed, onToggle, onEdit }: RowProps) => {
  const def = useResourceDef();
  const translate = useTranslate();
  const refresh = useRefresh();
  const { canAccess: mayAdd } = useCanAccess({ resource: def.name, action: 'create' });
  const branch = !!entry.children?.length;
  const open = branch && !collapsed.has(String(entry.id));
  const [first, ...rest] = dictChildFields;
  return (
    <>
      <RecordContextProvider value={entry}>
        <TableRow hover data-testid="dict-child-row" data-depth={depth}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>
            <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 3 }}>
              {branch ? (
                <TreeToggle
                  open={open}
                  onToggle={() => onToggle(String(entry.id))}
                  caption={String(entry.dictValue ?? '') || undefined}
                />
              ) : (
                <Box sx={{ width: 34 }} />
              )}
              <CellValue name={first} />
            </Box>
          </TableCell>
          <DictCells names={rest} />
          <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
            {mayAdd && (
              <RowIconButton
                label={translate('app.tree.addChild', { _: '新增下级' })}
                icon={<AddIcon fontSize="small" />}
                onClick={() => onEdit({ parentId: String(entry.id), code: entry.code, isSealed: 0, sort: 1 })}
                testId="row-add-child"
              />
            )}
            <EditRemoveButtons id={entry.id} onEdit={() => onEdit(entry)} onRemoved={refresh} />
          </TableCell>
        </TableRow>
      </RecordContextProvider>
      {open &&
        entry.children!.map((child) => (
          <EntryRow
            key={String(child.id)}
            entry={child}
            depth={depth + 1}
            collapsed={collapsed}
            onToggle={onToggle}
            onEdit={onEdit}
          />
        ))}
    </>
  );
};

interface Props {
  /** The picked dictionary (a parent row). */
  parent: RaRecord | undefined;
  /** Above the table (tabs of a variant). */
  header?: ReactNode;
}

/**
 * The entries of the picked dictionary as a tree (dict/child-list?parentId=), with their parent and
 * key value. New entries go under the dictionary or under an entry.
 */
export const DictChildList = ({ parent, header }: Props) => {
  const def = useResourceDef();
  const translate = useTranslate();
  const [collapsed, toggle] = useToggleSet<string>();
  const [dialog, setDialog] = useState<Partial<RaRecord>>();
  const query = useBladeQuery<Entry[]>(def.name, 'child-list', { parentId: parent?.id }, { enabled: !!parent });
  const entries = Array.isArray(query.data) ? query.data : [];
  const parents: TreeNode[] = parent
    ? [{ id: String(parent.id), title: String(parent.dictValue ?? parent.code ?? ''), children: asNodes(entries) }]
    : [];
  const span = dictChildFields.length + 1;
  return (
    <Card data-testid="dict-child-list" sx={{ minWidth: 0 }}>
      {header}
      <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        {parent
          ? translate('app.dict.childTitleOf', {
              _: '字典项：%{name}',
              name: `${String(parent.dictValue ?? '')} (${String(parent.code ?? '')})`,
            })
          : translate('app.dict.childTitle', { _: '字典项' })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <DictAddButton
          disabled={!parent}
          onClick={() => parent && setDialog({ parentId: String(parent.id), code: parent.code, isSealed: 0, sort: 1 })}
          testId="dict-child-add"
        />
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={DICT_TABLE_SX}>
          <DictHead names={dictChildFields} />
          <TableBody>
            {!parent && (
              <TableMessageRow colSpan={span}>
                {translate('app.dict.pickParent', { _: '请先在字典列表中选择一个字典' })}
              </TableMessageRow>
            )}
            {parent && query.isPending && <TableLoadingRow colSpan={span} />}
            {parent && !query.isPending && entries.length === 0 && <TableEmptyRow colSpan={span} />}
            {entries.map((entry) => (
              <EntryRow
                key={String(entry.id)}
                entry={entry}
                depth={0}
                collapsed={collapsed}
                onToggle={toggle}
                onEdit={setDialog}
              />
            ))}
          </TableBody>
        </Table>
      </Box>
      {dialog && <DictRowDialog kind="child" record={dialog} parents={parents} onClose={() => setDialog(undefined)} />}
    </Card>
  );
};

import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Card, InputAdornment, Table, TableBody, TableCell, TableRow, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import {
  CreateButton,
  RecordContextProvider,
  RefreshButton,
  Title,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { FieldValue } from '../FieldValue';
import { offeredScreens } from '../offeredScreens';
import { searchField } from '../listFilters';
import { LIST_TOOLBAR_SX } from '../listToolbarSx';
import { useFieldLabel, useResourceDef, visibleFields } from '../ResourceDefContext';
import { FieldsTableHead, TableEmptyRow, TableLoadingRow } from '../TableRows';
import { rowCaption } from '../rowCaption';
import { TreeListContext, useTreeList, type TreeListProps, type TreeRecord } from './treeListContext';
import { TreeRowActions } from './TreeRowActions';
import { TreeToggle } from './TreeToggle';
import { useToggleSet } from '../../../src/layout/useToggleSet';

export type { TreeRecord, TreeSource } from './treeListContext';

const useColumns = () => {
  const def = useResourceDef();
  const { columns } = useTreeList();
  const fields = visibleFields(def);
  if (columns) return columns.map((name) => fields.find((field) => field.name === name)!).filter(Boolean);
  // The tree itself shows each row's parent.
  return fields.filter(
    (field) =>
      !field.hideInList &&
      !(field.reference === def.name && field.name.startsWith('parent')) &&
      field.name !== 'parentCode',
  );
};

const keyOf = (row: TreeRecord, childKey?: (row: TreeRecord) => string) => (childKey ? childKey(row) : String(row.id));

const LevelRows = ({ parentKey, depth }: { parentKey: string | undefined; depth: number }) => {
  const resource = useResourceContext();
  const { source, filter } = useTreeList();
  const span = useColumns().length + 1;
  const query = useQuery({
    queryKey: [resource, 'tree', 'lazy', parentKey ?? '', filter],
    queryFn: () => (source.mode === 'lazy' ? source.loadLevel(parentKey, filter) : Promise.resolve([])),
  });
  if (query.isPending) return <TableLoadingRow colSpan={span} indent={2 + depth * 3} />;
  if (depth === 0 && !query.data?.length) return <TableEmptyRow colSpan={span} testId="list-empty" />;
  return <Rows rows={query.data ?? []} depth={depth} />;
};

const Rows = ({ rows, depth }: { rows: TreeRecord[]; depth: number }) => (
  <>
    {rows.map((row) => (
      <TreeRow key={String(row.id)} row={row} depth={depth} />
    ))}
  </>
);

const TreeRow = ({ row, depth }: { row: TreeRecord; depth: number }) => {
  const def = useResourceDef();
  const { source, expanded, toggle, childKey, rowActions } = useTreeList();
  const columns = useColumns();
  const key = keyOf(row, childKey);
  const branch = source.mode === 'lazy' ? !!row.hasChildren : !!row.children?.length;
  const open = expanded.has(key);
  return (
    <RecordContextProvider value={row}>
      <TableRow hover data-testid="tree-row" data-depth={depth}>
        {columns.map((field, index) => (
          <TableCell key={field.name} sx={{ whiteSpace: index === 0 ? 'nowrap' : undefined }}>
            {index === 0 ? (
              <Box sx={{ display: 'flex', alignItems: 'center', pl: depth * 3 }}>
                {branch ? (
                  <TreeToggle open={open} onToggle={() => toggle(key)} caption={rowCaption(def, row)} />
                ) : (
                  <Box sx={{ width: 34 }} />
                )}
                <FieldValue field={field} inList />
              </Box>
            ) : (
              <FieldValue field={field} inList />
            )}
          </TableCell>
        ))}
        <TableCell align="right" sx={{ whiteSpace: 'nowrap', width: '1%' }}>
          <TreeRowActions>{rowActions}</TreeRowActions>
        </TableCell>
      </TableRow>
      {open &&
        branch &&
        (source.mode === 'lazy' ? (
          <LevelRows parentKey={key} depth={depth + 1} />
        ) : (
          <Rows rows={row.children ?? []} depth={depth + 1} />
        ))}
    </RecordContextProvider>
  );
};

const WholeRows = () => {
  const resource = useResourceContext();
  const { source, filter } = useTreeList();
  const span = useColumns().length + 1;
  const query = useQuery({
    queryKey: [resource, 'tree', 'whole', filter],
    queryFn: () => (source.mode === 'whole' ? source.load(filter) : Promise.resolve([])),
  });
  if (query.isPending) return <TableLoadingRow colSpan={span} />;
  if (!query.data?.length) return <TableEmptyRow colSpan={span} testId="list-empty" />;
  return <Rows rows={query.data} depth={0} />;
};

const SearchBox = ({ onSearch }: { onSearch: (text: string) => void }) => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  const field = searchField(def);
  const [text, setText] = useState('');
  if (!field) return null;
  return (
    <TextField
      size="small"
      value={text}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => event.key === 'Enter' && onSearch(text.trim())}
      onBlur={() => onSearch(text.trim())}
      placeholder={translate('app.list.searchBy', { _: '搜索%{field}', field: labelOf(field) })}
      slotProps={{
        htmlInput: { 'data-testid': 'list-search', 'aria-label': labelOf(field) },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ width: 240 }}
    />
  );
};

const Header = () => <FieldsTableHead fields={useColumns()} />;

/**
 * A tree list page (depts, menus, regions, roles): the declaration's columns, rows that unfold their
 * children (fetched per level when lazy), a search over the declared search field, and the usual
 * add / refresh and row buttons, each shown only when allowed.
 */
export const TreeList = (props: TreeListProps) => {
  const def = useResourceDef();
  const translate = useTranslate();
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [expanded, toggle] = useToggleSet<string>();
  const onSearch = (text: string) => {
    const field = searchField(def);
    if (!field) return;
    const next: Record<string, string> = text ? { [field.name]: text } : {};
    if (JSON.stringify(next) !== JSON.stringify(filter)) setFilter(next);
  };
  const { source } = props;
  const searching = Object.keys(filter).length > 0;
  return (
    <TreeListContext.Provider value={{ ...props, filter, expanded, toggle }}>
      <Title title={translate(`resources.${def.name}.name`, { smart_count: 2, _: def.label })} />
      <Card sx={{ mt: 1 }} data-testid="tree-list">
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, pb: 1, flexWrap: 'wrap' }}>
          <SearchBox onSearch={onSearch} />
        </Box>
        <Box data-testid="list-toolbar" sx={LIST_TOOLBAR_SX}>
          {offeredScreens(def).create && <CreateButton variant="contained" data-testid="create-button" />}
          <Box sx={{ flex: 1 }} />
          <RefreshButton data-testid="refresh-button" />
        </Box>
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small">
            <Header />
            <TableBody>
              {source.mode === 'lazy' ? (
                <LevelRows parentKey={searching ? undefined : source.rootKey} depth={0} />
              ) : (
                <WholeRows />
              )}
            </TableBody>
          </Table>
        </Box>
      </Card>
    </TreeListContext.Provider>
  );
};

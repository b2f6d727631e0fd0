import { useEffect, useState, type ReactNode } from 'react';
import {
  Box,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TablePagination,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import ListIcon from '@mui/icons-material/ListAlt';
import { RecordContextProvider, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import { siteConfig } from '../../../src/config';
import {
  useFieldLabel,
  useResourceDef,
  fieldOf,
  TableEmptyRow,
  TableLoadingRow,
  useBladeQuery,
  usePagerLabels,
} from '../../engine';
import { RowIconButton } from '../../engine';
import { DictRowDialog } from './DictRowDialog';
import { DictAddButton, EditRemoveButtons } from './DictTableActions';
import { DICT_TABLE_SX, DictCells, DictHead } from './DictTableCells';
import { dictParentFields } from './fields';

interface BladePage {
  records?: RaRecord[];
  total?: number | string;
}

/** The parent list searches by these declared fields. */
const SEARCH_FIELDS = ['code', 'dictValue'];

/** The search inputs, then the buttons given (add), in one wrapping row above the table. */
const SearchBar = ({
  onSearch,
  children,
}: {
  onSearch: (filter: Record<string, string>) => void;
  children?: ReactNode;
}) => {
  const def = useResourceDef();
  const labelOf = useFieldLabel();
  const translate = useTranslate();
  const [values, setValues] = useState<Record<string, string>>({});
  const run = (next = values) =>
    onSearch(
      Object.fromEntries(
        Object.entries(next)
          .filter(([, value]) => value.trim())
          .map(([key, value]) => [key, value.trim()]),
      ),
    );
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        run();
      }}
      sx={{
        display: 'flex',
        gap: 1,
        flexWrap: 'wrap',
        alignItems: 'center',
        px: 2,
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {SEARCH_FIELDS.map((name) => (
        <TextField
          key={name}
          size="small"
          label={labelOf(fieldOf(def.fields, name))}
          value={values[name] ?? ''}
          onChange={(event) => setValues({ ...values, [name]: event.target.value })}
          slotProps={{ htmlInput: { 'data-testid': `dict-search-${name}` } }}
          sx={{ width: 130 }}
        />
      ))}
      <Button type="submit" size="small" variant="outlined" startIcon={<SearchIcon />}>
        {translate('ra.action.search', { _: '搜索' })}
      </Button>
      <Button
        size="small"
        onClick={() => {
          setValues({});
          run({});
        }}
      >
        {translate('app.dict.clear', { _: '清空' })}
      </Button>
      <Box sx={{ flex: 1 }} />
      {children}
    </Box>
  );
};

interface Props {
  selected?: RaRecord;
  onSelect: (row: RaRecord | undefined) => void;
}

/**
 * The dictionaries (parent rows, dict/parent-list), paged and searchable; picking a row shows its
 * entries in the child list. Add, edit and remove follow the dictionary's button codes.
 */
export const DictParentList = ({ selected, onSelect }: Props) => {
  const def = useResourceDef();
  const translate = useTranslate();
  const pagerLabels = usePagerLabels();
  const refresh = useRefresh();
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(siteConfig.pageSize);
  const [filter, setFilter] = useState<Record<string, string>>({});
  const [dialog, setDialog] = useState<Partial<RaRecord>>();
  const query = useBladeQuery<BladePage>(def.name, 'parent-list', { current: page, size: perPage, ...filter });
  const rows = query.data?.records ?? [];
  const span = dictParentFields.length + 1;
  // The picked dictionary follows its edits (its code and name head the child list).
  const fresh = rows.find((row) => row.id === selected?.id);
  useEffect(() => {
    if (fresh && selected && JSON.stringify(fresh) !== JSON.stringify(selected)) onSelect(fresh);
  }, [fresh, selected, onSelect]);
  return (
    <Card data-testid="dict-parent-list" sx={{ minWidth: 0 }}>
      <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
        {translate('app.dict.parentTitle', { _: '字典列表' })}
      </Typography>
      <SearchBar
        onSearch={(next) => {
          setFilter(next);
          setPage(1);
        }}
      >
        <DictAddButton onClick={() => setDialog({ isSealed: 0, sort: 1 })} testId="dict-parent-add" />
      </SearchBar>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" sx={DICT_TABLE_SX}>
          <DictHead names={dictParentFields} />
          <TableBody>
            {query.isPending && <TableLoadingRow colSpan={span} />}
            {!query.isPending && rows.length === 0 && <TableEmptyRow colSpan={span} />}
            {rows.map((row) => (
              <RecordContextProvider key={String(row.id)} value={row}>
                <TableRow
                  hover
                  selected={selected?.id === row.id}
                  onClick={() => onSelect(row)}
                  sx={{ cursor: 'pointer' }}
                  data-testid="dict-parent-row"
                >
                  <DictCells names={dictParentFields} />
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} onClick={(event) => event.stopPropagation()}>
                    {/* What a click on the row does, for the keyboard: show this dictionary's items. */}
                    <RowIconButton
                      label={translate('app.dict.items', { _: '字典配置' })}
                      icon={<ListIcon fontSize="small" />}
                      pressed={selected?.id === row.id}
                      onClick={() => onSelect(row)}
                      testId="dict-parent-items"
                    />
                    <EditRemoveButtons
                      id={row.id}
                      onEdit={() => setDialog(row)}
                      onRemoved={() => {
                        if (selected?.id === row.id) onSelect(undefined);
                        refresh();
                      }}
                    />
                  </TableCell>
                </TableRow>
              </RecordContextProvider>
            ))}
          </TableBody>
        </Table>
      </Box>
      <TablePagination
        component="div"
        count={Number(query.data?.total ?? 0)}
        page={page - 1}
        rowsPerPage={perPage}
        rowsPerPageOptions={siteConfig.pageSizes}
        onPageChange={(_, next) => setPage(next + 1)}
        onRowsPerPageChange={(event) => {
          setPerPage(Number(event.target.value));
          setPage(1);
        }}
        {...pagerLabels}
      />
      {dialog && <DictRowDialog kind="parent" record={dialog} onClose={() => setDialog(undefined)} />}
    </Card>
  );
};

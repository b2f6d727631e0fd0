import { useState } from 'react';
import { TablePagination, type TablePaginationProps } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The page (counted from 0, as MUI's pager does) and page size of a hand-built table read a page at a
 * time from the server; `current` is the 1-based page Blade asks for.
 */
export function usePaging(sizes: readonly number[] = [10, 20, 50]) {
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(sizes[0]);
  return { page, size, sizes, current: page + 1, setPage, setSize };
}

type PagerLabels = Pick<TablePaginationProps, 'labelRowsPerPage' | 'labelDisplayedRows' | 'getItemAriaLabel'>;

/**
 * The texts of MUI's pager in the user's language, from react-admin's own pager keys, so a hand-built
 * table reads "每页条数: … 1-10，共 62 条" like the generated lists (MUI's defaults are English).
 */
export function usePagerLabels(): PagerLabels {
  const translate = useTranslate();
  return {
    labelRowsPerPage: translate('ra.navigation.page_rows_per_page'),
    labelDisplayedRows: ({ from, to, count }) =>
      translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count }),
    getItemAriaLabel: (type) => translate(`ra.navigation.${type}`),
  };
}

/** The pager under such a table; another page size starts again at the first page. */
export const TablePager = ({ paging, total }: { paging: ReturnType<typeof usePaging>; total: number }) => (
  <TablePagination
    component="div"
    count={total}
    page={paging.page}
    rowsPerPage={paging.size}
    rowsPerPageOptions={[...paging.sizes]}
    onPageChange={(_, p) => paging.setPage(p)}
    onRowsPerPageChange={(e) => {
      paging.setSize(Number(e.target.value));
      paging.setPage(0);
    }}
    {...usePagerLabels()}
  />
);

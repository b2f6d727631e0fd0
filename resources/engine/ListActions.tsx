import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { CreateButton, FilterButton, RefreshButton, TopToolbar } from 'react-admin';
import { DeleteSelectedButton } from './DeleteSelectedButton';
import { ExportButton } from './ExportButton';
import { LIST_TOOLBAR_SX } from './listToolbarSx';
import { offeredScreens } from './offeredScreens';
import { useResourceDef } from './ResourceDefContext';

/** Beside the filters: only "add filter", when some filters wait behind it. */
export const FilterActions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

interface Props {
  /** Buttons of the screen's own, after add / delete / export. */
  extra?: ReactNode;
  /** Hide the add button (a view where adding makes no sense). */
  noCreate?: boolean;
}

/**
 * Add, delete selection, export, refresh, in a 48px row right above the table: react-admin's selection
 * bar slides over exactly this row when rows are selected. Buttons the user may not use hide themselves,
 * and 导出 shows on every list whose declaration exports.
 */
export const ListActions = ({ extra, noCreate }: Props) => {
  const offered = offeredScreens(useResourceDef());
  return (
    <Box data-testid="list-toolbar" sx={{ ...LIST_TOOLBAR_SX, flexWrap: 'wrap' }}>
      {offered.create && !noCreate && <CreateButton variant="contained" data-testid="create-button" />}
      {offered.remove && <DeleteSelectedButton />}
      <ExportButton />
      {extra}
      <Box sx={{ flex: 1 }} />
      <RefreshButton data-testid="refresh-button" />
    </Box>
  );
};

import { Box } from '@mui/material';
import { CreateButton, FilterButton, RefreshButton, TopToolbar } from 'react-admin';
import { DeleteSelectedButton } from './DeleteSelectedButton';
import { ExportButton } from './ExportButton';
import { offeredScreens } from './offeredScreens';
import { useResourceDef } from './ResourceDefContext';

/** Beside the filters: only "add filter", when some filters wait behind it. */
export const FilterActions = () => (
  <TopToolbar>
    <FilterButton />
  </TopToolbar>
);

/**
 * Add, delete selection, refresh, in a 48px row right above the table: react-admin's selection bar
 * slides over exactly this row when rows are selected. Buttons the user may not use hide themselves.
 */
export const ListActions = () => {
  const offered = offeredScreens(useResourceDef());
  return (
    <Box
      data-testid="list-toolbar"
      sx={{ height: 48, display: 'flex', alignItems: 'center', gap: 1, px: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {offered.create && <CreateButton variant="contained" data-testid="create-button" />}
      {offered.remove && <DeleteSelectedButton />}
      <ExportButton />
      <Box sx={{ flex: 1 }} />
      <RefreshButton data-testid="refresh-button" />
    </Box>
  );
};

import { CreateButton, FilterButton, RefreshButton, TopToolbar } from 'react-admin';
import { DeleteSelectedButton } from './DeleteSelectedButton';

/** Add, delete selection, refresh; buttons the user may not use hide themselves (canAccess). */
export const ListActions = ({ hasHiddenFilters }: { hasHiddenFilters: boolean }) => (
  <TopToolbar>
    {hasHiddenFilters && <FilterButton />}
    <CreateButton data-testid="create-button" />
    <DeleteSelectedButton />
    <RefreshButton data-testid="refresh-button" />
  </TopToolbar>
);

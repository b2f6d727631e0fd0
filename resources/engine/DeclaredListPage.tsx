import type { ReactElement, ReactNode } from 'react';
import { List, Pagination, useTranslate } from 'react-admin';
import { siteConfig } from '../../src/config';
import { FilterActions } from './ListActions';
import { useListFilters } from './listFilters';
import { useResourceDef } from './ResourceDefContext';
import { useNotifyFailure } from './useNotifyFailure';

interface Props {
  /** A filter always applied, not shown as an input. */
  filter?: Record<string, unknown>;
  /** Separate remembered filters and selection for a second view of the same resource. */
  storeKey?: string;
  /** A panel beside the table, inside the list's context (a tree that sets a filter). */
  aside?: ReactElement;
  /** Filter inputs after the declared fields' (always shown). */
  extraFilters?: ReactElement[];
  /** The toolbar and the table. */
  children: ReactNode;
}

const ListPagination = () => <Pagination rowsPerPageOptions={siteConfig.pageSizes} />;

/**
 * react-admin's List as every declared list page sets it up: the resource's title, its declared
 * filters (in the address, so a reload keeps them), the site's page sizes, the declared sort and a
 * failed load said to the user.
 */
export const DeclaredListPage = ({ filter, storeKey, aside, extraFilters, children }: Props) => {
  const def = useResourceDef();
  const translate = useTranslate();
  const { filters, hasHiddenFilters } = useListFilters();
  const notifyFailure = useNotifyFailure();
  return (
    <List
      title={translate(`resources.${def.name}.name`, { smart_count: 2, _: def.label })}
      filters={extraFilters ? [...filters, ...extraFilters] : filters}
      filter={filter}
      actions={hasHiddenFilters ? <FilterActions /> : false}
      perPage={siteConfig.pageSize}
      pagination={<ListPagination />}
      sort={def.defaultSort}
      empty={false}
      storeKey={storeKey}
      queryOptions={{ onError: notifyFailure }}
      disableSyncWithLocation={false}
      aside={aside}
    >
      {children}
    </List>
  );
};

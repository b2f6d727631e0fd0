import { useCallback, useState, type ReactNode } from 'react';
import { Box } from '@mui/material';
import { ResourceContextProvider, Title, useTranslate, type RaRecord } from 'react-admin';
import { ResourceDefProvider } from '../../engine';
import type { ResourceDef } from '../../types';
import { DictChildList } from './DictChildList';
import { DictParentList } from './DictParentList';

export type DictLayout = 'horizontal' | 'vertical';

interface Props {
  def: ResourceDef;
  layout: DictLayout;
  /** The right (or lower) pane for the picked dictionary; the child tree list by default. */
  children?: (parent: RaRecord | undefined) => ReactNode;
  title?: string;
}

/**
 * 字典管理 (docs/spec.md §2): the dictionaries (parent list) and the entries of the picked one (child tree
 * list), side by side (horizontal) or one above the other (vertical).
 */
export const DictManager = ({ def, layout, children, title }: Props) => {
  const translate = useTranslate();
  const [parent, setParent] = useState<RaRecord>();
  const select = useCallback((row: RaRecord | undefined) => setParent(row), []);
  return (
    <ResourceContextProvider value={def.name}>
      <ResourceDefProvider def={def}>
        <Title title={title ?? translate('app.route.dict', { _: '字典管理' })} />
        <Box
          data-testid={`dict-manager-${layout}`}
          sx={{
            mt: 1,
            display: 'grid',
            gap: 2,
            alignItems: 'start',
            gridTemplateColumns: layout === 'horizontal' ? { xs: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' } : '1fr',
          }}
        >
          <DictParentList selected={parent} onSelect={select} />
          {children ? children(parent) : <DictChildList parent={parent} />}
        </Box>
      </ResourceDefProvider>
    </ResourceContextProvider>
  );
};

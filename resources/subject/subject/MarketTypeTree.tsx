import { useId } from 'react';
import { Card, List, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useBladeQuery } from '../../engine';
import { LoadingBox } from '../../../src/layout/PageLoading';

/** A market type node of `getSubjectTree` (counts only: `subjects=0`). */
export interface MarketTypeNode {
  id: string;
  title: string;
  count: number;
}

/** The list filter the tree sets: the generated filter bar's market type input writes the same one. */
export const MARKET_FILTER = 'marketType_equal';

/** The selected market type among the list's filters, or undefined for all. */
export const selectedType = (filterValues: Record<string, unknown>): string | undefined => {
  const v = filterValues[MARKET_FILTER];
  return v === undefined || v === null || v === '' ? undefined : String(v);
};

/** The list's filters with the market type set to `type`, or cleared (undefined = 全部). */
export function withType(filterValues: Record<string, unknown>, type: string | undefined): Record<string, unknown> {
  const { [MARKET_FILTER]: _dropped, ...rest } = filterValues;
  return type === undefined ? rest : { ...rest, [MARKET_FILTER]: type };
}

/**
 * One choice of the list: an item holding a button (a list holds only items), which Tab reaches and
 * Enter picks; the choice in force is marked `aria-current` as well as highlighted.
 */
const TypeChoice = ({
  name,
  count,
  current,
  onPick,
  indent,
  testId,
}: {
  name: string;
  count: number;
  current: boolean;
  onPick: () => void;
  indent?: boolean;
  testId: string;
}) => (
  <ListItem disablePadding>
    <ListItemButton
      selected={current}
      aria-current={current ? 'true' : undefined}
      onClick={onPick}
      sx={indent ? { pl: 3 } : undefined}
      data-testid={testId}
    >
      <ListItemText primary={name} />
      <Typography variant="caption" color="text.secondary">
        {count}
      </Typography>
    </ListItemButton>
  </ListItem>
);

/**
 * The market types the user supervises, left of the subject list, each with its subject count: a click
 * filters the list by that type, 全部 clears it. Rendered as the list's `aside`, so it reads and sets
 * the list's own filters (the filter bar shows the same choice).
 */
export const MarketTypeTree = () => {
  const translate = useTranslate();
  const headingId = useId();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { data, isPending } = useBladeQuery<MarketTypeNode[]>('subject', 'getSubjectTree', { subjects: 0 });
  const nodes = Array.isArray(data) ? data : [];
  const selected = selectedType(filterValues);
  const total = nodes.reduce((sum, node) => sum + (Number(node.count) || 0), 0);
  const pick = (type: string | undefined) => setFilters(withType(filterValues, type), displayedFilters);
  return (
    <Card
      sx={{ order: -1, width: 230, flexShrink: 0, mr: 2, mt: 1, alignSelf: 'flex-start' }}
      data-testid="subject-market-tree"
    >
      <Typography id={headingId} variant="subtitle2" sx={{ px: 2, pt: 1.5 }}>
        {translate('app.subject.marketTypes', { _: '市场类型' })}
      </Typography>
      {isPending ? (
        <LoadingBox />
      ) : (
        <List dense aria-labelledby={headingId}>
          <TypeChoice
            name={translate('app.list.all', { _: '全部' })}
            count={total}
            current={selected === undefined}
            onPick={() => pick(undefined)}
            testId="market-type-all"
          />
          {nodes.map((node) => (
            <TypeChoice
              key={node.id}
              name={node.title}
              count={node.count}
              current={selected === String(node.id)}
              onPick={() => pick(String(node.id))}
              indent
              testId={`market-type-${node.id}`}
            />
          ))}
        </List>
      )}
    </Card>
  );
};

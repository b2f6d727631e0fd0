import { Box, CircularProgress, Link, List, ListItem, Stack, Typography } from '@mui/material';
import ArrowIcon from '@mui/icons-material/ArrowForward';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate, useDataProvider } from 'react-admin';
import type { BladeDataProvider } from '../../dataProvider';
import { actionsOf, lifecycleOf } from '../lifecycles';
import { isSafeUrl, type LifeCycle } from '../types';
import { useResourceDef } from './ResourceDefContext';
import { StateChip } from './StateChip';
import { useDeclaredLabel } from './useDeclaredLabel';

/** One row of `GET {base}/history` (server/crud/history.ts). */
export interface HistoryItem {
  id: string;
  action: string;
  actionName: string;
  field: string;
  fromState: number | null;
  toState: number;
  userName: string | null;
  createTime: string;
  comment: string | null;
  attachments: string | null;
}

const fileName = (link: string) => decodeURIComponent(link.split('?')[0].split('/').pop() || link);

const Attachments = ({ links }: { links: string | null }) => {
  const safe = (links ?? '')
    .split(',')
    .map((l) => l.trim())
    .filter((l) => l && isSafeUrl(l));
  if (safe.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
      {safe.map((link) => (
        <Link key={link} href={link} target="_blank" rel="noreferrer" variant="body2">
          {fileName(link)}
        </Link>
      ))}
    </Stack>
  );
};

/** A dot on the vertical line, then what happened, who did it and when, and what they gave. */
const Entry = ({ item, lifecycle, last }: { item: HistoryItem; lifecycle: LifeCycle | undefined; last: boolean }) => {
  const def = useResourceDef();
  const labelOf = useDeclaredLabel();
  const declared = actionsOf(def).find((a) => a.action.name === item.action)?.action;
  return (
    <ListItem
      disableGutters
      alignItems="flex-start"
      data-testid="history-item"
      sx={{
        position: 'relative',
        pl: 4,
        pb: 2,
        // The line runs from this dot down to the next one.
        '&::before': last
          ? undefined
          : { content: '""', position: 'absolute', left: 7, top: 18, bottom: 0, borderLeft: 2, borderColor: 'divider' },
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          left: 2,
          top: 6,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: 'primary.main',
        }}
      />
      <Stack spacing={0.5} sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {declared ? labelOf(declared) : item.actionName}
          </Typography>
          {lifecycle && item.fromState !== null && <StateChip lifecycle={lifecycle} value={item.fromState} />}
          {lifecycle && <ArrowIcon fontSize="small" color="action" />}
          {lifecycle && <StateChip lifecycle={lifecycle} value={item.toState} />}
        </Stack>
        <Typography variant="caption" color="text.secondary">
          {[item.userName, item.createTime].filter(Boolean).join(' · ')}
        </Typography>
        {item.comment && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
            {item.comment}
          </Typography>
        )}
        <Attachments links={item.attachments} />
      </Stack>
    </ListItem>
  );
};

/** The record's declared actions as a vertical timeline, newest first (show pages). */
export const HistoryTimeline = () => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const def = useResourceDef();
  const record = useRecordContext();
  const translate = useTranslate();
  const id = record?.id;
  const hasActions = actionsOf(def).length > 0;
  const { data, isPending } = useQuery({
    queryKey: ['app', 'history', def.name, id],
    queryFn: () => dataProvider.call<HistoryItem[]>({ url: `${def.base}/history`, params: { id } }),
    enabled: hasActions && id !== undefined,
  });
  if (!hasActions || id === undefined) return null;
  const items = Array.isArray(data) ? data : [];
  return (
    <Box data-testid="history-timeline" sx={{ px: 2, pb: 2 }}>
      <Typography variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {translate('app.lifecycle.history', { _: '处理记录' })}
      </Typography>
      {isPending ? (
        <CircularProgress size={20} data-testid="history-loading" />
      ) : items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" data-testid="history-empty">
          {translate('app.lifecycle.historyEmpty', { _: '暂无记录' })}
        </Typography>
      ) : (
        <List disablePadding>
          {items.map((item, i) => (
            <Entry key={item.id} item={item} lifecycle={lifecycleOf(def, item.field)} last={i === items.length - 1} />
          ))}
        </List>
      )}
    </Box>
  );
};

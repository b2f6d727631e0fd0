import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ResourceList } from '../../engine';
import { ReviewButtons, useMyRoles } from './ReviewButtons';

/**
 * 督办看板: a tab per approval role the user holds, listing what awaits that role
 * (`page?awaitRole=<alias>`: the supervisions in the state before that step), then every supervision
 * the user may see. Each row offers 审核通过 / 驳回 as the awaited role, and 退回. Opened with a filter
 * in the URL (a dashboard bar's drill-down: one state, one period) it starts on 全部督办, where that
 * filter alone selects the rows: an awaited role's tab would narrow them to its one state.
 */
export const SuperviseBoard = () => {
  const translate = useTranslate();
  const roles = useMyRoles();
  const [search] = useSearchParams();
  // Decided when the board opens: later the list writes its own filter and page into the URL.
  const [openedFiltered] = useState(() => search.has('filter'));
  const [picked, setTab] = useState<number | undefined>();
  const tab = picked ?? (openedFiltered ? roles.length : 0);
  const current = roles[tab];
  return (
    <Box>
      {roles.length > 0 && (
        <Tabs
          value={tab}
          onChange={(_, value: number) => setTab(value)}
          sx={{ px: 2 }}
          data-testid="supervise-board-tabs"
        >
          {roles.map((step) => (
            <Tab
              key={step.role}
              label={translate('app.superviseFlow.awaiting', {
                _: '待%{role}审核',
                role: translate(`app.superviseFlow.role.${step.role}`, { _: step.roleName }),
              })}
              data-testid={`board-tab-${step.role}`}
            />
          ))}
          <Tab label={translate('app.superviseFlow.all', { _: '全部督办' })} data-testid="board-tab-all" />
        </Tabs>
      )}
      <ResourceList
        key={current?.role ?? 'all'}
        filter={current ? { awaitRole: current.role } : undefined}
        storeKey={current ? `supervise.board.${current.role}` : undefined}
        noCreate
        rowActions={<ReviewButtons />}
      />
    </Box>
  );
};

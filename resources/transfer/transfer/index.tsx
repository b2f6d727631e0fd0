import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Box, Card, Tab, Tabs } from '@mui/material';
import { useStore, useTranslate } from 'react-admin';
import { getUserInfo } from '../../../authProvider/session';
import { buildScreens, ResourceList } from '../../engine';
import schema from './schema';

type Box3 = 'all' | 'in' | 'out';

/** The signed-in user's (first) dept: the one inbox and outbox are about. '0' matches no transfer. */
const myDept = () => String(getUserInfo()?.dept_id ?? '').split(',')[0] || '0';

/**
 * 移交: every transfer of the tenant, the inbox (sent to my dept: 接收 / 退回 / 处理 per row) and the
 * outbox (sent by my dept), as tabs over the one list; each tab keeps its own filters. The server
 * decides who may act (only the receiving dept); the show page has the history timeline.
 */
const TransferList = () => {
  const translate = useTranslate();
  const [box, setBox] = useStore<Box3>('transfer.box', 'all');
  const filter = box === 'in' ? { toDeptId: myDept() } : box === 'out' ? { fromDeptId: myDept() } : undefined;
  return (
    <Box>
      <Card sx={{ mb: 1 }}>
        <Tabs value={box} onChange={(_, value: Box3) => setBox(value)} data-testid="transfer-tabs">
          <Tab value="all" label={translate('app.transfer.all', { _: '全部移交' })} data-testid="transfer-tab-all" />
          <Tab value="in" label={translate('app.transfer.inbox', { _: '收件箱' })} data-testid="transfer-tab-in" />
          <Tab value="out" label={translate('app.transfer.outbox', { _: '发件箱' })} data-testid="transfer-tab-out" />
        </Tabs>
      </Card>
      <ResourceList key={box} filter={filter} storeKey={`transfer.${box}`} noCreate={box === 'in'} />
    </Box>
  );
};

export default buildScreens(schema, { list: TransferList, icon: SwapHorizIcon });

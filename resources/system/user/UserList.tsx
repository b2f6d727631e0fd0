import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ResourceList } from '../../engine';
import { DeptTreePanel } from './DeptTreePanel';
import { PlatformButton } from './PlatformButton';
import { RoleGrantButton } from './RoleGrantButton';
import { AuditButtons, ResetPasswordButton, UnlockButton } from './UserActions';

type View = 'all' | 'pending';

/** Registrations waiting for approval (register-guest creates them with status 0). */
const PENDING = 0;

/**
 * 用户管理: the dept tree on the left narrows the list to a dept's users; a second tab lists pending
 * registrations with 审核通过 / 审核拒绝. Role grants and password resets act on the selection.
 */
export const UserList = () => {
  const translate = useTranslate();
  const [deptId, setDeptId] = useState<string>();
  const [view, setView] = useState<View>('all');
  const filter = {
    ...(deptId ? { deptId_like: deptId } : {}),
    ...(view === 'pending' ? { status_equal: PENDING } : {}),
  };
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <DeptTreePanel value={deptId} onChange={setDeptId} />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Tabs
          value={view}
          onChange={(_, next: View) => setView(next)}
          sx={{ minHeight: 40, '& .MuiTab-root': { minHeight: 40 } }}
        >
          <Tab value="all" label={translate('app.user.all', { _: '全部用户' })} data-testid="user-tab-all" />
          <Tab value="pending" label={translate('app.user.pending', { _: '待审核' })} data-testid="user-tab-pending" />
        </Tabs>
        {view === 'all' ? (
          <ResourceList
            key="all"
            filter={filter}
            bulkActions={
              <>
                <RoleGrantButton />
                <ResetPasswordButton />
                <UnlockButton />
              </>
            }
            rowActions={<PlatformButton />}
          />
        ) : (
          <ResourceList key="pending" storeKey="user.pending" filter={filter} bulkActions={<AuditButtons />} noCreate />
        )}
      </Box>
    </Box>
  );
};

import { useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PasswordChangeForm } from './PasswordChangeForm';
import { PersonalInfoTab } from './PersonalInfoTab';

type TabKey = 'info' | 'password' | 'inspect';

/** /info/index: personal info, change password, change inspection password (docs/spec.md §2). */
const InfoPage = () => {
  const translate = useTranslate();
  const [tab, setTab] = useState<TabKey>('info');
  return (
    <Card data-testid="info-page">
      <Tabs
        value={tab}
        onChange={(_, value: TabKey) => setTab(value)}
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        <Tab value="info" label={translate('app.profile.infoTab', { _: '个人信息' })} data-testid="info-tab-info" />
        <Tab
          value="password"
          label={translate('app.profile.passwordTab', { _: '修改密码' })}
          data-testid="info-tab-password"
        />
        <Tab
          value="inspect"
          label={translate('app.profile.inspectPasswordTab', { _: '修改巡检密码' })}
          data-testid="info-tab-inspect"
        />
      </Tabs>
      <CardContent>
        <Box sx={{ pt: 1 }}>
          {tab === 'info' && <PersonalInfoTab />}
          {tab === 'password' && (
            <PasswordChangeForm
              url="/api/blade-user/update-password"
              names={['oldPassword', 'newPassword', 'newPassword1']}
              hash
              testId="password-form"
            />
          )}
          {tab === 'inspect' && (
            <PasswordChangeForm
              url="/api/blade-user/updateInspectPassword"
              names={['oldInspectPassword', 'newInspectPassword', 'newInspectPassword1']}
              hash
              testId="inspect-password-form"
            />
          )}
        </Box>
      </CardContent>
    </Card>
  );
};

export default InfoPage;

import { useState } from 'react';
import { Box, Card, CardContent, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PasswordChangeForm } from './PasswordChangeForm';
import { PersonalInfoTab } from './PersonalInfoTab';

type TabKey = 'info' | 'password' | 'inspect';

/** The tabs, with their label (app.profile.<label>, `zh` by default). */
const TABS: { value: TabKey; label: string; zh: string }[] = [
  { value: 'info', label: 'infoTab', zh: '个人信息' },
  { value: 'password', label: 'passwordTab', zh: '修改密码' },
  { value: 'inspect', label: 'inspectPasswordTab', zh: '修改巡检密码' },
];

/** The password each password tab changes: its route, its parameters, the form's test id. */
const PASSWORD_FORMS: Record<
  Exclude<TabKey, 'info'>,
  { url: string; names: [string, string, string]; testId: string }
> = {
  password: {
    url: '/api/blade-user/update-password',
    names: ['oldPassword', 'newPassword', 'newPassword1'],
    testId: 'password-form',
  },
  inspect: {
    url: '/api/blade-user/updateInspectPassword',
    names: ['oldInspectPassword', 'newInspectPassword', 'newInspectPassword1'],
    testId: 'inspect-password-form',
  },
};

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
        {TABS.map(({ value, label, zh }) => (
          <Tab
            key={value}
            value={value}
            label={translate(`app.profile.${label}`, { _: zh })}
            data-testid={`info-tab-${value}`}
          />
        ))}
      </Tabs>
      <CardContent>
        <Box sx={{ pt: 1 }}>
          {tab === 'info' ? <PersonalInfoTab /> : <PasswordChangeForm key={tab} {...PASSWORD_FORMS[tab]} hash />}
        </Box>
      </CardContent>
    </Card>
  );
};

export default InfoPage;

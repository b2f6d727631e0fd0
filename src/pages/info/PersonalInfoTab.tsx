import { Box, Button, CircularProgress, Skeleton } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { email, Form, TextInput, useGetIdentity, useTranslate, useDataProvider } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useFormState } from 'react-hook-form';
import { useState } from 'react';
import { getUserInfo, setStore, STORE } from '../../../authProvider/session';
import type { BladeDataProvider } from '../../../dataProvider';
import { useToast } from '../../layout/useToast';
import { validatePhone } from '../../utils/validate';
import { AvatarInput } from './AvatarInput';

interface Profile {
  id: string;
  avatar?: string;
  realName?: string;
  name?: string;
  phone?: string;
  email?: string;
}

const SubmitButton = ({ saving }: { saving: boolean }) => {
  const translate = useTranslate();
  const { isDirty } = useFormState();
  return (
    <Button
      type="submit"
      variant="contained"
      disabled={saving || !isDirty}
      startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
      data-testid="profile-save"
    >
      {translate('app.common.submit', { _: '提交' })}
    </Button>
  );
};

/** 个人信息: GET /api/blade-user/info, POST /api/blade-user/update-info. */
export const PersonalInfoTab = () => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const { refetch: refetchIdentity } = useGetIdentity();
  const [saving, setSaving] = useState(false);
  const { data, isPending } = useQuery({
    queryKey: ['app', 'user-info'],
    queryFn: () => dataProvider.call<Profile>({ url: '/api/blade-user/info' }),
  });

  const save = async (values: FieldValues) => {
    setSaving(true);
    try {
      const { id, avatar, realName, name, phone, email: mail } = values as Profile;
      await dataProvider.call({
        url: '/api/blade-user/update-info',
        method: 'POST',
        data: { id, avatar, realName, name, phone, email: mail },
      });
      // The top bar shows the signed-in user's stored picture and name; keep them current.
      const user = getUserInfo();
      if (user) setStore({ name: STORE.userInfo, content: { ...user, avatar, real_name: realName } });
      await queryClient.invalidateQueries({ queryKey: ['app', 'user-info'] });
      refetchIdentity();
      toast(translate('app.profile.saved', { _: '修改信息成功!' }), 'success');
    } catch {
      // the HTTP layer already showed why
    } finally {
      setSaving(false);
    }
  };

  if (isPending) return <Skeleton variant="rounded" height={320} />;
  const label = (key: string, zh: string) => translate(`app.profile.${key}`, { _: zh });
  return (
    <Form record={data} onSubmit={save}>
      <Box sx={{ maxWidth: 520 }} data-testid="profile-form">
        <AvatarInput source="avatar" name={data?.realName || data?.name || ''} />
        <TextInput source="realName" label={label('realName', '姓名')} />
        <TextInput source="name" label={label('name', '用户名')} />
        <TextInput source="phone" label={label('phone', '手机号')} validate={validatePhone} />
        <TextInput source="email" label={label('email', '邮箱')} validate={email()} />
        <Box sx={{ mt: 2 }}>
          <SubmitButton saving={saving} />
        </Box>
      </Box>
    </Form>
  );
};

import { useState } from 'react';
import { Box, Button, CircularProgress } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { md5 } from 'js-md5';
import { Form, PasswordInput, required, useTranslate, useDataProvider } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import type { BladeDataProvider } from '../../../dataProvider';
import { useToast } from '../../layout/useToast';
import { PASSWORD_POLICY_MESSAGE, passwordPolicyProblem } from '../../../resources/password-policy';

interface Props {
  url: string;
  /** Parameter names: old, new, confirmation. */
  names: [string, string, string];
  /** Login and inspection passwords travel as md5 hex (docs/blade-protocol.md; the server stores argon2id of it). */
  hash: boolean;
  testId: string;
}

/** Old, new and confirmation; the confirmation must match (docs/spec.md §2 profile tabs). */
export const PasswordChangeForm = ({ url, names, hash, testId }: Props) => {
  const dataProvider = useDataProvider<BladeDataProvider>();
  const translate = useTranslate();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(0);
  const [oldName, newName, confirmName] = names;
  const mismatch = translate('app.profile.passwordMismatch', { _: '两次密码输入不一致' });

  const policy = translate('app.password.policy', { _: PASSWORD_POLICY_MESSAGE });
  const validate = (values: FieldValues) => ({
    // A chosen password must meet the policy; the server receives only its md5 and cannot check it.
    ...(hash && values[newName] && passwordPolicyProblem(values[newName]) ? { [newName]: policy } : {}),
    ...(values[confirmName] && values[confirmName] !== values[newName] ? { [confirmName]: mismatch } : {}),
  });
  const save = async (values: FieldValues) => {
    setSaving(true);
    const encode = (value: string) => (hash ? md5(value) : value);
    try {
      await dataProvider.call({
        url,
        method: 'POST',
        params: {
          [oldName]: encode(values[oldName]),
          [newName]: encode(values[newName]),
          [confirmName]: encode(values[confirmName]),
        },
      });
      toast(translate('app.profile.passwordSaved', { _: '修改密码成功!' }), 'success');
      setSaved((count) => count + 1);
    } catch {
      // the HTTP layer already showed why
    } finally {
      setSaving(false);
    }
  };

  const label = (key: string, zh: string) => translate(`app.profile.${key}`, { _: zh });
  return (
    // A new key after each save gives an empty form: passwords should not linger in the page.
    <Form key={saved} onSubmit={save} validate={validate}>
      <Box sx={{ maxWidth: 520 }} data-testid={testId}>
        <PasswordInput
          source={oldName}
          label={label('oldPassword', '原密码')}
          validate={required()}
          autoComplete="current-password"
        />
        <PasswordInput
          source={newName}
          label={label('newPassword', '新密码')}
          validate={required()}
          autoComplete="new-password"
        />
        <PasswordInput
          source={confirmName}
          label={label('confirmPassword', '确认密码')}
          validate={required()}
          autoComplete="new-password"
        />
        <Box sx={{ mt: 2 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={saving}
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <SaveIcon />}
            data-testid={`${testId}-save`}
          >
            {translate('app.common.submit', { _: '提交' })}
          </Button>
        </Box>
      </Box>
    </Form>
  );
};

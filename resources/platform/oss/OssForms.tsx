import { Box } from '@mui/material';
import { PasswordInput, required, useTranslate } from 'react-admin';
import { DeclaredFormFields, resourceFormPages } from '../../engine';

/**
 * The secret key is write-only (never answered by the server): typed on create, and on edit left
 * empty to keep the stored one.
 */
const SecretKeyInput = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  return (
    <Box>
      <PasswordInput
        source="secretKey"
        label={translate('resources.oss.fields.secretKey', { _: 'secretKey' })}
        validate={mode === 'create' ? required('请输入secretKey') : undefined}
        helperText={mode === 'edit' ? translate('app.oss.secretKeep', { _: '留空则不修改' }) : undefined}
        autoComplete="new-password"
      />
    </Box>
  );
};

const OssFormFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields mode={mode} append={<SecretKeyInput mode={mode} />} />
);

export const { CreatePage: OssCreate, EditPage: OssEdit } = resourceFormPages(OssFormFields);

import { useRecordContext, useTranslate } from 'react-admin';
import { DeclaredFormFields, resourceFormPages, WriteOnlyInput } from '../../engine';

/**
 * The secret key is write-only (sealed on the server, never answered): typed on create, and on edit
 * left empty to keep the stored one, whose masked form (`ab****yz`) the hint shows.
 */
const SecretKeyInput = ({ mode }: { mode: 'create' | 'edit' }) => {
  const translate = useTranslate();
  const record = useRecordContext();
  const mask = typeof record?.secretKeyMask === 'string' ? record.secretKeyMask : '';
  const stored = mask ? translate('app.sms.secretStored', { mask, _: mask }) : undefined;
  return (
    <WriteOnlyInput
      mode={mode}
      source="secretKey"
      keepHint="app.sms.secretKeep"
      requiredOnCreate="请输入secretKey"
      stored={stored}
    />
  );
};

const SmsFormFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields mode={mode} append={<SecretKeyInput mode={mode} />} />
);

export const { CreatePage: SmsCreate, EditPage: SmsEdit } = resourceFormPages(SmsFormFields);

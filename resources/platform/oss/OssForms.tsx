import { DeclaredFormFields, resourceFormPages, WriteOnlyInput } from '../../engine';

/**
 * The secret key is write-only (never answered by the server): typed on create, and on edit left
 * empty to keep the stored one.
 */
const SecretKeyInput = ({ mode }: { mode: 'create' | 'edit' }) => (
  <WriteOnlyInput mode={mode} source="secretKey" keepHint="app.oss.secretKeep" requiredOnCreate="请输入secretKey" />
);

const OssFormFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields mode={mode} append={<SecretKeyInput mode={mode} />} />
);

export const { CreatePage: OssCreate, EditPage: OssEdit } = resourceFormPages(OssFormFields);

import { hashPassword } from '../../../authProvider/oauth';
import { ResourceCreate, ResourceEdit } from '../common/ResourceForms';
import { UserFormFields } from './UserFormFields';

/** Blade sends the md5 of a typed password, never the password itself. */
const hashPasswords = (values: Record<string, unknown>) => {
  const { password, password2, ...rest } = values;
  return {
    ...rest,
    ...(typeof password === 'string' && password ? { password: hashPassword(password) } : {}),
    ...(typeof password2 === 'string' && password2 ? { password2: hashPassword(password2) } : {}),
  };
};

export const UserCreate = () => (
  <ResourceCreate transform={hashPasswords}>
    <UserFormFields mode="create" />
  </ResourceCreate>
);

export const UserEdit = () => (
  <ResourceEdit>
    <UserFormFields mode="edit" />
  </ResourceEdit>
);

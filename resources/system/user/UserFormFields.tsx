import { PasswordInput, required, useTranslate } from 'react-admin';
import { Box } from '@mui/material';
import { DeclaredFormFields, ReferenceTreeInput, type TreeNode } from '../../engine';
import { PASSWORD_POLICY_MESSAGE, passwordPolicyProblem } from '../../password-policy';

interface PostOption {
  id: string;
  postName: string;
}

const postNodes = (rows: unknown): TreeNode[] =>
  (Array.isArray(rows) ? (rows as PostOption[]) : []).map((post) => ({ id: String(post.id), title: post.postName }));

/** The password typed twice on create, checked against the policy here and again by the server. */
const PasswordInputs = () => {
  const translate = useTranslate();
  const policy = (value: unknown) =>
    value && passwordPolicyProblem(value)
      ? translate('app.password.policy', { _: PASSWORD_POLICY_MESSAGE })
      : undefined;
  const same = (value: unknown, values: Record<string, unknown>) =>
    value && value !== values.password
      ? translate('app.user.passwordMismatch', { _: '两次密码输入不一致' })
      : undefined;
  return (
    <>
      <Box>
        <PasswordInput
          source="password"
          label={translate('resources.user.fields.password', { _: '密码' })}
          validate={[required(translate('app.user.passwordRequired', { _: '请输入密码' })), policy]}
        />
      </Box>
      <Box>
        <PasswordInput
          source="password2"
          label={translate('app.user.password2', { _: '确认密码' })}
          validate={[required(translate('app.user.password2Required', { _: '请输入确认密码' })), same]}
        />
      </Box>
    </>
  );
};

/**
 * The user form: the declaration's fields, with roles (role tree), depts (dept tree) and posts as
 * comma-joined picks, the platform settings left to their own dialog, and a password on create.
 */
export const UserFormFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields
    mode={mode}
    omit={['userExt']}
    inputs={{
      roleId: <ReferenceTreeInput name="roleId" resource="role" path="tree" multiple />,
      deptId: <ReferenceTreeInput name="deptId" resource="dept" path="tree" multiple />,
      postId: <ReferenceTreeInput name="postId" resource="post" path="select" toNodes={postNodes} multiple />,
    }}
    append={mode === 'create' ? <PasswordInputs /> : undefined}
  />
);

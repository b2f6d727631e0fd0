/**
 * The password policy, shared like the declarations: the server enforces it wherever it receives a
 * password as typed, the web app checks it in its forms before it hashes one for the wire.
 */
export const PASSWORD_POLICY_MESSAGE = '密码至少8位,且须包含字母和数字';

const MIN_LENGTH = 8;

/** True when the typed password is long enough and mixes letters and digits. */
export function meetsPasswordPolicy(plain: unknown): boolean {
  if (typeof plain !== 'string' || plain.length < MIN_LENGTH) return false;
  return /[A-Za-z]/.test(plain) && /\d/.test(plain);
}

/** The policy message when the password breaks it, else undefined (form validators' shape). */
export const passwordPolicyProblem = (plain: unknown): string | undefined =>
  meetsPasswordPolicy(plain) ? undefined : PASSWORD_POLICY_MESSAGE;

import { describe, expect, it } from 'vitest';
import { meetsPasswordPolicy, passwordPolicyProblem, PASSWORD_POLICY_MESSAGE } from '../../resources/password-policy';

/** The rule the user form, the profile password change and the registration dialog check before sending. */
describe('password policy', () => {
  it('wants at least 8 characters with letters and digits', () => {
    for (const good of ['Abcdefg1', 'abc12345', '1234567a', 'Zhang#2026', '中文密码abc123'])
      expect(meetsPasswordPolicy(good), good).toBe(true);
    for (const bad of ['', 'Ab1', 'Abc1234', 'abcdefgh', '12345678', '########', undefined, null, 12345678])
      expect(meetsPasswordPolicy(bad), String(bad)).toBe(false);
  });

  it('answers the message the server answers too, or nothing', () => {
    expect(PASSWORD_POLICY_MESSAGE).toBe('密码至少8位,且须包含字母和数字');
    expect(passwordPolicyProblem('short1')).toBe(PASSWORD_POLICY_MESSAGE);
    expect(passwordPolicyProblem('long enough 1')).toBeUndefined();
  });
});

import { BLADE_FAILURE_CODES, request } from '../dataProvider/http';
import { isEmpty } from '../src/utils/validate';
import { hashPassword } from './oauth';
import { PASSWORD_POLICY_MESSAGE, passwordPolicyProblem } from '../resources/password-policy';
import type { UserInfo } from './session';

/** Guest registration after a third-party sign-in (docs/spec.md §2 "Registration dialog", §5). */

export interface GuestRegistration {
  tenantId?: string;
  name?: string;
  account?: string;
  password?: string;
  password2?: string;
  oauthId?: string;
  /** The tenant came from the host name, so the form has no tenant field to check. */
  tenantFromHost?: boolean;
  /** The captcha the server wants with a registration (headers Captcha-Key / Captcha-Code). */
  captchaKey?: string;
  captchaCode?: string;
}

/** The first rule broken, in the spec's order; undefined when the form may be sent. */
export function validateRegistration(form: GuestRegistration): string | undefined {
  if (!form.tenantFromHost && isEmpty(form.tenantId)) return '请先输入租户编号';
  if (isEmpty(form.account)) return '请先输入账号名称';
  if (isEmpty(form.password) || isEmpty(form.password2)) return '请先输入密码';
  if (form.password !== form.password2) return '两次密码输入不一致';
  // Checked here: the server receives the md5 only.
  if (passwordPolicyProblem(form.password)) return PASSWORD_POLICY_MESSAGE;
  if (!form.captchaCode?.trim()) return '请输入验证码';
  return undefined;
}

/** A social sign-in whose user is not linked to an account yet must register first. */
export const needsRegistration = (user: Pick<UserInfo, 'user_id'> | undefined): boolean =>
  !user || isEmpty(user.user_id) || Number(user.user_id) < 0;

interface StatusAnswer {
  success?: boolean;
  msg?: string;
}

/** Rejects with the message to show: a rule of the form, the server's msg, or 提交失败. */
export async function registerGuest(form: GuestRegistration): Promise<void> {
  const problem = validateRegistration(form);
  if (problem) throw new Error(problem);
  let answer: StatusAnswer;
  try {
    answer = await request<StatusAnswer>({
      url: '/api/blade-user/register-guest',
      method: 'POST',
      params: {
        tenantId: form.tenantId,
        name: form.name,
        account: form.account,
        password: hashPassword(form.password as string),
        oauthId: form.oauthId,
      },
      headers: { 'Captcha-Key': form.captchaKey ?? '', 'Captcha-Code': (form.captchaCode ?? '').trim() },
      raw: true,
      // 429: too many registrations from this address; the dialog shows the server's words.
      silentCodes: [...BLADE_FAILURE_CODES, 429],
    });
  } catch (error) {
    const body = (error as { body?: StatusAnswer }).body;
    throw new Error(body?.msg || '提交失败', { cause: error });
  }
  if (!answer?.success) throw new Error(answer?.msg || '提交失败');
}

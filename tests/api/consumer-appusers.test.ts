import { beforeAll, describe, expect, it } from 'vitest';
import { creditCheckChar, maskIdCard, PHONE_MESSAGES } from '../../resources/formats';
import { APP_USER_MESSAGES } from '../../resources/consumer/appuser/schema';
import { PASSWORD_POLICY_MESSAGE } from '../../resources/password-policy';
import { CERT_MESSAGES } from '../../resources/consumer/usercertification/schema';
import { call, login, md5, solvedCaptcha, useServer } from './harness';
import { addRole, createUser, grantRole, dbOf, liveMenus, passwordLogin, roleIdsByAlias } from './auth-fixtures';
import { reviewersOf } from './tenant-staff';
import { fetchXlsx, sheetRecords } from './xlsx';
import { NOT_YOURS } from '../../server/crud/actions';
import { expectJustNow } from './wire-time';
import { idCard } from './business-calls';

/**
 * App users, real-name certification and consumer attachments. Users of the demo tenant
 * hold the seeded roles: an inspector reviews (and holds usercertification_idCard, the right to see the
 * whole identity number), an enforcer only reads; the platform tenant's admin stands for another tenant.
 */
const A = '100001';
const APP_PASSWORD = 'App#User2026';
const CARD_FRONT = '/api/blade-resource/oss/file/100001/2026/11/front.jpg';
const CARD_BACK = '/api/blade-resource/oss/file/100001/2026/11/back.jpg';

const s = useServer();
/** A business refusal (HTTP 200, Blade's R.fail) with its message. */
const refusal = (msg: string) => ({ code: 400, success: false, msg });
let platform: string, admin: string;
let inspector: { id: string; token: string };
let reader: string;
let subjectId: string;

let serial = 0;
/** A mobile number the phone rule accepts, different on every call. */
const phone = () => `139${String(Date.now() % 1e4).padStart(4, '0')}${String(++serial).padStart(4, '0')}`;

const ok = (r: { body: any }) => {
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 200, success: true });
  return r.body.data;
};
const BASES = {
  appuser: '/api/system/appuser',
  usercertification: '/api/consumer/usercertification',
  consumerattach: '/api/consumer/consumerattach',
} as const;
type Base = keyof typeof BASES;
const submit = (base: Base, token: string, body: Record<string, unknown>) =>
  call(s, `${BASES[base]}/submit`, { token, body });
const detail = async (base: Base, id: string, token = admin) =>
  ok(await call(s, `${BASES[base]}/detail`, { token, query: { id } }));
const page = async (base: Base, query: Record<string, string | number>, token = admin) =>
  ok(await call(s, `${BASES[base]}/page`, { token, query: { current: 1, size: 100, ...query } }));
const act = (base: Base, action: string, token: string, query: Record<string, string>, body?: unknown) =>
  call(s, `${BASES[base]}/${action}`, { method: 'POST', token, query, body });
const history = async (base: Base, id: string) =>
  ok(await call(s, `${BASES[base]}/history`, { token: admin, query: { id } }));

async function download(base: Base, token: string, query: Record<string, string> = {}) {
  const buffer = await fetchXlsx(s, `${BASES[base]}/export`, token, query);
  const { header, rows } = await sheetRecords(buffer);
  return { header, rows, buffer };
}

async function createAppUser(token: string, over: Record<string, unknown> = {}) {
  return ok(await submit('appuser', token, { phone: phone(), name: '小王', userType: 1, ...over }));
}

async function createCertification(token: string, appUserId: string, over: Record<string, unknown> = {}) {
  return ok(
    await submit('usercertification', token, {
      appUserId,
      realName: '王小明',
      idCard: idCard(),
      idCardFront: CARD_FRONT,
      idCardBack: CARD_BACK,
      ...over,
    }),
  );
}

beforeAll(async () => {
  platform = (await login(s)).access_token;
  ({ admin, inspector, reader } = await reviewersOf(s, A, 'consumer'));
  serial += 1;
  const first17 = `91330106${String(Date.now() % 1e5).padStart(5, '0')}0001`;
  subjectId = ok(
    await call(s, '/api/subject/subject/submit', {
      token: admin,
      body: {
        subjectName: '测试歌舞厅',
        creditCode: first17 + creditCheckChar(first17),
        marketType: 1,
        legalPerson: '张三',
        contactPhone: '13800138000',
        address: '示范区文化路1号',
      },
    }),
  ).id;
});

describe('app users (/api/system/appuser)', () => {
  it("phone rules in the spec's order, one account per phone, password hashed and never answered", async () => {
    expect((await submit('appuser', admin, { name: '小王', userType: 1 })).body).toMatchObject(
      refusal(PHONE_MESSAGES.empty),
    );
    expect((await submit('appuser', admin, { phone: '1381234567', name: '小王' })).body.msg).toBe(
      PHONE_MESSAGES.length,
    );
    expect((await submit('appuser', admin, { phone: '138123456789', name: '小王' })).body.msg).toBe(
      PHONE_MESSAGES.length,
    );
    expect((await submit('appuser', admin, { phone: '12812345678', name: '小王' })).body.msg).toBe(
      PHONE_MESSAGES.format,
    );
    expect((await submit('appuser', admin, { phone: '1381234567a', name: '小王' })).body.msg).toBe(
      PHONE_MESSAGES.format,
    );

    const number = phone();
    const u = await createAppUser(admin, {
      phone: number,
      password: APP_PASSWORD,
      certified: 1,
      realName: '冒名',
      accountStatus: 2,
    });
    // Read-only fields are the server's: a submit cannot certify or disable anyone.
    expect(u).toMatchObject({ phone: number, userType: 1, certified: 0, realName: null, accountStatus: 1 });
    expect(u).not.toHaveProperty('password');
    expect(await detail('appuser', u.id)).not.toHaveProperty('password');
    const listed = (await page('appuser', { phone: number })).records;
    expect(listed.map((r: { id: string }) => r.id)).toEqual([u.id]);
    expect(listed[0]).not.toHaveProperty('password');
    const stored = await dbOf(s)
      .selectFrom('biz_app_user')
      .select('password')
      .where('id', '=', u.id)
      .executeTakeFirstOrThrow();
    expect(String(stored.password)).toMatch(/^\$argon2id\$/);
    expect(String(stored.password)).not.toContain(md5(APP_PASSWORD));
    const file = await download('appuser', admin, { phone: number });
    expect(file.header).not.toContain('密码');
    expect(file.rows).toHaveLength(1);

    expect((await submit('appuser', admin, { phone: number, name: '重号' })).body).toMatchObject({
      success: false,
      msg: APP_USER_MESSAGES.phoneTaken,
    });
    // A weak typed password is refused like an admin user's.
    expect((await submit('appuser', admin, { phone: phone(), name: '弱', password: 'abc123' })).body).toMatchObject({
      success: false,
      msg: PASSWORD_POLICY_MESSAGE,
    });
  });

  it('staff name the subject they work for; a consumer works for none', async () => {
    expect((await submit('appuser', admin, { phone: phone(), name: '店员', userType: 2 })).body).toMatchObject({
      code: 400,
      msg: APP_USER_MESSAGES.subject,
    });
    expect((await submit('appuser', admin, { phone: phone(), name: '怪', userType: 7 })).body).toMatchObject({
      code: 400,
      msg: APP_USER_MESSAGES.type,
    });
    expect((await submit('appuser', admin, { phone: phone(), name: '空', userType: '' })).body).toMatchObject({
      code: 400,
      msg: APP_USER_MESSAGES.type,
    });
    const staff = await createAppUser(admin, { name: '店员', userType: 2, subjectId });
    expect(await detail('appuser', staff.id)).toMatchObject({ userType: 2, subjectId, subjectName: '测试歌舞厅' });
    expect(
      (await page('appuser', { subjectId_equal: subjectId, userType_equal: 2 })).records.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([staff.id]);
    const consumer = await createAppUser(admin, { userType: 1, subjectId });
    expect((await detail('appuser', consumer.id)).subjectId).toBeNull();
    // Turning staff into a consumer drops the subject; an update cannot leave staff without one.
    expect((await submit('appuser', admin, { id: staff.id, subjectId: '' })).body.msg).toBe(APP_USER_MESSAGES.subject);
    expect(ok(await submit('appuser', admin, { id: staff.id, userType: 1 }))).toMatchObject({
      userType: 1,
      subjectId: null,
    });
  });

  it('an app user cannot obtain an admin token: the token endpoints do not know them, and no admin user exists for them', async () => {
    const number = phone();
    const usersBefore = await dbOf(s).selectFrom('blade_user').select('id').execute();
    const u = await createAppUser(admin, { phone: number, password: APP_PASSWORD });
    const refused = { status: 400, body: { error_code: 400, error_description: '用户名或密码错误' } };
    expect(await passwordLogin(s, number, APP_PASSWORD, A)).toEqual(refused);
    expect(await passwordLogin(s, u.id, APP_PASSWORD, A)).toEqual(refused);
    const springBlade = await call(s, '/api/blade-auth/token', {
      method: 'POST',
      query: { tenantId: A, grantType: 'captcha', account: number, password: md5(APP_PASSWORD) },
      headers: { 'Tenant-Id': A, ...(await solvedCaptcha(s)) },
    });
    expect(springBlade.body.success).not.toBe(true);
    expect(JSON.stringify(springBlade.body)).not.toMatch(/access_?token/i);
    // No admin user was made for them, in any tenant.
    expect(await dbOf(s).selectFrom('blade_user').select('id').where('account', '=', number).execute()).toEqual([]);
    expect((await dbOf(s).selectFrom('blade_user').select('id').execute()).length).toBe(usersBefore.length);
    // The control: the same credentials on an admin user do sign in, so the refusal above is the table's.
    await createUser(s, {
      tenantId: A,
      account: `c${number}`,
      password: APP_PASSWORD,
      roleIds: [(await roleIdsByAlias(s, A)).enforcer],
      name: 'control',
    });
    expect((await passwordLogin(s, `c${number}`, APP_PASSWORD, A)).body.access_token).toBeTruthy();
  });

  it('disable (with its reason) and enable are declared actions with history; a reader may not', async () => {
    const u = await createAppUser(admin);
    expect((await act('appuser', 'disable', inspector.token, { id: u.id })).body.msg).toBe('请输入停用原因');
    expect((await act('appuser', 'disable', reader, { id: u.id }, { disableReason: '恶意投诉' })).status).toBe(403);
    ok(await act('appuser', 'disable', inspector.token, { id: u.id }, { disableReason: '恶意投诉' }));
    expect(await detail('appuser', u.id)).toMatchObject({ accountStatus: 2, disableReason: '恶意投诉' });
    expect((await act('appuser', 'disable', inspector.token, { id: u.id }, { disableReason: '再次' })).body.msg).toBe(
      '该数据已处理,请勿重复操作',
    );
    ok(await act('appuser', 'enable', inspector.token, { id: u.id }));
    expect((await history('appuser', u.id)).map((h: { action: string }) => h.action)).toEqual(['enable', 'disable']);
  });
});

describe('real-name certification (/api/consumer/usercertification)', () => {
  it('the identity number is masked in page, list and export, whole in detail only for those with the right', async () => {
    const u = await createAppUser(admin);
    expect(
      (
        await submit('usercertification', inspector.token, {
          appUserId: u.id,
          realName: '王小明',
          idCard: '330106199001011234',
          idCardFront: CARD_FRONT,
          idCardBack: CARD_BACK,
        })
      ).body,
    ).toMatchObject({ code: 400, msg: '身份证号码格式不正确' });
    expect(
      (
        await submit('usercertification', inspector.token, {
          appUserId: u.id,
          realName: '王小明',
          idCard: idCard(),
          idCardBack: CARD_BACK,
        })
      ).body.msg,
    ).toBe('请上传身份证人像面照片');
    expect(
      (
        await submit('usercertification', inspector.token, {
          appUserId: u.id,
          realName: '王小明',
          idCard: idCard(),
          idCardFront: 'javascript:alert(1)',
          idCardBack: CARD_BACK,
        })
      ).body.success,
    ).toBe(false);
    const whole = idCard();
    const masked = maskIdCard(whole);
    expect(masked).toMatch(/^330106\*{8}\d{3}[\dX]$/);
    const c = await createCertification(inspector.token, u.id, { idCard: whole });
    expect(c).toMatchObject({ reviewStatus: 0, appUserId: u.id });
    expectJustNow(c.applyTime);

    for (const token of [admin, inspector.token, reader]) {
      const p = await page('usercertification', { appUserId_equal: u.id }, token);
      expect(p.records).toHaveLength(1);
      expect(p.records[0]).toMatchObject({ id: c.id, idCard: masked, appUserName: '小王' });
      expect(JSON.stringify(p)).not.toContain(whole);
      const list = ok(await call(s, `${BASES.usercertification}/list`, { token, query: { appUserId_equal: u.id } }));
      expect(list.records[0].idCard).toBe(masked);
      expect(JSON.stringify(list)).not.toContain(whole);
    }
    // No condition on the masked field: a LIKE would reveal the hidden digits one query at a time.
    const ignored: Array<Record<string, string>> = [
      { idCard: 'no-such-number' },
      { idCard_like: 'no-such-number' },
      { idCard_equal: '000000000000000000' },
    ];
    for (const query of ignored) {
      expect(
        (await page('usercertification', { appUserId_equal: u.id, ...query }, reader)).records.map(
          (r: { id: string }) => r.id,
        ),
      ).toEqual([c.id]);
    }
    const file = await download('usercertification', admin, { appUserId_equal: u.id });
    expect(file.rows).toHaveLength(1);
    expect(file.rows[0]['身份证号']).toBe(masked);
    expect(file.rows[0]['真实姓名']).toBe('王小明');

    // The record's own page: whole for the reviewer and the tenant admin, masked for a reader.
    expect((await detail('usercertification', c.id, inspector.token)).idCard).toBe(whole);
    expect((await detail('usercertification', c.id, admin)).idCard).toBe(whole);
    const seenByReader = await detail('usercertification', c.id, reader);
    expect(seenByReader).toMatchObject({ id: c.id, idCard: masked, idCardFront: CARD_FRONT, idCardBack: CARD_BACK });
    // The page cache keeps whole rows: a reader's masked answer never leaks to a reviewer or back.
    expect((await detail('usercertification', c.id, inspector.token)).idCard).toBe(whole);
  });

  it('pass certifies the user, with history; pass twice is refused, so is changing a reviewed one; a reader may not review', async () => {
    const u = await createAppUser(admin, { name: '阿明' });
    const c = await createCertification(admin, u.id, { realName: '李明' });
    expect((await act('usercertification', 'pass', reader, { id: c.id })).status).toBe(403);
    expect((await detail('usercertification', c.id)).reviewStatus).toBe(0);
    expect((await act('usercertification', 'pass', inspector.token, { id: c.id })).body).toEqual({
      code: 200,
      success: true,
      data: true,
      msg: '操作成功',
    });
    expect(await detail('usercertification', c.id)).toMatchObject({
      reviewStatus: 1,
      reviewUser: inspector.id,
      cause: null,
    });
    const certified = await detail('appuser', u.id);
    expect(certified).toMatchObject({ certified: 1, realName: '李明', name: '阿明' });
    expectJustNow(certified.certifyTime, 'the certification time');
    expect((await page('appuser', { certified_equal: 1 })).records.map((r: { id: string }) => r.id)).toContain(u.id);

    expect((await act('usercertification', 'pass', inspector.token, { id: c.id })).body).toMatchObject(
      refusal('该数据已处理,请勿重复操作'),
    );
    expect((await act('usercertification', 'reject', inspector.token, { id: c.id }, { cause: '晚了' })).body.msg).toBe(
      '当前状态为已通过,不能驳回',
    );
    const h = await history('usercertification', c.id);
    expect(h).toHaveLength(1);
    expect(h[0]).toMatchObject({ action: 'pass', fromState: 0, toState: 1, toStateName: '已通过' });
    expect((await submit('usercertification', inspector.token, { id: c.id, realName: '张冒' })).body).toMatchObject({
      success: false,
      msg: CERT_MESSAGES.reviewed,
    });
    expect((await detail('usercertification', c.id)).realName).toBe('李明');
    // A submit cannot review: the status and reviewer are the actions'.
    const pending = await createCertification(inspector.token, u.id);
    ok(
      await submit('usercertification', inspector.token, {
        id: pending.id,
        reviewStatus: 1,
        reviewUser: inspector.id,
        realName: '王二',
      }),
    );
    expect(await detail('usercertification', pending.id)).toMatchObject({
      reviewStatus: 0,
      reviewUser: null,
      realName: '王二',
    });
  });

  it('reject needs a cause and keeps it with its history; the user stays uncertified', async () => {
    const u = await createAppUser(admin);
    const c = await createCertification(inspector.token, u.id);
    expect((await act('usercertification', 'reject', inspector.token, { id: c.id })).body).toMatchObject(
      refusal('请输入驳回原因'),
    );
    expect((await act('usercertification', 'reject', inspector.token, { id: c.id }, { cause: '   ' })).body.msg).toBe(
      '请输入驳回原因',
    );
    ok(await act('usercertification', 'reject', inspector.token, { id: c.id }, { cause: '身份证照片模糊' }));
    expect(await detail('usercertification', c.id)).toMatchObject({
      reviewStatus: 2,
      cause: '身份证照片模糊',
      reviewUser: inspector.id,
    });
    expect((await history('usercertification', c.id))[0]).toMatchObject({
      action: 'reject',
      toState: 2,
      comment: '身份证照片模糊',
    });
    expect(await detail('appuser', u.id)).toMatchObject({ certified: 0, realName: null });
    expect((await act('usercertification', 'pass', inspector.token, { id: c.id })).body.msg).toBe(
      '当前状态为已驳回,不能通过',
    );
    expect(
      (await page('usercertification', { appUserId_equal: u.id, reviewStatus_equal: 2 })).records.map(
        (r: { id: string }) => r.id,
      ),
    ).toEqual([c.id]);
  });
});

describe('identity numbers elsewhere', () => {
  it('without the right, the examine queue and a save answer the number masked, as the detail does', async () => {
    const u = await createAppUser(admin);
    const whole = idCard();
    const c = await createCertification(inspector.token, u.id, { idCard: whole });
    // A role with the examine queue and the editing of certifications, without usercertification_idCard.
    const codes = ['examine', 'examine_add', 'examine_view', 'usercertification', 'usercertification_edit'];
    const menus = await liveMenus(s, codes);
    expect(menus.map((m) => m.code).sort()).toEqual([...codes].sort());
    const roleId = await addRole(s, A, 'examiner');
    await grantRole(
      s,
      platform,
      roleId,
      menus.map((m) => String(m.id)),
    );
    await createUser(s, {
      tenantId: A,
      account: 'consumerexam',
      password: 'Consumer#2026',
      roleIds: [roleId],
      name: 'examiner',
    });
    const examiner = (await login(s, 'consumerexam', 'Consumer#2026', A)).access_token as string;
    const item = ok(
      await call(s, '/api/blade-system/examine/submit', {
        token: examiner,
        body: { title: '实名认证复核', sourceType: 'usercertification', sourceId: c.id },
      }),
    );
    const info = async (token: string) =>
      ok(await call(s, '/api/blade-system/examine/get-abnormal-info', { token, query: { id: item.id } }));
    expect((await info(examiner)).source).toMatchObject({ id: c.id, idCard: maskIdCard(whole) });
    expect((await info(admin)).source).toMatchObject({ id: c.id, idCard: whole });
    expect((await detail('usercertification', c.id, examiner)).idCard).toBe(maskIdCard(whole));
    expect(ok(await submit('usercertification', examiner, { id: c.id, realName: '赵六' }))).toMatchObject({
      realName: '赵六',
      idCard: maskIdCard(whole),
    });
    expect(await detail('usercertification', c.id)).toMatchObject({ realName: '赵六', idCard: whole });
  });
});

describe('consumer attachments (/api/consumer/consumerattach)', () => {
  it('files an app user attached, links checked, listed under the user', async () => {
    const u = await createAppUser(admin);
    expect((await submit('consumerattach', admin, { appUserId: u.id, name: '购票凭证' })).body.msg).toBe('请上传附件');
    expect(
      (await submit('consumerattach', admin, { appUserId: u.id, name: '购票凭证', files: 'javascript:alert(1)' })).body
        .success,
    ).toBe(false);
    const a = ok(
      await submit('consumerattach', admin, {
        appUserId: u.id,
        name: '购票凭证',
        files: '/api/blade-resource/oss/file/100001/2026/11/a.pdf',
      }),
    );
    expect((await page('consumerattach', { appUserId_equal: u.id })).records).toEqual([
      expect.objectContaining({ id: a.id, appUserName: '小王', name: '购票凭证' }),
    ]);
  });
});

describe('tenant isolation', () => {
  it('another tenant sees none of these rows and may name none of them', async () => {
    const number = phone();
    const u = await createAppUser(admin, { phone: number });
    const c = await createCertification(inspector.token, u.id);
    expect((await page('appuser', { phone: number }, platform)).records).toEqual([]);
    expect((await page('usercertification', { appUserId_equal: u.id }, platform)).records).toEqual([]);
    expect(ok(await call(s, `${BASES.appuser}/detail`, { token: platform, query: { id: u.id } }))).toBeNull();
    expect(ok(await call(s, `${BASES.usercertification}/detail`, { token: platform, query: { id: c.id } }))).toBeNull();
    expect((await act('usercertification', 'pass', platform, { id: c.id })).body).toMatchObject({
      success: false,
      msg: NOT_YOURS,
    });
    expect((await act('appuser', 'disable', platform, { id: u.id }, { disableReason: 'x' })).body).toMatchObject({
      success: false,
      msg: NOT_YOURS,
    });
    expect(
      (
        await submit('usercertification', platform, {
          appUserId: u.id,
          realName: '外人',
          idCard: idCard(),
          idCardFront: CARD_FRONT,
          idCardBack: CARD_BACK,
        })
      ).body,
    ).toMatchObject({ success: false, msg: '认证用户不存在' });
    expect(
      (await submit('consumerattach', platform, { appUserId: u.id, name: 'x', files: '/a.pdf' })).body,
    ).toMatchObject({ success: false, msg: '所属用户不存在' });
    expect((await submit('appuser', platform, { id: u.id, name: '改名' })).body.success).toBe(false);
    expect(
      (await call(s, `${BASES.appuser}/remove`, { method: 'POST', token: platform, query: { ids: u.id } })).body
        .success,
    ).toBe(false);
    expect(await detail('appuser', u.id)).toMatchObject({ name: '小王', accountStatus: 1 });
    expect((await detail('usercertification', c.id)).reviewStatus).toBe(0);
    // Phones are unique per tenant: the same number is another tenant's own app user.
    expect(ok(await submit('appuser', platform, { phone: number, name: '平台用户', userType: 1 })).phone).toBe(number);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { startFakeProviders, type FakeProviders } from '../api/sms-provider-fake';
import { confirmDialog, see, shot, useE2E, toast } from './browser';

/** 短信配置: a config enabled, a test message sent to a local provider, the send log shows it. */
describe('SMS: enable a config, send a test message, read the send log', () => {
  let fake: FakeProviders;
  let token: string;
  beforeAll(async () => {
    fake = await startFakeProviders();
  });
  afterAll(async () => {
    await fake?.close();
  });
  const e2e = useE2E();
  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
  });

  const rows = (page: Page) => page.getByTestId('list-toolbar').locator('xpath=..').locator('tbody tr');
  const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

  it('enables an Aliyun config, sends through the 发送测试 dialog, and 短信发送记录 shows it sent', async () => {
    fake.secrets.set('e2e-ak', 'e2e-secret-value');
    const created = await call(e2e.server, '/api/blade-resource/sms/submit', {
      token,
      body: {
        category: 3,
        smsCode: 'e2e-aliyun',
        templateId: 'SMS_42',
        accessKey: 'e2e-ak',
        secretKey: 'e2e-secret-value',
        signName: '文化市场',
        endpoint: fake.url,
      },
    });
    expect(created.body.success).toBe(true);

    const { page, context } = await e2e.signedInPage('/resource/sms');
    const config = row(page, 'e2e-aliyun');
    await see(config);
    await config.getByTestId('sms-enable').click();
    const ask = confirmDialog(page, '确定启用该短信配置');
    await see(ask);
    await ask.getByRole('button', { name: /确认|确定/ }).click();
    await see(config.getByTestId('sms-enabled'));
    await shot(page, 'sms-configs');

    await config.getByTestId('sms-send-test').click();
    const dialog = page.getByTestId('sms-send-dialog');
    await see(dialog);
    await page.getByTestId('sms-send-phones').fill('13700000001,1370000');
    await dialog.getByTestId('sms-send-confirm').click();
    await see(dialog.getByText('第2个手机号码(1370000): 手机号码长度不为11位'));
    await page.getByTestId('sms-send-phones').fill('13700000001');
    await page.getByTestId('sms-send-params').fill('{"code":"2468"}');
    await dialog.getByTestId('sms-send-confirm').click();
    await see(toast(page, '短信已提交发送'));

    await expect.poll(() => fake.received.filter((m) => m.account === 'e2e-ak').length, { timeout: 15_000 }).toBe(1);
    expect(fake.received.find((m) => m.account === 'e2e-ak')).toMatchObject({
      provider: 'aliyun',
      phone: '13700000001',
      params: { code: '2468' },
      signatureOk: true,
    });

    await page.goto(`${e2e.base}/resource/smslog`);
    const sent = row(page, '13700000001');
    await see(sent);
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: /刷新/ }).first().click();
          return sent.innerText();
        },
        { timeout: 15_000 },
      )
      .toContain('已发送');
    expect(await sent.innerText()).toContain('e2e-aliyun');
    await shot(page, 'sms-send-log');
    await context.close();
  });
});

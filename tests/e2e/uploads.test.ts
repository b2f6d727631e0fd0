import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { call, login } from '../api/harness';
import { HTML_BYTES, noisePng, PNG_1X1, pngOfSize, subjectBody } from '../api/files-fixtures';
import { confirmDialog, firstImageLoaded, gone, see, shot, useE2E, toast } from './browser';

const IMAGE_MESSAGE = '只能上传jpg/png文件，且不超过10M';

/**
 * Upload fields in the browser (docs/spec.md §5): a subject's photos are checked before sending, sent with a
 * progress bar, previewed, reordered and saved; the show page's gallery loads them through the file
 * cookie and opens a lightbox; an oss row is enabled from its 启用 button.
 */
describe('uploads: inputs with progress and previews, gallery and lightbox, oss enable', () => {
  const e2e = useE2E();
  let token: string;
  let subjectId: string;
  beforeAll(async () => {
    token = (await login(e2e.server)).access_token;
    const created = await call(e2e.server, '/api/subject/subject/submit', { token, body: subjectBody() });
    subjectId = created.body.data.id;
  });

  const detail = async () =>
    (await call(e2e.server, '/api/subject/subject/detail', { token, query: { id: subjectId } })).body.data;
  const chooser = (page: Page) => page.getByTestId('upload-file-photos');
  const thumbs = (page: Page) => page.getByTestId('upload-input-photos').getByTestId('upload-thumb');

  it('checks files before sending, shows the server refusal, the progress and the previews, and saves the order', async () => {
    const { page, context } = await e2e.signedInPage(`/subject/${subjectId}`);
    await see(page.getByTestId('upload-input-photos'));
    let putFiles = 0;
    page.on('request', (r) => {
      if (r.url().includes('/endpoint/put-file')) putFiles++;
    });

    // Too large: refused by the browser with the spec's message, nothing sent.
    await chooser(page).setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: pngOfSize(10 * 1024 * 1024 + 1),
    });
    await see(toast(page, IMAGE_MESSAGE));
    expect(putFiles).toBe(0);

    // A web page named x.png passes the browser's check; the server reads its bytes and refuses it.
    const refused = page.waitForResponse((r) => r.url().includes('/endpoint/put-file?resource=subject&field=photos'));
    await chooser(page).setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: HTML_BYTES });
    const answer = await refused;
    expect(await answer.json()).toEqual({ code: 400, success: false, data: null, msg: IMAGE_MESSAGE });
    await expect.poll(() => toast(page, IMAGE_MESSAGE).count()).toBeGreaterThan(0);
    await expect.poll(() => thumbs(page).count()).toBe(0);

    // Two pictures on a slow line: the progress bar shows while they go, then two thumbnails.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 400 * 1024,
    });
    await chooser(page).setInputFiles([
      { name: 'front.png', mimeType: 'image/png', buffer: noisePng(400, 400) },
      { name: 'side.png', mimeType: 'image/png', buffer: PNG_1X1 },
    ]);
    await see(page.getByTestId('upload-progress'));
    await shot(page, 'uploads-progress');
    expect(await page.getByTestId('upload-progress').first().innerText()).toMatch(/front\.png[\s\S]*上传中 \d+%/);
    await expect.poll(() => thumbs(page).count(), { timeout: 30_000 }).toBe(2);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    const order = async () =>
      thumbs(page).evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).getAttribute('src')));
    const [first, second] = await order();
    expect(first).toMatch(/^\/api\/blade-resource\/oss\/file\/000000\/\d{4}\/\d{2}\/[0-9a-f]{32}\.png$/);

    // The thumbnails load: the browser's file cookie opens the file route.
    await expect
      .poll(() =>
        thumbs(page)
          .first()
          .evaluate((img) => (img as HTMLImageElement).naturalWidth),
      )
      .toBeGreaterThan(0);

    await shot(page, 'uploads-previews');
    await page.getByTestId('upload-input-photos').getByTestId('upload-move-after').first().click();
    expect(await order()).toEqual([second, first]);
    await page.getByTestId('save-button').click();
    await see(toast(page, '更新成功'));
    await expect.poll(async () => (await detail()).photos).toBe(`${second},${first}`);
  });

  it('shows the photos as a gallery whose lightbox steps with the arrow keys and closes with Esc', async () => {
    const { page } = await e2e.signedInPage(`/subject/${subjectId}/show`);
    const gallery = page.getByTestId('gallery-thumb');
    await expect.poll(() => gallery.count()).toBe(2);
    await firstImageLoaded(gallery);
    await gallery.first().click();
    const box = page.getByTestId('lightbox');
    await see(box.getByTestId('lightbox-image'));
    await see(box.getByText('1 / 2'));
    await page.keyboard.press('ArrowRight');
    await see(box.getByText('2 / 2'));
    await shot(page, 'uploads-lightbox');
    const { photos } = await detail();
    expect(await box.getByTestId('lightbox-image').getAttribute('src')).toBe(photos.split(',')[1]);
    await page.keyboard.press('ArrowRight');
    await see(box.getByText('1 / 2'));
    await page.keyboard.press('Escape');
    await gone(box.getByTestId('lightbox-image'));
  });

  it('enables a storage configuration from its row, switching the enabled one off', async () => {
    const oss = (code: string) => ({
      category: 1,
      ossCode: code,
      endpoint: 'http://127.0.0.1:9',
      accessKey: 'ak',
      secretKey: 'sk',
      bucketName: 'b',
    });
    const one = (await call(e2e.server, '/api/blade-resource/oss/submit', { token, body: oss('store-one') })).body.data
      .id;
    await call(e2e.server, '/api/blade-resource/oss/submit', { token, body: oss('store-two') });
    await call(e2e.server, '/api/blade-resource/oss/enable', { token, method: 'POST', query: { id: one } });

    const { page } = await e2e.signedInPage('/oss');
    const row = (code: string) => page.locator('tbody tr').filter({ hasText: code });
    await see(row('store-two').getByTestId('oss-enable'));
    await see(row('store-one').getByTestId('oss-enabled'));
    await row('store-two').getByTestId('oss-enable').click();
    await confirmDialog(page, '确定启用该存储配置').getByRole('button', { name: '确定' }).click();
    await see(row('store-two').getByTestId('oss-enabled'));
    await shot(page, 'uploads-oss');
    await see(row('store-one').getByTestId('oss-enable'));
    const page1 = await call(e2e.server, '/api/blade-resource/oss/page', { token, query: { status_equal: 2 } });
    expect(page1.body.data.records.map((r: { ossCode: string }) => r.ossCode)).toEqual(['store-two']);
    // Leave the platform tenant's uploads on the local disk.
    await e2e.server.built.app.db.updateTable('blade_oss').set({ status: 1 }).execute();
  });
});

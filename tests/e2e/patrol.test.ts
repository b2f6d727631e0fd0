import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../api/harness';
import { subjectBody } from '../api/files-fixtures';
import { serveTestClip, type TestClip } from '../api/test-clip';
import { see, useE2E } from './browser';

/**
 * 远程巡查 in the browser: the patrol page lists the subject that has a camera; picking it
 * fills the wall, the tile starts the camera's live stream through the open API and hls.js plays it
 * (the video element's currentTime advances: frames are decoded); 回放 then plays what was recorded
 * while watching, its end being the moment of the search.
 * The camera is ffmpeg's test pattern served over HTTP.
 */
describe('remote patrol', () => {
  let tmp: string;
  let clip: TestClip | undefined;
  let clipUrl: string;
  let subjectId: string;
  let subjectName: string;

  // The camera's clip is served before the app starts and stopped after it closed (hooks run in
  // order, and after-hooks in reverse order).

  beforeAll(async () => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'patrol-e2e-'));
    clip = await serveTestClip(tmp, 40);
    clipUrl = clip.url;
  }, 120_000);
  afterAll(async () => {
    clip?.close();
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const e2e = useE2E();
  beforeAll(async () => {
    const token = (await login(e2e.server)).access_token;
    const api = async (p: string, body: Record<string, unknown>) => {
      const r = await call(e2e.server, p, { token, body });
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      return r.body.data;
    };
    const subject = await api('/api/subject/subject/submit', subjectBody());
    subjectId = String(subject.id);
    subjectName = String(subject.subjectName);
    await api('/api/subject/camera/submit', {
      subjectId,
      cameraName: '大厅摄像头',
      serialNo: `E2E${Date.now()}`,
      channelNo: 1,
      platform: 'gateway',
      streamUrl: clipUrl,
    });
  });

  it('picks a subject and the wall plays its camera', async () => {
    const { page } = await e2e.signedInPage('/patrol/index');
    const subject = page.getByTestId('patrol-subject').filter({ hasText: subjectName });
    await see(subject, 30_000);
    await subject.click();
    const video = page.getByTestId('video-tile-0').getByTestId('tile-video');
    await see(video);
    await page.waitForFunction(
      () => {
        const v = document.querySelector('[data-testid="video-tile-0"] video') as HTMLVideoElement | null;
        return !!v && v.currentTime > 1;
      },
      undefined,
      { timeout: 40_000 },
    );
    const before = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await page.waitForTimeout(1000);
    expect(await video.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(before);
    expect(await page.getByTestId('patrol-camera').filter({ hasText: '大厅摄像头' }).count()).toBe(1);

    // 回放: what was just watched, recorded after the page opened, is found with the end left as it
    // is ("up to now" at the moment of the search), and the tile plays it back.
    expect(await page.getByTestId('patrol-to').inputValue()).toBe('');
    await see(page.getByText('留空为当前时间'));
    await page.getByTestId('patrol-playback').click();
    await page.waitForFunction(
      () => {
        const v = document.querySelector(
          '[data-testid="video-tile-0"] video[data-mode="playback"]',
        ) as HTMLVideoElement | null;
        return !!v && v.currentTime > 1;
      },
      undefined,
      { timeout: 30_000 },
    );

    // The keyboard chooses a tile as a click does: each tile's toggle is named by its window and camera.
    const first = page.getByRole('button', { name: '窗口 1: 大厅摄像头' });
    const second = page.getByRole('button', { name: '窗口 2: 无视频' });
    expect(await first.getAttribute('aria-pressed')).toBe('true');
    await second.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => second.getAttribute('aria-pressed')).toBe('true');
    expect(await first.getAttribute('aria-pressed')).toBe('false');
  }, 90_000);
});

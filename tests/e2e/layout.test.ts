import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { login } from '../api/harness';
import { okCalls } from '../api/business-calls';
import { sheetRows } from '../api/xlsx';
import { tenantStaff } from '../api/tenant-staff';
import { atPath, gone, see, useE2E } from './browser';
import { allResources } from '../../resources/declarations';
import { businessMenus, usedGroups } from '../../server/db/business-menus';

/** The business menu groups the declarations fill, in their order (server/db/business-menus.ts seeds them). */
const groups = usedGroups(businessMenus(allResources));
const businessGroups = groups.filter((g) => g.top === 'business').map((g) => g.name);
const allGroups = groups.map((g) => g.name);
const SYSTEM = ['工作台', '系统管理', '权限管理', '系统监控'];

/** The signed-in shell (docs/spec.md §2 "Top bar", "Sidebar", "Tag tabs"): pages opened from the menu become tabs. */
describe('layout: sidebar menu, top menu and tabs', () => {
  const e2e = useE2E();

  const tabTexts = (page: Page) => page.getByTestId('tag-tab').allInnerTexts();
  const selectedTab = (page: Page) => page.locator('[data-testid="tag-tab"]:has([aria-current="page"])').innerText();
  const topLevelMenu = (page: Page) =>
    page.getByTestId('sidebar-menu').locator(':scope > [data-testid^="menu-item-"]').allInnerTexts();

  it('shows the logo, the greeting and the menu tree; menu pages open as tabs', async () => {
    const { page, context } = await e2e.signedInPage();
    await see(page.getByTestId('sidebar-logo'));
    expect(await page.getByTestId('sidebar-greeting').innerText()).toBe('您好，管理员');
    expect(await page.getByTestId('user-nick-name').innerText()).toBe('管理员');
    expect(await topLevelMenu(page)).toEqual([...SYSTEM, ...allGroups]);
    expect(await tabTexts(page)).toEqual(['控制台']);
    expect(await page.title()).toContain('控制台');

    // A branch unfolds; a leaf opens its page as a new, selected tab.
    await page.getByTestId('menu-item-system').click();
    await page.getByTestId('menu-item-param').click();
    await atPath(page, '/system/param');
    await see(page.getByTestId('list-toolbar'));
    expect(await tabTexts(page)).toEqual(['控制台', '参数管理']);
    expect(await selectedTab(page)).toBe('参数管理');
    expect(await page.getByTestId('menu-item-param').getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.title()).toContain('参数管理');

    // Three levels deep: 系统监控 / 日志管理 / 通用日志.
    await page.getByTestId('menu-item-monitor').click();
    await page.getByTestId('menu-item-log').click();
    await page.getByTestId('menu-item-log_usual').click();
    await atPath(page, '/monitor/log/usual');
    await expect.poll(() => tabTexts(page)).toEqual(['控制台', '参数管理', '通用日志']);
    expect(await selectedTab(page)).toBe('通用日志');

    // Opening a page that already has a tab selects it instead of adding another.
    await page.getByTestId('menu-item-param').click();
    await atPath(page, '/system/param');
    expect(await tabTexts(page)).toEqual(['控制台', '参数管理', '通用日志']);
    expect(await selectedTab(page)).toBe('参数管理');

    // A tab takes you to its page.
    await page.getByTestId('tag-tab').filter({ hasText: '控制台' }).click();
    await atPath(page, '/wel/dashboard');
    await see(page.getByTestId('dashboard-page'));

    // Closing the current tab moves to its neighbour; the console tab cannot be closed.
    await page.getByTestId('tag-tab').filter({ hasText: '通用日志' }).click();
    await atPath(page, '/monitor/log/usual');
    await page.getByRole('button', { name: '关闭 通用日志' }).click();
    await atPath(page, '/system/param');
    expect(await tabTexts(page)).toEqual(['控制台', '参数管理']);
    expect(await page.getByTestId('tag-tab').filter({ hasText: '控制台' }).getByTestId('tag-close').count()).toBe(0);
    await context.close();
  });

  it('the collapse toggle folds the sidebar to icons and back', async () => {
    const { page, context } = await e2e.signedInPage();
    const sidebar = page.getByTestId('sidebar');
    expect(await sidebar.getAttribute('data-collapsed')).toBe('false');
    const wide = (await sidebar.boundingBox())!.width;

    await page.getByTestId('collapse-toggle').click();
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('true');
    await gone(page.getByTestId('sidebar-greeting'));
    await expect.poll(async () => (await sidebar.boundingBox())!.width).toBeLessThan(wide / 2);

    await page.getByTestId('collapse-toggle').click();
    await expect.poll(() => sidebar.getAttribute('data-collapsed')).toBe('false');
    await see(page.getByTestId('sidebar-greeting'));
    await context.close();
  });

  it('a top menu narrows the sidebar to its menus; 首页 shows them all again', async () => {
    const { page, context } = await e2e.signedInPage();
    const top = page.getByTestId('top-menu');
    expect(await top.getByRole('tab').allInnerTexts()).toEqual([
      '首页',
      '工作台',
      '系统管理',
      '业务监管',
      '统计分析',
      '平台服务',
    ]);

    await page.getByTestId('top-menu-system').click();
    await expect.poll(() => topLevelMenu(page)).toEqual(['系统管理', '权限管理', '系统监控']);
    expect(await page.getByTestId('top-menu-system').getAttribute('aria-selected')).toBe('true');

    await page.getByTestId('top-menu-desk').click();
    await expect.poll(() => topLevelMenu(page)).toEqual(['工作台']);

    // The business top menu opens the business groups the declarations use (seeded by the seed steps).
    await page.getByTestId('top-menu-business').click();
    await expect.poll(() => topLevelMenu(page)).toEqual(businessGroups);
    expect(businessGroups.slice(0, 5)).toEqual(['经营主体', '企业自查', '双随机', '执法检查', '督办整改']);

    await page.getByTestId('top-menu-home').click();
    await atPath(page, '/wel/index');
    await see(page.getByTestId('welcome-page'));
    await expect.poll(() => topLevelMenu(page)).toEqual([...SYSTEM, ...allGroups]);
    await context.close();
  });

  it('the notice popover lists the demo mail, messages and notices', async () => {
    const { page, context } = await e2e.signedInPage();
    await page.getByTestId('notice-button').click();
    const popover = page.getByTestId('notice-popover');
    await see(popover);
    const tabs = await popover.getByRole('tab').allInnerTexts();
    expect(tabs.join(' ')).toMatch(/邮件\(1\).*消息\(2\).*通知/);
    await page.keyboard.press('Escape');
    await gone(popover);
    await context.close();
  });

  it('at 1400×900 the 操作 column of a wide list stays on screen, opaque over the scrolled columns, in light and dark', async () => {
    // One record on each of the four widest business lists: a subject, an abnormal inspection of it, an
    // on-site inspection, and the warning an abnormal self-report raises.
    const token = (await login(e2e.server)).access_token;
    const calls = okCalls(() => e2e.server);
    const enforcerId = await (await tenantStaff(e2e.server, '000000')).create('layoutenf', 'enforcer', null, '钱执法');
    const subjectId = await calls.addSubject(token, '宽表测试歌厅');
    await calls.inspect(token, subjectId, enforcerId, true);
    await calls.ok('/api/enforcer/onsiteinspect/submit', token, {
      subjectId,
      enforcerIds: enforcerId,
      content: '检查营业场所',
    });
    const checkpointId = (
      await calls.ok('/api/subject/checkpoint/submit', token, {
        checkpointName: '安全出口检查',
        marketType: 1,
        reportFrequency: 3,
      })
    ).id;
    await calls.ok('/api/subject/subjectcheckpoint/submit', token, { subjectId, checkpointId });
    await calls.ok('/api/subject/reportcheck/submit', token, {
      subjectId,
      checkpointId,
      periodStart: '2026-01-01',
      isAb: 1,
      reporterName: '王店长',
    });

    const { page, context } = await e2e.signedInPage();
    expect(page.viewportSize()).toEqual({ width: 1400, height: 900 });
    // Each list, and where its 查看 leads (a subject's is its one-household page).
    const lists: [string, string, RegExp][] = [
      ['/subject/subject', '经营主体', /^\/busdetail\/\d+$/],
      ['/enforce/inspect', '巡检记录', /^\/enforce\/inspect\/\d+\/show$/],
      ['/report/reportcheckwarn', '上报预警', /^\/report\/reportcheckwarn\/\d+\/show$/],
      ['/enforce/onsiteinspect', '现场检查', /^\/enforce\/onsiteinspect\/\d+\/show$/],
    ];
    for (const [path, title, shown] of lists) {
      await page.goto(`${e2e.base}${path}`);
      const row = page.locator('.RaDataTable-tbody tr').first();
      await see(row.getByTestId('row-show'));
      expect(await page.locator('.RaDataTable-headerCell').last().innerText(), title).toBe('操作');
      // Every button of the first row's 操作 cell lies inside the window, and is what a pointer there
      // meets (not a cell scrolled over it), with nothing scrolled sideways.
      const buttons = row.locator('td').last().locator('a, button');
      expect(await buttons.count(), title).toBeGreaterThan(0);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        expect(box.x, title).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, title).toBeLessThanOrEqual(1400);
        expect(box.y + box.height, title).toBeLessThanOrEqual(900);
        const hit = await button.evaluate(
          (el, [x, y]) => el.contains(document.elementFromPoint(x, y)),
          [box.x + box.width / 2, box.y + box.height / 2],
        );
        expect(hit, title).toBe(true);
      }
      expect(await page.evaluate(() => document.getElementById('main-content')!.scrollLeft)).toBe(0);
      // The view button, clicked where it is on screen, opens the record.
      const view = (await row.getByTestId('row-show').boundingBox())!;
      await page.mouse.click(view.x + view.width / 2, view.y + view.height / 2);
      await atPath(page, shown);
    }

    // Scrolled sideways to its end, the subjects' table (narrowed by the market type tree) keeps the 操作
    // cell where it was, over the other columns, and opaque, so they do not show through, in both themes.
    await page.goto(`${e2e.base}/subject/subject`);
    const actions = page.locator('.RaDataTable-tbody tr').first().locator('td').last();
    await see(actions.getByTestId('row-show'));
    const before = (await actions.boundingBox())!;
    const scrolled = await page
      .locator('.RaDataTable-tableWrapper')
      .evaluate((el) => ((el.scrollLeft = el.scrollWidth), el.scrollLeft));
    expect(scrolled).toBeGreaterThan(0);
    const after = (await actions.boundingBox())!;
    expect(after.x + after.width).toBeCloseTo(before.x + before.width, 0);
    const background = () => actions.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgb(255, 255, 255)');
    await page.getByTestId('theme-picker-button').click();
    await page.getByTestId('theme-dark').click();
    await page.keyboard.press('Escape');
    await expect.poll(background).toBe('rgb(29, 30, 38)');
    await context.close();
  });

  it('导出 on the lists of inspections and findings downloads an Excel file headed by their Chinese column titles', async () => {
    const { page, context } = await e2e.signedInPage();
    // Each list and the column titles heading its file; a finding's handling columns close every one.
    const handling = ['处理状态', '处理结果', '处理人', '处理时间', '督办意见', '办结人', '办结时间'];
    const owner = ['所属部门', '所属区域', '创建时间'];
    const lists: [string, string, string[]][] = [
      [
        '/enforce/inspect',
        '巡检记录',
        [
          '巡检编号',
          '经营主体',
          '巡检结果',
          '整改止期',
          '巡检内容',
          '检查人',
          '巡检时间',
          '巡检方式',
          '摄像头',
          ...owner,
        ],
      ],
      [
        '/enforce/inspectabnormal',
        '巡检异常',
        ['经营主体', '巡检记录', '异常描述', '发现时间', '整改期限', ...handling, ...owner],
      ],
      [
        '/enforce/onsiteinspectabnormal',
        '现场检查异常',
        ['经营主体', '现场检查', '异常描述', '发现时间', '整改止期', ...handling, ...owner],
      ],
      [
        '/camera/cameraabnormal',
        '摄像头异常',
        [
          '经营主体',
          '摄像头',
          '事件类型',
          '发生时间',
          '事件描述',
          '审核状态',
          '驳回原因',
          '审核人',
          '审核时间',
          '整改期限',
          ...handling,
          ...owner,
        ],
      ],
      [
        '/supervise/invalidsongabnormal',
        '违规曲目异常',
        ['经营主体', '歌曲名称', '演唱者', '上报曲目', '禁播曲目', '发现时间', '整改期限', ...handling, ...owner],
      ],
    ];
    for (const [path, title, header] of lists) {
      await page.goto(`${e2e.base}${path}`);
      const exportButton = page.getByTestId('list-toolbar').getByTestId('list-export');
      await see(exportButton);
      expect(await exportButton.count(), title).toBe(1);
      expect(await exportButton.innerText(), title).toBe('导出');
      const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^${title}-\\d{14}\\.xlsx$`));
      const rows = await sheetRows(fs.readFileSync((await download.path())!));
      expect(rows[0], title).toEqual(header);
    }
    // Lists with buttons of their own in the toolbar show 导出 once too.
    for (const path of ['/subject/fireEquip', '/enforce/transfer', '/enforce/enforcementsheet']) {
      await page.goto(`${e2e.base}${path}`);
      await see(page.getByTestId('list-export'));
      expect(await page.getByTestId('list-export').count(), path).toBe(1);
    }
    await context.close();
  });
});

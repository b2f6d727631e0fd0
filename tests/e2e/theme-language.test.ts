import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { login } from '../api/harness';
import { okCalls } from '../api/business-calls';
import { gone, see, toast, useE2E } from './browser';

/**
 * Ten business screens and four system ones (users, roles, departments, parameters), as their menus
 * open them, whose chrome must speak one language at a time. `/flow/work` (我的事务) is checked in
 * Chinese too: its pager was MUI's English.
 */
const SCREENS = [
  '/subject/subject',
  '/subject/employee',
  '/enforce/inspect',
  '/enforce/onsiteinspect',
  '/enforce/transfer',
  '/consumer/complaint',
  '/consumer/evaluation',
  '/supervise/notice',
  '/supervise/correct',
  '/report/reportcheck',
  '/system/user',
  '/authority/role',
  '/system/dept',
  '/system/param',
];

/**
 * Words of the Chinese screens that stay as they are: names of things, not English sentences (jpg and
 * png are in the spec's upload hint 只能上传jpg/png文件，且不超过10M).
 */
const ALLOWED_WORDS = new Set(['IP', 'ID', 'URL', 'Excel', 'NFC', 'AI', 'QR', 'KTV', 'APP', 'WEB', 'jpg', 'png']);

/**
 * The chrome of the page: the sidebar's menu, the top menu, the tabs, the window title, and in the page
 * the headings, column titles, buttons, tabs, field labels, validation messages and pager. Record
 * values (table cells, what users typed, the signed-in user's name in the greeting) are data in the
 * language they were written in, and are not read: a table's body is left out.
 */
async function chromeTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selectors = [
      '[data-testid=sidebar-menu]',
      '[data-testid=top-menu]',
      '[data-testid=tag-tab]',
      'main h1, main h2, main h3, main h4, main h5, main h6',
      'main thead',
      'main button',
      'main [role=tab]',
      'main label',
      'main .MuiFormHelperText-root',
      'main .MuiTablePagination-root',
    ];
    const texts = selectors.flatMap((selector) =>
      [...document.querySelectorAll<HTMLElement>(selector)]
        .filter((el) => el.offsetParent !== null)
        .map((el) => el.innerText.trim()),
    );
    return [document.title, ...texts].filter((text) => text !== '');
  });
}

const CJK = /[\u3000-\u303f\u3400-\u9fff\uff00-\uffef]/;
/** What each screen shows that is not in English (a Chinese character or punctuation). */
const notEnglish = (texts: string[]) => texts.filter((text) => CJK.test(text));
/** English words a Chinese screen shows beside the allowed names. */
const englishWords = (texts: string[]) =>
  texts.flatMap((text) => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !ALLOWED_WORDS.has(word)));

/** Opens a screen from the address as a person's menu click does, and waits for its list or table. */
/** Opens the language menu, where `from` (the current language) is disabled and `to` is not, and picks `to`. */
async function switchLanguage(page: Page, from: 'zh' | 'en', to: 'zh' | 'en') {
  await page.getByTestId('language-button').click();
  expect(await page.getByTestId(`language-${from}`).getAttribute('aria-disabled')).toBe('true');
  expect(await page.getByTestId(`language-${to}`).getAttribute('aria-disabled')).toBeNull();
  await page.getByTestId(`language-${to}`).click();
}

async function openScreen(page: Page, base: string, path: string) {
  await page.goto(`${base}${path}`);
  await see(page.locator('main .RaList-main, main table').first(), 30_000);
  await see(page.getByTestId('tag-tab').last());
}

/** Looks and language (docs/spec.md §2 "Themes", colour picker, language switcher; §9 defaults). */
describe('theme, colour and language', () => {
  const e2e = useE2E();

  const background = (locator: Locator) => locator.evaluate((el) => getComputedStyle(el).backgroundColor);
  /** What the person sees: page, sidebar and top bar colours. */
  const colours = async (page: Page) => ({
    page: await page.evaluate(() => getComputedStyle(document.body).backgroundColor),
    sidebar: await background(page.getByTestId('sidebar').locator(':scope > div')),
    topBar: await background(page.getByTestId('top-bar')),
  });

  it('a theme changes the page’s colours at once and is still there after a reload', async () => {
    const { page, context } = await e2e.signedInPage();
    const before = await colours(page);
    expect(before).toEqual({ page: 'rgb(240, 242, 245)', sidebar: 'rgb(32, 34, 42)', topBar: 'rgb(255, 255, 255)' });

    await page.getByTestId('theme-picker-button').click();
    const dialog = page.getByRole('dialog', { name: '选择主题' });
    await see(dialog);
    expect(await dialog.getByRole('radio').count()).toBe(11);
    expect(await page.getByTestId('theme-default').getAttribute('aria-checked')).toBe('true');

    await page.getByTestId('theme-dark').click();
    await expect
      .poll(() => colours(page))
      .toEqual({ page: 'rgb(16, 17, 23)', sidebar: 'rgb(25, 26, 35)', topBar: 'rgb(31, 32, 41)' });
    expect(await page.getByTestId('theme-dark').getAttribute('aria-checked')).toBe('true');
    expect(await page.getByTestId('theme-default').getAttribute('aria-checked')).toBe('false');

    await page.getByTestId('theme-lte').click();
    await expect
      .poll(() => colours(page))
      .toEqual({ page: 'rgb(236, 240, 245)', sidebar: 'rgb(34, 45, 50)', topBar: 'rgb(46, 109, 146)' });
    await page.keyboard.press('Escape');
    await gone(dialog);

    await page.reload();
    await see(page.getByTestId('sidebar-menu'));
    expect(await colours(page)).toEqual({
      page: 'rgb(236, 240, 245)',
      sidebar: 'rgb(34, 45, 50)',
      topBar: 'rgb(46, 109, 146)',
    });
    await context.close();
  });

  // The picked colour is darkened as far as text needs to read on the page (#409EFF → #2968a9, #f5222d → #c31922).
  it('the colour picker recolours the primary buttons and the selected menu item', async () => {
    const { page, context } = await e2e.signedInPage('/param');
    const create = page.getByTestId('create-button');
    const active = page.getByTestId('menu-item-param');
    await see(create);
    expect(await background(create)).toBe('rgb(41, 104, 169)');
    expect(await background(active)).toBe('rgb(41, 104, 169)');

    await page.getByTestId('color-picker-button').click();
    await see(page.getByTestId('color-picker'));
    expect(await page.getByTestId('color-input').inputValue()).toBe('#409EFF');
    await page.getByTestId('color-input').fill('#f5222d');
    await expect.poll(() => background(create)).toBe('rgb(195, 25, 34)');
    expect(await background(active)).toBe('rgb(195, 25, 34)');
    // Half a colour does nothing.
    await page.getByTestId('color-input').fill('#12');
    expect(await background(create)).toBe('rgb(195, 25, 34)');
    await page.keyboard.press('Escape');

    await page.reload();
    await see(create);
    expect(await background(create)).toBe('rgb(195, 25, 34)');
    await context.close();
  });

  it('switches zh ↔ en (the current language disabled), the labels follow and the choice survives a reload', async () => {
    const { page, context } = await e2e.signedInPage();
    expect(await page.getByTestId('sidebar-greeting').innerText()).toBe('您好，管理员');
    expect(await page.getByTestId('tag-tab').allInnerTexts()).toEqual(['控制台']);

    await switchLanguage(page, 'zh', 'en');

    await expect.poll(() => page.getByTestId('sidebar-greeting').innerText()).toBe('Hello, 管理员');
    expect(await page.getByTestId('tag-tab').allInnerTexts()).toEqual(['Dashboard']);
    expect(await page.getByTestId('top-menu-home').innerText()).toBe('Home');
    await expect.poll(() => page.title()).toBe('Dashboard-Cultural Market Supervision');

    await page.reload();
    await see(page.getByTestId('sidebar-greeting'));
    expect(await page.getByTestId('sidebar-greeting').innerText()).toBe('Hello, 管理员');
    expect(await page.getByTestId('tag-tab').allInnerTexts()).toEqual(['Dashboard']);

    await switchLanguage(page, 'en', 'zh');
    await expect.poll(() => page.getByTestId('sidebar-greeting').innerText()).toBe('您好，管理员');
    expect(await page.getByTestId('tag-tab').allInnerTexts()).toEqual(['控制台']);
    await expect.poll(() => page.title()).toBe('控制台-文化市场监管后台');
    await context.close();
  });

  it('speaks one language at a time: no Chinese in English on fourteen screens, no English words in Chinese', async () => {
    // A subject, so that its list shows its column titles, its state and its market type (a dictionary).
    const admin = await login(e2e.server);
    await okCalls(() => e2e.server).addSubject(admin.access_token, '语言测试歌舞厅');
    const { page, context } = await e2e.signedInPage();
    const subjectRow = () => page.locator('main tbody tr', { hasText: '语言测试歌舞厅' }).innerText();
    const setLanguage = async (language: 'zh' | 'en') => {
      await page.getByTestId('language-button').click();
      await page.getByTestId(`language-${language}`).click();
      await expect.poll(() => page.getByTestId('top-menu-home').innerText()).toBe(language === 'en' ? 'Home' : '首页');
    };

    await setLanguage('en');
    // The seeded menus carry their English names: the sidebar, the top menu and the tab follow them.
    await openScreen(page, e2e.base, '/subject/employee');
    await expect.poll(() => page.title()).toBe('Employees-Cultural Market Supervision');
    expect(await page.getByTestId('top-menu').innerText()).toContain('Supervision');
    // A declared validation message, in English from the same declaration.
    await page.goto(`${e2e.base}/subject/employee/create`);
    await page.getByTestId('save-button').click();
    await see(page.getByText('Please select subject'));
    expect.soft(notEnglish(await chromeTexts(page))).toEqual([]);
    // A dictionary-backed choice: 性别 offers its entries' English names.
    await page.getByRole('combobox', { name: 'Sex' }).click();
    const options = await page.getByRole('option').allInnerTexts();
    expect(options.map((o) => o.trim()).filter(Boolean)).toEqual(['Male', 'Female', 'Unknown']);
    await page.keyboard.press('Escape');
    for (const path of SCREENS) {
      await openScreen(page, e2e.base, path);
      expect.soft({ path, chinese: notEnglish(await chromeTexts(page)) }).toEqual({ path, chinese: [] });
    }
    // The system declarations' own English (react-admin's spelt-out names would read Name, User type, Dept):
    // the user list's columns, and a declared message of the user form.
    await openScreen(page, e2e.base, '/system/user');
    const userColumns = await page.locator('main thead').innerText();
    for (const column of ['Account', 'Nickname', 'Real name', 'Platform', 'Department'])
      expect(userColumns).toContain(column);
    await page.goto(`${e2e.base}/system/user/create`);
    await page.getByTestId('save-button').click();
    await see(page.getByText('Please enter nickname'));
    expect.soft(notEnglish(await chromeTexts(page))).toEqual([]);
    // The subject's state (营业中) and its market type (歌舞娱乐场所, a business dictionary) read in English.
    await openScreen(page, e2e.base, '/subject/subject');
    await expect.poll(subjectRow).toContain('Open');
    expect(await subjectRow()).toContain('Karaoke and dance venue');
    expect(await page.locator('main thead').innerText()).toContain('Market type');

    await setLanguage('zh');
    await page.goto(`${e2e.base}/subject/employee/create`);
    await page.getByTestId('save-button').click();
    await see(page.getByText('请选择经营主体'));
    // react-admin's toast of an invalid form, in Chinese punctuation.
    await see(toast(page, '表单输入无效，请检查错误提示'));
    expect.soft(englishWords(await chromeTexts(page))).toEqual([]);
    for (const path of SCREENS) {
      await openScreen(page, e2e.base, path);
      expect.soft({ path, english: englishWords(await chromeTexts(page)) }).toEqual({ path, english: [] });
    }
    await openScreen(page, e2e.base, '/subject/subject');
    await expect.poll(subjectRow).toContain('营业中');
    expect(await subjectRow()).toContain('歌舞娱乐场所');
    // 预警看板: its days read 2026-11-01 whatever the browser's locale (the picker's input holds the text
    // it shows), and its pager is Chinese.
    await openScreen(page, e2e.base, '/report/reportcheckwarn');
    await page.getByTestId('warn-board').click();
    const board = page.getByRole('dialog');
    await see(board.getByTestId('warn-tab-subject'));
    expect(await board.getByTestId('warn-sDate').inputValue()).toMatch(/^20\d\d-[01]\d-01$/);
    await board.getByTestId('warn-tab-subject').click();
    const boardPager = board.locator('.MuiTablePagination-root');
    await expect.poll(() => boardPager.innerText()).toContain('0-0，共 0 条');
    expect(await boardPager.innerText()).toContain('每页条数:');
    await page.keyboard.press('Escape');
    await gone(board);
    await openScreen(page, e2e.base, '/flow/work');
    expect(await page.locator('main .MuiTablePagination-root').innerText()).toContain('0-0，共 0 条');
    expect.soft(englishWords(await chromeTexts(page))).toEqual([]);
    await context.close();
  });

  it('the login page speaks the chosen language too', async () => {
    const { page, context } = await e2e.newPage();
    await page.goto(`${e2e.base}/login`);
    await see(page.getByTestId('login-form'));
    expect(await page.getByTestId('login-submit').innerText()).toBe('登录');
    await page.evaluate(() =>
      localStorage.setItem(
        'saber-language',
        JSON.stringify({ dataType: 'string', content: 'en', datetime: Date.now() }),
      ),
    );
    await page.reload();
    await see(page.getByTestId('login-form'));
    expect(await page.getByTestId('login-submit').innerText()).toBe('Sign in');
    expect(await page.title()).toBe('Sign in-Cultural Market Supervision');
    await context.close();
  });
});

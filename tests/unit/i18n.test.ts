import { beforeEach, describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { createI18nProvider, loadScreenMessages, prepareLocale } from '../../i18n';
import { enMessages } from '../../i18n/en';
import { zhMessages } from '../../i18n/zh';
import { screensZh } from '../../i18n/screens.zh';
import { getStore, setStore } from '../../authProvider/session';
import param from '../../resources/system/param/schema';

type Tree = { [key: string]: string | Tree };

/** Every leaf of a message tree as [dotted key, text]. */
const leaves = (tree: Tree, prefix = ''): Array<[string, string]> =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : leaves(value, `${prefix}${key}.`),
  );

const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

/** Placeholders of each plural form, so "one |||| many" texts are compared form by form. */
const placeholdersByForm = (text: string) => text.split('||||').map((form) => (form.match(/%\{\w+\}/g) ?? []).sort());

describe('Chinese messages', () => {
  const englishKeys = leaves(englishMessages as Tree);

  it('cover react-admin 5 (sanity: the walk found its keys)', () => {
    expect(englishKeys.length).toBeGreaterThan(150);
  });

  it.each(englishKeys)('%s exists in Chinese with the same placeholders and plural forms', (key, english) => {
    const chinese = lookup(zhMessages as Tree, key);
    expect(typeof chinese, key).toBe('string');
    if (english.trim()) expect((chinese as string).trim(), key).not.toBe('');
    expect(placeholdersByForm(chinese as string), key).toEqual(placeholdersByForm(english));
  });

  it('app keys are the same in both languages, with the same placeholders', () => {
    // Chinese in two parts: the shell's (bundled) and the signed-in screens' (loaded with the layout).
    const zhApp = leaves({ ...(zhMessages.app as Tree), ...(screensZh as Tree) });
    const enApp = new Map(leaves(enMessages.app as Tree));
    expect(Object.keys(screensZh).filter((key) => key in (zhMessages.app as Tree))).toEqual([]);
    expect(zhApp.map(([key]) => key).sort()).toEqual([...enApp.keys()].sort());
    for (const [key, text] of zhApp) {
      expect(placeholdersByForm(text).flat().sort(), key).toEqual(
        placeholdersByForm(enApp.get(key) as string)
          .flat()
          .sort(),
      );
    }
  });

  it('carries the layout texts of the spec word for word', () => {
    const texts = leaves({ ...(zhMessages.app as Tree), ...(screensZh as Tree) }).map(([, text]) => text);
    for (const text of [
      '菜单搜索',
      '锁屏',
      '清除缓存',
      '关闭其他',
      '关闭全部',
      '个人信息',
      '退出登录',
      '锁屏密码不能为空',
      '是否需要清除缓存?',
      '清除完毕',
      '确定上传本地日志到服务器?',
      '发送成功!',
      '确定清空本地日志记录?',
      '清空成功!',
      '新增成功',
      '更新成功',
      '删除成功',
      '确定将选择数据删除?',
      '请选择至少一条数据',
      '账号注册',
    ]) {
      expect(texts, text).toContain(text);
    }
  });

  it('labels declared resources from their declaration once the shell loads them', async () => {
    // The login page's Chinese carries no resource labels: they come with the declarations.
    expect(zhMessages.resources).toBeUndefined();
    const i18n = createI18nProvider();
    await loadScreenMessages(i18n);
    expect(i18n.translate('resources.param.name')).toBe(param.label);
    for (const field of param.fields) expect(i18n.translate(`resources.param.fields.${field.name}`)).toBe(field.label);
    expect(i18n.translate('resources.param.fields.createTime')).toBe('创建时间');
    const english = enMessages.resources as Tree;
    for (const key of Object.keys(lookup(english, 'param.fields') as Tree)) {
      expect(i18n.translate(`resources.param.fields.${key}`), key).not.toBe(`resources.param.fields.${key}`);
    }
  });
});

describe('i18nProvider', () => {
  beforeEach(() => localStorage.clear());

  it('starts in Chinese and offers 中文 and English', () => {
    const i18n = createI18nProvider();
    expect(i18n.getLocale()).toBe('zh');
    expect(i18n.getLocales?.()).toEqual([
      { locale: 'zh', name: '中文' },
      { locale: 'en', name: 'English' },
    ]);
    expect(i18n.translate('app.shortTitle')).toBe('文化市场监管');
  });

  it("adds the signed-in screens' Chinese texts when the shell loads", async () => {
    const i18n = createI18nProvider();
    await loadScreenMessages(i18n);
    expect(i18n.translate('app.tags.closeAll')).toBe('关闭全部');
    expect(i18n.translate('app.shortTitle')).toBe('文化市场监管');
  });

  it('starts in the stored language once its messages are loaded', async () => {
    setStore({ name: 'language', content: 'en' });
    await prepareLocale();
    expect(createI18nProvider().getLocale()).toBe('en');
    setStore({ name: 'language', content: 'fr' });
    expect(createI18nProvider().getLocale()).toBe('zh');
  });

  it('changeLocale switches and saves the locale', async () => {
    const i18n = createI18nProvider();
    await i18n.changeLocale('en');
    expect(i18n.getLocale()).toBe('en');
    expect(i18n.translate('app.tags.closeAll')).toBe('Close all');
    expect(getStore({ name: 'language' })).toBe('en');
  });

  it('picks the Chinese plural form by count, like English', async () => {
    const i18n = createI18nProvider();
    expect(i18n.translate('ra.notification.deleted', { smart_count: 1 })).toBe('已删除');
    expect(i18n.translate('ra.notification.deleted', { smart_count: 3 })).toBe('已删除 3 项');
    expect(i18n.translate('ra.action.bulk_actions', { smart_count: 2 })).toBe('已选中 2 项');
    expect(i18n.translate('ra.page.edit', { name: '参数管理', recordRepresentation: '#1' })).toBe('参数管理 #1');
    await i18n.changeLocale('en');
    expect(i18n.translate('ra.notification.deleted', { smart_count: 3 })).toBe('3 elements deleted');
  });
});

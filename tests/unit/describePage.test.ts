import { describe, expect, it } from 'vitest';
import { describePage } from '../../src/layout/tags/describePage';
import type { MenuLeaf } from '../../src/layout/menu/menuModel';

const translate = (key: string, options?: Record<string, unknown>) => String(options?._ ?? key);
const leaf = (label: string, to: string): MenuLeaf => ({
  node: { id: to, label, path: to, to, meta: {}, children: [] },
  trail: [],
});

describe('the tab of a page opened from the menu', () => {
  it('keeps our translation key when the menu names our route as we do (the console follows the language)', () => {
    const tag = describePage('/wel/dashboard', '', [leaf('控制台', '/wel/dashboard')], translate);
    expect(tag.label).toBe('控制台');
    expect(tag.meta.i18n).toBe('app.route.dashboard');
  });
  it('keeps the menu’s own name, untranslated, when the menu names the route otherwise', () => {
    const tag = describePage('/wel/index', '', [leaf('TEAM欢迎页', '/wel/index')], translate);
    expect(tag.label).toBe('TEAM欢迎页');
    expect(tag.meta.i18n).toBeUndefined();
  });
  it('a menu item’s own i18n key wins over ours', () => {
    const item = leaf('控制台', '/wel/dashboard');
    item.node.meta = { i18n: 'menu.console' };
    expect(describePage('/wel/dashboard', '', [item], translate).meta.i18n).toBe('menu.console');
  });
});

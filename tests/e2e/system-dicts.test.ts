import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { atPath, confirmDialog, gone, see, shot, signIn, useE2E, toast } from './browser';

/**
 * Spec §2 dictionary management: a dictionary and its entries are managed in /dict-horizontal/index
 * (lists side by side) and seen in /dict-vertical/index (one above the other); docs/spec.md §5's messages;
 * a sealed entry refuses removal with the server's message; an entry is removed.
 */

const e2e = useE2E();

const CODE = `e2e_dict_${Date.now().toString(36).slice(-4)}`;

const parentRow = (page: Page) => page.getByTestId('dict-parent-row').filter({ hasText: CODE });
const childRow = (page: Page, name: string) => page.getByTestId('dict-child-row').filter({ hasText: name });

/** Narrows the parent list to our dictionary and picks it. */
async function pickDictionary(page: Page, by: 'mouse' | 'keyboard' = 'mouse') {
  await page.getByTestId('dict-search-code').fill(CODE);
  await page.getByTestId('dict-search-code').press('Enter');
  await see(parentRow(page));
  if (by === 'mouse') await parentRow(page).click();
  else {
    // The row's 字典配置 button does what a click on the row does, and says whether it is the one shown.
    const items = parentRow(page).getByRole('button', { name: '字典配置' });
    expect(await items.getAttribute('aria-pressed')).toBe('false');
    await items.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => items.getAttribute('aria-pressed')).toBe('true');
  }
  await see(page.getByTestId('dict-child-list').getByText(`(${CODE})`));
}

/** Sets the 封存 select of a dialog. */
async function chooseSealed(dialog: Locator, answer: '是' | '否') {
  await dialog.getByRole('combobox', { name: '封存' }).click();
  await dialog.page().getByRole('option', { name: answer, exact: true }).click();
}

const box = async (locator: Locator) => {
  const b = await locator.boundingBox();
  if (!b) throw new Error('not on screen');
  return b;
};

describe('dictionary management pages (docs/spec.md §2)', () => {
  it('manages a dictionary in both layouts; sealed entries stay', async () => {
    const { page } = await e2e.newPage();
    await signIn(page, e2e.base);

    // The sidebar opens the horizontal page.
    await page.getByTestId('menu-item-system').click();
    await page.getByTestId('menu-item-dict_horizontal').click();
    await atPath(page, '/dict-horizontal/index');
    const parents = page.getByTestId('dict-parent-list');
    const children = page.getByTestId('dict-child-list');
    await see(parents.getByText('menu_category'));
    const [p, c] = [await box(parents), await box(children)];
    expect(c.x).toBeGreaterThan(p.x + p.width - 1);

    // A new dictionary: the declaration's messages first, then saved.
    await page.getByTestId('dict-parent-add').click();
    const parentDialog = page.getByTestId('dict-parent-dialog');
    await parentDialog.getByLabel('字典排序').fill('');
    await parentDialog.getByTestId('dialog-submit').click();
    for (const message of ['请输入字典编号', '请输入字典名称', '请输入字典排序'])
      await see(parentDialog.getByText(message));
    await parentDialog.getByLabel('字典编号').fill(CODE);
    await parentDialog.getByLabel('字典名称').fill('端到端字典');
    await parentDialog.getByLabel('字典排序').fill('50');
    await parentDialog.getByTestId('dialog-submit').click();
    await see(toast(page, '新增成功'));
    await gone(parentDialog);
    await pickDictionary(page, 'keyboard');

    // An entry: its key value is required in the child list.
    await page.getByTestId('dict-child-add').click();
    const childDialog = page.getByTestId('dict-child-dialog');
    await childDialog.getByTestId('dialog-submit').click();
    await see(childDialog.getByText('请输入字典键值'));
    await see(childDialog.getByText('请输入字典名称'));
    expect(await childDialog.getByLabel('字典编号').inputValue()).toBe(CODE);
    await childDialog.getByLabel('字典键值').fill('1');
    await childDialog.getByLabel('字典名称').fill('甲项');
    await childDialog.getByTestId('dialog-submit').click();
    await see(toast(page, '新增成功'));
    await see(childRow(page, '甲项'));
    expect(await childRow(page, '甲项').innerText()).toContain('端到端字典'); // its parent

    // Edited.
    await childRow(page, '甲项').getByTestId('row-edit').click();
    await childDialog.getByLabel('字典名称').fill('甲项已改');
    await childDialog.getByTestId('dialog-submit').click();
    await see(toast(page, '更新成功'));
    await see(childRow(page, '甲项已改'));

    // A sealed entry.
    await page.getByTestId('dict-child-add').click();
    await childDialog.getByLabel('字典键值').fill('2');
    await childDialog.getByLabel('字典名称').fill('封存项');
    await chooseSealed(childDialog, '是');
    await childDialog.getByTestId('dialog-submit').click();
    await see(toast(page, '新增成功'));
    await see(childRow(page, '封存项'));
    await shot(page, 'system-dicts-horizontal');

    // The vertical page, from the sidebar, shows the same dictionary, lists one above the other.
    await page.getByTestId('menu-item-dict_vertical').click();
    await atPath(page, '/dict-vertical/index');
    await pickDictionary(page);
    await see(childRow(page, '甲项已改'));
    await see(childRow(page, '封存项'));
    const [vp, vc] = [await box(parents), await box(children)];
    expect(vc.y).toBeGreaterThan(vp.y + vp.height - 1);
    expect(Math.abs(vc.x - vp.x)).toBeLessThan(2);

    // The sealed entry refuses removal with the server's message and stays.
    await childRow(page, '封存项').getByTestId('row-delete').click();
    await confirmDialog(page, '确定将选择数据删除?').getByRole('button', { name: '确定' }).click();
    await see(toast(page, '封存数据不可删除'));
    await page.getByTestId('dict-child-list').getByText('封存项').waitFor();
    expect(await childRow(page, '封存项').count()).toBe(1);

    // The other entry goes.
    await childRow(page, '甲项已改').getByTestId('row-delete').click();
    await confirmDialog(page, '确定将选择数据删除?').getByRole('button', { name: '确定' }).click();
    await see(toast(page, '删除成功'));
    await gone(childRow(page, '甲项已改'));
    await see(childRow(page, '封存项'));
    await shot(page, 'system-dicts-vertical');
  });
});

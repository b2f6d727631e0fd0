import type { Locator, Page } from 'playwright-core';
import { see } from './browser';

/**
 * 督办完成 of the finding on `row` (a row of the findings list on `page`) through its dialog, with
 * `opinion`; waits until the row reads 已办结.
 */
export async function superviseCompleteRow(page: Page, row: Locator, opinion: string) {
  await row.getByTestId('action-supervise-complete').click();
  const complete = page.getByTestId('action-dialog-supervise-complete');
  await see(complete.getByText('确认该异常已整改到位并办结?'));
  await complete.getByRole('textbox', { name: '督办意见' }).fill(opinion);
  await complete.getByTestId('action-confirm').click();
  await see(row.getByText('已办结'));
}

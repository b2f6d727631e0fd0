import { resourceServer } from '../../../server/crud/resource-server';
import { enforcementSheetRule, sheetFormRoutes } from '../../../server/domains/transfer/enforcement-sheets';
import enforcementsheet from './schema';

/** 执法文书: numbered per tenant and year on insert, ownership from the subject; `save` / `update` (enforcement-sheets.ts). */
export default resourceServer(enforcementsheet, (app) => {
  return { onWrite: enforcementSheetRule(app), routes: sheetFormRoutes };
});

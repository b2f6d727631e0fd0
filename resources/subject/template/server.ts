import { resourceServer } from '../../../server/crud/resource-server';
import { templateRoutes } from '../../../server/domains/subject/template';
import template from './schema';

/** 文书模板: `listAll` (the enabled templates for pickers) is its own route (template.ts). */
export default resourceServer(template, () => ({ routes: templateRoutes }));

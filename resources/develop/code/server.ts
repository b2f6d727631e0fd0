import { resourceServer } from '../../../server/crud/resource-server';
import { codeRoutes } from '../../../server/domains/develop/code';
import code from './schema';

/** 代码生成: `gen-code`, `preview` and `copy` are its own routes (code.ts). */
export default resourceServer(code, () => ({ routes: codeRoutes }));

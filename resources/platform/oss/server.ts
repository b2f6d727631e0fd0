import { resourceServer } from '../../../server/crud/resource-server';
import { ossRoutes, ossSubmitCheck } from '../../../server/domains/platform/oss';
import oss from './schema';

/**
 * 对象存储: its submit checks the endpoint and takes the write-only secret key (oss.ts); `enable` and
 * `endpoint/put-file` (the upload every client uses) are its own routes.
 */
export default resourceServer(oss, () => ({ submit: { check: ossSubmitCheck }, routes: ossRoutes }));

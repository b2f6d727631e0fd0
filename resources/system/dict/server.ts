import { resourceServer } from '../../../server/crud/resource-server';
import { dictionaryAdmin } from '../../../server/domains/system/dicts';
import dictionary from './schema';

/**
 * 系统字典 (shared, changed from the platform tenant): an entry takes its dictionary's code and a key unique within
 * it, a dictionary keeps key -1 and a new code moves its entries along; a dictionary with entries is
 * not removed; the parent list, code trees and the selects' entries are its own routes
 * (server/domains/system/dicts.ts).
 */
export default resourceServer(dictionary, (app) => dictionaryAdmin(app, app.repo('dict')));

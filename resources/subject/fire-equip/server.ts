import { resourceServer } from '../../../server/crud/resource-server';
import { fireEquipExpiry } from '../../../server/domains/subject/fire-equip';
import { positiveQuantity } from '../../../server/domains/subject/people-rules';
import fireEquip from './schema';

/**
 * 消防器材: a quantity of at least one (people-rules.ts); its expiry state computed on read against today,
 * and filterable (fire-equip.ts).
 */
export default resourceServer(fireEquip, (app) => ({ onWrite: positiveQuantity, read: fireEquipExpiry(app) }));

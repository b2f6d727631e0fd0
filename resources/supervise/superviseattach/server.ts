import { resourceServer } from '../../../server/crud/resource-server';
import { superviseRecordRules } from '../../../server/domains/supervise/records';
import superviseattach from './schema';

/** 督办附件: names a live supervision and takes its subject and ownership (records.ts). */
export default resourceServer(superviseattach, (app) => ({ onWrite: superviseRecordRules(app).onAttachment }));

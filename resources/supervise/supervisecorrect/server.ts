import { resourceServer } from '../../../server/crud/resource-server';
import { superviseRecordRules } from '../../../server/domains/supervise/records';
import supervisecorrect from './schema';

/** 督办整改记录: added while its supervision is under way, with its subject, who and when (records.ts). */
export default resourceServer(supervisecorrect, (app) => ({ onWrite: superviseRecordRules(app).onCorrection }));

import { resourceServer } from '../../../server/crud/resource-server';
import { songRules } from '../../../server/domains/subject/songs';
import prohibitedsong from './schema';

/** 禁播曲目: listing a song venues already reported opens their findings (songs.ts). */
export default resourceServer(prohibitedsong, (app) => ({ onWrite: songRules(app).onEntry }));

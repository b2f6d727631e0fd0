import fp from 'fastify-plugin';
import { fileService } from '../../files';
import { registerPlanImage } from './plan-image';
import { registerSongs } from './songs';
import { registerFindings } from './findings';
import { registerSubjectLists } from './subject-lists';
import { registerSubjectBizs } from './subject-bizs';
import { registerSubjectImages } from './subject-images';
import { registerMyMarketTypes } from './market-types';
import { registerFireEquipExpiry } from './fire-equip';
import { registerFacilityCount } from './facility-count';
import { registerPeopleRules } from './people-rules';
import { registerCheckpointAssignment } from './checkpoint-assignment';
import { registerReportSubject } from './report-subject';
import { registerTemplate } from './template';
import { registerCredit } from './credit';
import { registerQrcode } from './qrcode';

/** 经营主体 domain: what the subject needs beyond its declaration. Registered after the platform module (uploads). */
export default fp(
  async (app) => {
    registerPlanImage(app, await fileService(app));
    registerSongs(app);
    registerFindings(app);
    registerSubjectLists(app);
    registerSubjectBizs(app);
    registerSubjectImages(app);
    registerMyMarketTypes(app);
    registerFireEquipExpiry(app);
    registerFacilityCount(app);
    registerPeopleRules();
    registerCheckpointAssignment(app);
    registerReportSubject();
    registerTemplate(app);
    registerCredit(app);
    registerQrcode(app);
  },
  { name: 'domain:subject', dependencies: ['repositories', 'domain:platform'] },
);

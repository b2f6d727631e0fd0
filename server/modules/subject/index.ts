import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { fileService } from '../../files';
import { registerPlanImage } from './plan-image';
import { registerFireEquipExpiry } from './fire-equip';
import { registerFacilityCount } from './facility-count';
import { registerPeopleRules } from './people-rules';

/** 经营主体 domain: what the subject needs beyond its declaration. Registered after the platform module (uploads). */
export async function registerSubject(app: FastifyInstance, deps: AppDeps) {
  registerPlanImage(app, deps, await fileService(deps));
  registerFireEquipExpiry(deps);
  registerFacilityCount(deps);
  registerPeopleRules();
}

import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app';
import { fileService } from '../../files';
import { registerPlanImage } from './plan-image';
import { registerCredit } from './credit';
import { registerQrcode } from './qrcode';

/** 经营主体 domain: what the subject needs beyond its declaration. Registered after the platform module (uploads). */
export async function registerSubject(app: FastifyInstance, deps: AppDeps) {
  registerPlanImage(app, deps, await fileService(deps));
  registerCredit(deps);
  registerQrcode(deps);
}

import type { ResourceServer } from '../../server/crud/resource-server';
import oss from './oss/server';
import attach from './attach/server';
import sms from './sms/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const platformServers: ResourceServer[] = [oss, attach, sms];

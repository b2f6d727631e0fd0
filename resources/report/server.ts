import type { ResourceServer } from '../../server/crud/resource-server';
import reportcheck from './reportcheck/server';
import reportcheckabnormal from './reportcheckabnormal/server';
import reportworkimg from './reportworkimg/server';
import reportworkvideo from './reportworkvideo/server';
import reportcheckwarn from './reportcheckwarn/server';
import reportcheckcase from './reportcheckcase/server';
import lian from './lian/server';
import checkfile from './checkfile/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const reportServers: ResourceServer[] = [
  reportcheck,
  reportcheckabnormal,
  reportworkimg,
  reportworkvideo,
  reportcheckwarn,
  reportcheckcase,
  lian,
  checkfile,
];

import type { ResourceServer } from '../../server/crud/resource-server';
import appuser from './appuser/server';
import usercertification from './usercertification/server';
import complaint from './complaint/server';
import complaintimg from './complaintimg/server';
import complaintvideo from './complaintvideo/server';
import evaluation from './evaluation/server';
import evaluationimg from './evaluationimg/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const consumerServers: ResourceServer[] = [
  appuser,
  usercertification,
  complaint,
  complaintimg,
  complaintvideo,
  evaluation,
  evaluationimg,
];

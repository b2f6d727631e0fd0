import type { ResourceServer } from '../../server/crud/resource-server';
import inspectrandomtask from './inspectrandomtask/server';
import inspectrandom from './inspectrandom/server';
import reportrandomtask from './reportrandomtask/server';
import reportrandomtasksubject from './reportrandomtasksubject/server';
import reportrandom from './reportrandom/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const randomServers: ResourceServer[] = [
  inspectrandomtask,
  inspectrandom,
  reportrandomtask,
  reportrandomtasksubject,
  reportrandom,
];

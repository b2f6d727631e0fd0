import { allResources } from '../resources/declarations';
import type { DatabaseShape } from './db/shape';
import { ROLLUP_LIST } from './domains/statistics/rollup-defs';
import { leaveSeedStep } from './domains/workflow/seed-leave';

/** What this server's database holds: every declared resource, the statistics' count tables, the domains' seed steps. */
export const databaseShape: DatabaseShape = {
  resources: allResources,
  rollups: ROLLUP_LIST,
  seedSteps: [leaveSeedStep],
};

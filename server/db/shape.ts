import type { ResourceDef } from '../../resources/types';
import type { RollupDef } from './rollups';
import type { SeedStep } from './seed-steps';

/**
 * What a database of this server holds beyond the hand-written migrations: the declared resources'
 * tables, the statistics' count tables, and the seed steps of the domains (run after the system's).
 */
export interface DatabaseShape {
  resources: readonly ResourceDef[];
  rollups: RollupDef[];
  seedSteps: SeedStep[];
}

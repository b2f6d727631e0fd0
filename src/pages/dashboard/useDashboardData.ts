import type { NamedValue } from './charts/RegionPie';
import type { ReportsPoint } from './charts/ReportsBar';

export interface DashboardData {
  isPending: boolean;
  regions: NamedValue[];
  reports: ReportsPoint[];
  supervise: NamedValue[];
  inspect: NamedValue[];
  camera: NamedValue[];
  /** Excellent-rate of subjects, percent. */
  creditRate?: number;
}

/**
 * The console's figures. The statistics endpoints (spec §7 "Dashboard GETs") are not served yet, so
 * the charts show their empty state; the gauge shows the spec's sample rate (§9: 72).
 */
export function useDashboardData(): DashboardData {
  return { isPending: false, regions: [], reports: [], supervise: [], inspect: [], camera: [], creditRate: 72 };
}

import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/database';
import type { Repository } from '../../crud/repository';
import type { RequestContext } from '../../http/access';
import { FINDING_FOUND, FINDING_HANDLED, FINDING_STATUS, isFinding } from '../../../resources/findings';
import type subject from '../../../resources/subject/subject/schema';
import type reportcheckwarn from '../../../resources/report/reportcheckwarn/schema';
import { OPEN_STATES } from '../../../resources/report/reportcheckwarn/schema';
import { MAP_FINDING, MAP_NORMAL, MAP_PAUSED, MAP_WARNING, type MapParams } from './map-params';

/** The tables of the database that hold findings of subjects: a tenant's rows, their subject, their handling state. */
export type FindingTable = {
  [T in keyof Database]: Database[T] extends { tenantId: unknown; subjectId: unknown; handleStatus: unknown }
    ? T
    : never;
}[keyof Database];

type SubjectEb = ExpressionBuilder<Database, Repository<typeof subject>['def']['table']>;

/** The warnings' resource: a warning colours a subject yellow, not red (it is not a finding yet). */
const WARNING_RESOURCE = 'reportcheckwarn';
/**
 * A finding is open until supervision completes it: found (待处理) and handled (已处理, waiting for the
 * supervisor) both are; 已办结 and a complaint's 不予受理 are not.
 */
const OPEN_FINDING_STATES = [FINDING_FOUND, FINDING_HANDLED];

/**
 * The finding resources a subject's colour reads: every declaration that lives the shared finding life
 * (resources/findings.ts) and names its subject, except the warnings, which are their own colour. Read
 * from the declarations, so a finding kind added later colours the map without a change here (the
 * filter is what makes a table a FindingTable).
 */
export function findingTables(repos: ReadonlyMap<string, Repository>): FindingTable[] {
  return [...repos.values()]
    .filter(
      (r) =>
        r.def.name !== WARNING_RESOURCE &&
        isFinding(r.def) &&
        r.def.tenantScoped &&
        r.def.fields.some((f) => f.name === 'subjectId' && f.type === 'id'),
    )
    .map((r) => r.def.table as FindingTable)
    .sort();
}

/**
 * The subjects of one map call with their state, as one statement: the subject table under the
 * repository's scope (live rows, tenant, data scope) and the filters, its state from the pause flag and
 * two uncorrelated sets (the subject ids with an open finding, with an open warning) that PostgreSQL
 * builds once per statement as hashed sub-plans, not per subject. The caller adds what it selects.
 */
export function subjectsWithStatus(
  db: Db,
  subjects: Repository<typeof subject>,
  findings: FindingTable[],
  warnTable: Repository<typeof reportcheckwarn>['def']['table'],
  ctx: RequestContext,
  p: MapParams,
) {
  const openFindings = (eb: SubjectEb) => {
    const parts = findings.map((table) =>
      eb
        .selectFrom(table)
        .select('subjectId')
        .where('tenantId', '=', ctx.tenantId)
        .where('isDeleted', '=', 0)
        .where(FINDING_STATUS, 'in', OPEN_FINDING_STATES),
    );
    return parts.slice(1).reduce((acc, q) => acc.unionAll(q), parts[0]);
  };
  const openWarnings = (eb: SubjectEb) =>
    eb
      .selectFrom(warnTable)
      .select('subjectId')
      .where('tenantId', '=', ctx.tenantId)
      .where('isDeleted', '=', 0)
      .where(FINDING_STATUS, 'in', OPEN_STATES);

  const inner = db
    .selectFrom(subjects.def.table)
    .select((eb) => [
      'id',
      'subjectName',
      'marketType',
      'regionCode',
      'longitude',
      'latitude',
      eb
        .case()
        .when('pauseStatus', '=', 1)
        .then(MAP_PAUSED)
        .when(findings.length ? eb('id', 'in', openFindings(eb)) : sql<SqlBool>`false`)
        .then(MAP_FINDING)
        .when('id', 'in', openWarnings(eb))
        .then(MAP_WARNING)
        .else(MAP_NORMAL)
        .end()
        .as('status'),
    ])
    .where((eb) => {
      const conds: Expression<SqlBool>[] = [subjects.scope(eb, ctx)];
      if (p.marketTypes.length) conds.push(eb('marketType', 'in', p.marketTypes));
      // The region and the regions under it (330100 covers 330106); the prefix is digits only.
      if (p.regionPrefix) conds.push(eb('regionCode', 'like', `${p.regionPrefix}%`));
      if (p.bbox) {
        // The degrees go as the numbers they are (the columns read back as text: numeric).
        const [minLng, minLat, maxLng, maxLat] = p.bbox.map((n) => sql<string>`${n}`);
        conds.push(eb.between('longitude', minLng, maxLng), eb.between('latitude', minLat, maxLat));
      }
      return eb.and(conds);
    });
  return db
    .selectFrom(inner.as('m'))
    .where((eb) => (p.statuses.length ? eb('m.status', 'in', p.statuses) : sql<SqlBool>`true`));
}

/** Numbers as numbers (PostgreSQL answers numeric and bigint aggregates as text). */
export const num = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));

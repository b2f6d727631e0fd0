import type { FastifyInstance } from 'fastify';
import { childRowsFollowParent } from '../../crud/child-rows';

/** The evidence resources of a self-check report (photos, videos). */
export const EVIDENCE = ['reportworkimg', 'reportworkvideo'] as const;
type Evidence = (typeof EVIDENCE)[number];

/**
 * Evidence rows that follow their parent report (a self-check report's photos `reportworkimg` and
 * videos `reportworkvideo`), in the transaction of each write (server/crud/child-rows.ts):
 * - `onPiece(name)`: a piece takes its subject from its report, whatever the client sent;
 * - `onReportsRemoved`: removing reports removes their evidence.
 */
export function evidenceFollowsReport(app: FastifyInstance) {
  const rows = childRowsFollowParent(app, {
    parent: 'reportcheck',
    children: EVIDENCE,
    parentKey: 'reportcheckId',
    missingParent: '自查上报不存在',
  });
  return { onPiece: (name: Evidence) => rows.onChildWrite(name), onReportsRemoved: rows.onParentsRemoved };
}

import { defineResource, type FieldDef } from '../types';
import { parentReference, dateRangeField } from '../presets/fields';
import { evidencePieceFields, evidencePieceOptions, evidenceRemarkField } from '../presets/attachments';

/**
 * What a piece of a self-check report's evidence (a photo `reportworkimg`, a video `reportworkvideo`)
 * names besides its link: the report (required), its subject (copied from the report by the server,
 * so the evidence follows the subject's filters), its place among the report's pieces, when it was
 * taken and a remark. `link` is the upload field (`image` or `video`), placed after the report.
 */
export const evidenceFields = <const L extends FieldDef>(link: L) =>
  [
    ...evidencePieceFields(
      parentReference('reportcheckId', '自查上报', 'Self-check report', 'reportcheck', 'reportcheckNo'),
      link,
    ),
    dateRangeField('takenTime', '拍摄时间', 'Taken at', 'datetime', { sortable: true }),
    evidenceRemarkField,
  ] as const;

/**
 * A kind of self-check evidence (照片, 视频): one piece proving a report, uploaded through the engine's files
 * (checked by content there), served under `/api/subject/<name>`. Rights are the report's (menu
 * `reportcheck`, no menu of its own); removing the report removes its pieces (server/domains/report/evidence.ts).
 */
export const reportEvidence = <const N extends string, const T extends string, const L extends FieldDef>(
  name: N,
  label: string,
  en: string,
  table: T,
  link: L,
) =>
  defineResource({
    name,
    label,
    en,
    table,
    base: `/api/subject/${name}` as const,
    domain: 'report',
    ...evidencePieceOptions('reportcheck'),
    fields: evidenceFields(link),
  });

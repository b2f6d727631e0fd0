import type { FieldDef } from '../types';
import { parentReference, dateRangeField } from '../presets/fields';
import { evidencePieceFields, evidenceRemarkField } from '../presets/attachments';

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

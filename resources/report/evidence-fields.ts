import type { FieldDef } from '../types';

/**
 * What a piece of a self-check report's evidence (a photo `reportworkimg`, a video `reportworkvideo`)
 * names besides its link: the report (required), its subject (copied from the report by the server,
 * so the evidence follows the subject's filters), its place among the report's pieces, when it was
 * taken and a remark. `link` is the upload field (`image` or `video`), placed after the report.
 */
export const evidenceFields = <const L extends FieldDef>(link: L) =>
  [
    {
      name: 'reportcheckId',
      label: '自查上报',
      en: 'Self-check report',
      type: 'id',
      reference: 'reportcheck',
      labelAs: 'reportcheckNo',
      required: '请选择自查上报',
      filter: ['equal'],
      index: true,
    },
    {
      name: 'subjectId',
      label: '经营主体',
      en: 'Subject',
      type: 'id',
      reference: 'subject',
      labelAs: 'subjectName',
      readOnly: true,
      filter: ['equal'],
      index: true,
    },
    link,
    { name: 'sort', label: '排序', en: 'Sort', type: 'int', default: 0, sortable: true },
    {
      name: 'takenTime',
      label: '拍摄时间',
      en: 'Taken at',
      type: 'datetime',
      filter: ['datege', 'datele'],
      sortable: true,
    },
    { name: 'remark', label: '说明', en: 'Remark', type: 'string', maxLength: 200 },
  ] as const satisfies readonly FieldDef[];

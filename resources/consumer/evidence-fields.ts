import type { FieldDef } from '../types';

/**
 * What a piece of a complaint's evidence (a photo `complaintimg`, a video `complaintvideo`) names
 * besides its link: the complaint (required), its subject (copied from the complaint by the server),
 * its place among the pieces and a remark. `link` is the upload field, placed after the complaint.
 */
export const complaintEvidenceFields = <const L extends FieldDef>(link: L) =>
  [
    {
      name: 'complaintId',
      label: '投诉',
      en: 'Complaint',
      type: 'id',
      reference: 'complaint',
      labelAs: 'complaintDescription',
      required: '请选择投诉',
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
    { name: 'remark', label: '说明', en: 'Remark', type: 'string', maxLength: 200 },
  ] as const satisfies readonly FieldDef[];

import type { FieldDef } from '../types';
import { remarkField, searchedTextField, sortField } from './fields';
import { readOnlySubjectField } from './subject';

/**
 * Records kept under another one: the pieces of evidence of a report, complaint or evaluation (one photo
 * or video each), and the named files kept with a supervision or an app user. Pure data: no React, no
 * server code.
 */

/**
 * What every piece of evidence names: its parent (`parent`, a `parentReference`), the parent's subject
 * (copied by the server, so lists of a subject's evidence find it), its link (`link`, the upload field)
 * and its place among the pieces.
 */
export const evidencePieceFields = <const P extends FieldDef, const L extends FieldDef>(parent: P, link: L) =>
  [parent, { ...readOnlySubjectField, index: true }, link, sortField] as const;

/**
 * How a piece of evidence is served: tenant and data scoped, rights of its parent's menu (`menuCode`, no
 * menu of its own), listed in its parent's order and shown only under its parent (no tabs).
 */
export const evidencePieceOptions = <const M extends string>(menuCode: M) =>
  ({
    tenantScoped: true,
    dataScoped: true,
    menuCode,
    listShape: 'page',
    relatedTabs: false,
    defaultSort: { field: 'sort', order: 'ASC' },
  }) as const;

/** Pictures an action records as its evidence (what was done, what was seen), shown on the record's page only. */
export const actionImagesField = <const N extends string>(name: N, label: string, en: string) =>
  ({ name, label, en, type: 'images', readOnly: true, hideInList: true }) as const;

/** A short remark on a piece of evidence. */
export const evidenceRemarkField = {
  name: 'remark',
  label: '说明',
  en: 'Remark',
  type: 'string',
  maxLength: 200,
} as const satisfies FieldDef;

/** What a kept file names: its name (required, searched), the uploaded files and a remark. */
export const attachmentFields = [
  searchedTextField('name', '附件名称', 'Name', 200),
  { name: 'files', label: '附件', en: 'Files', type: 'files', required: '请上传附件' },
  remarkField,
] as const satisfies readonly FieldDef[];

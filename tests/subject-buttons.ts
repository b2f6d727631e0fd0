/**
 * The buttons the subject declaration (resources/subject) yields, in their order: add, edit, delete, view
 * and export from its operations, then its actions. Expected both of the menu builder and of a seeded database.
 */
export const SUBJECT_BUTTONS = [
  'subject_add',
  'subject_edit',
  'subject_delete',
  'subject_view',
  'subject_export',
  'subject_pause',
  'subject_resume',
  'subject_checkNfc',
  'subject_uncheckNfc',
];

/**
 * Where business records sit in the menu. Pure data: no React, no server code.
 */

/** The seeded roles of the field staff: inspectors (巡查员) and enforcers (执法人员). */
export const FIELD_STAFF = ['inspector', 'enforcer'] as const;

/**
 * A menu entry of a business group that the field staff see (with view and export); `writers` are the
 * seeded roles that also add, edit and act on its records: the field staff unless said, none with `[]`
 * (then only the tenant's administrators write, or nobody by hand where the records come from elsewhere).
 */
export const fieldStaffMenu = <const G extends string, const P extends string, const I extends string>(
  group: G,
  path: P,
  icon: I,
  sort: number,
  writers: readonly string[] = FIELD_STAFF,
) => ({ group, path, icon, sort, roles: FIELD_STAFF, writers }) as const;

/**
 * A menu entry of the 主体管理 group (the subjects and what they keep: employees, equipment, checkpoints,
 * reports); `writers` as for `fieldStaffMenu`, the field staff unless said.
 */
export const subjectMenu = <const P extends string, const I extends string>(
  path: P,
  icon: I,
  sort: number,
  writers: readonly string[] = FIELD_STAFF,
) => fieldStaffMenu('subject_group', path, icon, sort, writers);

/** The seeded supervising roles: section chiefs (科长) and directors (局长). */
export const SUPERVISORS = ['section_chief', 'director'] as const;

/**
 * A menu entry of the 督查督办 group that the supervisors see (with view and export); `writers` are the
 * seeded roles that add, edit and act on its records: the field staff, who do the rectifying.
 */
export const supervisorMenu = <const P extends string, const I extends string>(path: P, icon: I, sort: number) =>
  ({ group: 'supervise_group', path, icon, sort, roles: SUPERVISORS, writers: FIELD_STAFF }) as const;

import type { DemoDistrict } from '../../districts';
import type { DemoContext, Row } from '../../types';

/*
 * Who made a demo row, when, and for which dept and region: the audit and scope columns every
 * generator writes, so a demo row is listed and scoped as one a user wrote.
 */

/** The audit columns (and tenant) of a demo row the tenant's admin made at `time`, in `deptId` when given. */
export const madeBy = (ctx: DemoContext, time: string, deptId: unknown = null): Row => ({
  tenantId: ctx.tenantId,
  createUser: ctx.adminUserId,
  createDept: deptId ?? null,
  createTime: time,
  updateUser: ctx.adminUserId,
  updateTime: time,
  status: 1,
  isDeleted: 0,
});

/**
 * The audit columns of a demo row made at `time` in the dept and region of `about`, the subject, camera
 * or record it is about: lists are scoped by those two columns, so a row follows what it concerns.
 */
export const madeFor = (
  ctx: DemoContext,
  time: string,
  about: Row | { deptId: unknown; regionCode: unknown },
): Row => ({
  deptId: about.deptId ?? null,
  regionCode: about.regionCode ?? null,
  ...madeBy(ctx, time, about.deptId ?? null),
});

/** The audit columns of a demo row made at `time` in `district`, in the dept whose beat it is (deptOfDistrict). */
export const madeIn = (ctx: DemoContext, time: string, district: DemoDistrict): Row =>
  madeFor(ctx, time, { deptId: deptOfDistrict(ctx, district), regionCode: district.code });

/** The dept responsible for `district`: leaf depts take the districts in turn as their beats; null without depts. */
export const deptOfDistrict = (ctx: DemoContext, district: DemoDistrict): string | null =>
  ctx.leafDepts.length ? ctx.leafDepts[ctx.districts.indexOf(district) % ctx.leafDepts.length].id : null;

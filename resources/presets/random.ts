import { fieldStaffMenu } from './menus';

/**
 * What the declarations of the random inspections and self-reports (双随机) share. Pure data: no React, no
 * server code.
 */

/**
 * Where a random inspection or self-report record sits in the menu: the random group, read by inspectors
 * and enforcers, written by inspectors (who plan the tasks) unless `writers` says who else records.
 */
export const randomMenu = <const P extends string, const I extends string>(
  path: P,
  icon: I,
  sort: number,
  writers: readonly string[] = ['inspector'],
) => fieldStaffMenu('random_group', path, icon, sort, writers);

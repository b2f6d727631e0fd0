import type { FieldDef } from '../types';
import { parentReference } from './fields';
import { subjectField } from './subject';
import { fieldStaffMenu } from './menus';

/**
 * What the camera records (the cameras, their alarms, AI events and mask checks) declare alike. Pure data:
 * no React, no server code.
 */

/**
 * Where a camera record sits in the menu: the camera group, read by inspectors and enforcers and written by
 * no seeded role (the video platform and the gateway write them; `admin` may).
 */
export const cameraMenu = <const P extends string, const I extends string>(path: P, icon: I, sort: number) =>
  fieldStaffMenu('camera_group', path, icon, sort, []);

/** What a camera reported (an alarm, an AI event, a mask check) names first: the subject and the camera. */
export const cameraEventFields = [
  subjectField,
  parentReference('cameraId', '摄像头', 'Camera', 'camera', 'cameraName'),
] as const;

/** The picture a camera took of what it reported, shown on the record's page only. */
export const snapshotField = {
  name: 'snapshot',
  label: '抓拍图片',
  en: 'Snapshot',
  type: 'image',
  hideInList: true,
} as const satisfies FieldDef;

import type { ResourceServer } from '../../server/crud/resource-server';
import subject from './subject/server';
import reportsong from './reportsong/server';
import prohibitedsong from './prohibitedsong/server';
import fireEquip from './fire-equip/server';
import reportfacility from './reportfacility/server';
import employee from './employee/server';
import acid from './acid/server';
import internetcafedata from './internetcafedata/server';
import reportemployee from './reportemployee/server';
import subjectcheckpoint from './subjectcheckpoint/server';
import checkpoint from './checkpoint/server';
import reportsubject from './reportsubject/server';
import template from './template/server';
import subjectcredit from './subjectcredit/server';
import qrcode from './qrcode/server';

/** The server behaviour of this domain's resources (each `<name>/server.ts`), in the order their hooks run. */
export const subjectServers: ResourceServer[] = [
  subject,
  reportsong,
  prohibitedsong,
  fireEquip,
  reportfacility,
  employee,
  acid,
  internetcafedata,
  reportemployee,
  subjectcheckpoint,
  checkpoint,
  reportsubject,
  template,
  subjectcredit,
  qrcode,
];

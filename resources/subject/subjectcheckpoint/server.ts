import { resourceServer } from '../../../server/crud/resource-server';
import { checkpointAssignment } from '../../../server/domains/subject/checkpoint-assignment';
import subjectcheckpoint from './schema';

/** 主体检查点: an assignment made through CRUD records who made it and when (checkpoint-assignment.ts). */
export default resourceServer(subjectcheckpoint, (app) => ({
  onWrite: checkpointAssignment(app).onAssignmentInsert,
}));

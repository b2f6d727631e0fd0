import { resourceServer } from '../../../server/crud/resource-server';
import { checkpointAssignment } from '../../../server/domains/subject/checkpoint-assignment';
import { planImageRoutes } from '../../../server/domains/subject/plan-image';
import { subjectListRoutes } from '../../../server/domains/subject/subject-lists';
import { subjectBizRoutes } from '../../../server/domains/subject/subject-bizs';
import { subjectImageRoutes } from '../../../server/domains/subject/subject-images';
import subject from './schema';

/**
 * 经营主体: a new subject, or one moved to another market type, gets the checkpoints its type's rules
 * give, and a removed one loses its assignments (checkpoint-assignment.ts). Its own routes: the floor
 * plan upload, the pickers' lists and tree, its business types, its pictures, and the checkpoint
 * assignment calls.
 */
export default resourceServer(subject, (app) => {
  const repo = app.repo('subject');
  const assignment = checkpointAssignment(app);
  return {
    onWrite: assignment.onSubjectWrite,
    onRemove: assignment.onSubjectRemove,
    routes: () => {
      planImageRoutes(app, repo);
      subjectListRoutes(app, repo);
      subjectBizRoutes(app, repo);
      subjectImageRoutes(app, repo);
      assignment.subjectRoutes();
    },
  };
});

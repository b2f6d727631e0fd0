import { resourceServer } from '../../../server/crud/resource-server';
import { checkpointAssignment } from '../../../server/domains/subject/checkpoint-assignment';
import checkpoint from './schema';

/**
 * 检查点: a removed checkpoint takes its assignments with it; its subjects (paged), their removal and the
 * enabled checkpoints for pickers are its own routes (checkpoint-assignment.ts).
 */
export default resourceServer(checkpoint, (app) => {
  const assignment = checkpointAssignment(app);
  return { onRemove: assignment.onCheckpointRemove, routes: () => assignment.checkpointRoutes() };
});

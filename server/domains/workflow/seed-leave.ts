import type { SeedSession } from '../../db/seed-session';
import type { SeedStep } from '../../db/seed-steps';
import { ACTIVE } from '../../../resources/workflow/flowdefinition/schema';
import { newId } from '../../core/ids';
import { parseProcess } from './bpmn';
import { LEAVE_BPMN, LEAVE_FILE, LEAVE_PROCESS_KEY } from './leave-bpmn';

/**
 * Seed step `flow:leave`: every tenant gets the leave model and its first deployment, so the leave
 * form works from the start. A tenant made later deploys it from 模型管理 (or the platform deploys it
 * for several tenants with `tenantIds`).
 */
async function seedLeaveProcess(s: SeedSession) {
  const parsed = await parseProcess(LEAVE_BPMN, LEAVE_FILE);
  for (const tenantId of await s.liveTenants()) {
    const have = await s.db
      .selectFrom('blade_flow_model')
      .select('id')
      .where('tenantId', '=', tenantId)
      .where('modelKey', '=', LEAVE_PROCESS_KEY)
      .executeTakeFirst();
    if (have) continue;
    await s.insert(
      'blade_flow_model',
      {
        name: parsed.name,
        modelKey: LEAVE_PROCESS_KEY,
        category: '1',
        description: '部门经理审批,人事审批,驳回退回申请人',
        xml: LEAVE_BPMN,
        version: 1,
      },
      tenantId,
    );
    await s.insert(
      'blade_flow_definition',
      {
        name: parsed.name,
        processKey: parsed.key,
        version: 1,
        deploymentId: newId(),
        category: '1',
        suspensionState: ACTIVE,
        resourceName: LEAVE_FILE,
        xml: LEAVE_BPMN,
        taskMeta: JSON.stringify(parsed.tasks),
      },
      tenantId,
    );
    s.touch('blade_flow_model', tenantId);
    s.touch('blade_flow_definition', tenantId);
  }
}

export const leaveSeedStep: SeedStep = { key: 'flow:leave', run: seedLeaveProcess };

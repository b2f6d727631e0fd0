import { EventEmitter } from 'node:events';
import { Engine } from 'bpmn-engine';
import { businessError } from '../../http/errors';
import { expressionsFor, type Vars } from './expressions';

/** One activity or flow the engine passed in a step (history and the highlighted path). */
export interface Passed {
  id: string;
  name: string;
  type: string;
}

export interface StepResult {
  /** bpmn-engine's saved state after the step, to recover the process from. */
  state: string;
  ended: boolean;
  /** User tasks now waiting. */
  waiting: Array<{ id: string; name: string }>;
  passed: Passed[];
}

interface ActivityApi {
  id: string;
  name?: string;
  type: string;
}

function listenerOf(out: { waiting: StepResult['waiting']; passed: Passed[] }) {
  const listener = new EventEmitter();
  listener.on('activity.wait', (api: ActivityApi) => {
    if (api.type === 'bpmn:UserTask') out.waiting.push({ id: api.id, name: api.name || api.id });
  });
  listener.on('activity.end', (api: ActivityApi) =>
    out.passed.push({ id: api.id, name: api.name || '', type: api.type }),
  );
  listener.on('flow.take', (api: ActivityApi) => out.passed.push({ id: api.id, name: api.name || '', type: api.type }));
  return listener;
}

/** Runs until the engine rests (every user task waits, or the process ended), then saves and stops it. */
async function settle(engine: Engine, out: { waiting: StepResult['waiting']; passed: Passed[] }): Promise<StepResult> {
  const execution = engine.execution;
  const ended = !execution || execution.state === 'idle' || engine.state === 'idle';
  const state = JSON.stringify(await engine.getState());
  // A finished engine has nothing to stop (and stop() would wait for a run that never comes).
  if (!ended) await engine.stop();
  return { state, ended: ended && out.waiting.length === 0, waiting: out.waiting, passed: out.passed };
}

const engineError = (e: unknown) => businessError(`流程执行失败: ${(e as Error)?.message ?? e}`);

/**
 * Starts a process of `xml` with `vars`: the engine runs from the start event to the first user
 * tasks (or the end). Nothing stays in memory: the answer's state is all the next step needs.
 */
export async function startProcess(instanceId: string, xml: string, vars: Vars): Promise<StepResult> {
  const out = { waiting: [] as StepResult['waiting'], passed: [] as Passed[] };
  const engine = new Engine({ name: instanceId, source: xml, expressions: expressionsFor(vars) });
  try {
    await engine.execute({ listener: listenerOf(out) });
  } catch (e) {
    throw engineError(e);
  }
  return settle(engine, out);
}

/**
 * Recovers a process from its saved state and completes its waiting user task `taskKey`, with the
 * process variables as they are after this step (the gateways' conditions read them).
 */
export async function completeStep(
  instanceId: string,
  savedState: string,
  taskKey: string,
  vars: Vars,
): Promise<StepResult> {
  const out = { waiting: [] as StepResult['waiting'], passed: [] as Passed[] };
  const engine = new Engine({ name: instanceId, expressions: expressionsFor(vars) }).recover(JSON.parse(savedState));
  try {
    const execution = await engine.resume({ listener: listenerOf(out) });
    // Resuming announces the tasks that were already waiting: only what follows the signal is new.
    const waitingBefore = out.waiting.map((w) => w.id);
    if (!waitingBefore.includes(taskKey)) {
      await engine.stop();
      throw businessError('任务已失效,请刷新后重试');
    }
    out.waiting.length = 0;
    out.passed.length = 0;
    execution.signal({ id: taskKey });
    // Parallel branches still waiting stay waiting: they are open tasks already.
    const stillWaiting = waitingBefore.filter(
      (id) => id !== taskKey && execution.getPostponed().some((p: { id: string }) => p.id === id),
    );
    const result = await settle(engine, out);
    return { ...result, waiting: result.waiting.filter((w) => !stillWaiting.includes(w.id)) };
  } catch (e) {
    if (e instanceof Error && e.constructor.name === 'BladeError') throw e;
    throw engineError(e);
  }
}

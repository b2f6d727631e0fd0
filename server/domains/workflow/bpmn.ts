import { BpmnModdle } from 'bpmn-moddle';
import { badRequest } from '../../http/errors';

/** What a user task says about who does it (Flowable's attributes, any namespace prefix). */
export interface TaskSetting {
  name: string;
  /** A user id or an expression (`${applyUser}`). */
  assignee?: string;
  /** Role aliases, comma-joined, or an expression. */
  candidateGroups?: string;
  /** Dept ids, comma-joined, or an expression (`${applyDept}`). */
  candidateDepts?: string;
}

export interface ParsedProcess {
  key: string;
  name: string;
  tasks: Record<string, TaskSetting>;
}

interface ModdleElement {
  $type: string;
  id?: string;
  name?: string;
  isExecutable?: boolean;
  $attrs?: Record<string, string>;
  rootElements?: ModdleElement[];
  flowElements?: ModdleElement[];
}

/** An extension attribute by its local name, whatever prefix the file gave its namespace. */
function attr(el: ModdleElement, local: string): string | undefined {
  for (const [k, v] of Object.entries(el.$attrs ?? {}))
    if (k === local || k.endsWith(`:${local}`)) return String(v).trim() || undefined;
  return undefined;
}

/**
 * Reads and checks an uploaded or drawn BPMN file: it must parse as BPMN 2.0 and hold exactly one
 * executable process with at least one start event. A bad file is refused with the parser's own words.
 */
export async function parseProcess(xml: string, fileName = ''): Promise<ParsedProcess> {
  const where = fileName ? `${fileName}: ` : '';
  let root: ModdleElement;
  try {
    const res = await new BpmnModdle().fromXML(xml);
    root = res.rootElement as unknown as ModdleElement;
  } catch (e) {
    throw badRequest(`${where}流程文件解析失败: ${(e as Error).message}`);
  }
  if (root?.$type !== 'bpmn:Definitions') throw badRequest(`${where}流程文件解析失败: 不是BPMN 2.0定义文件`);
  const processes = (root.rootElements ?? []).filter((e) => e.$type === 'bpmn:Process' && e.isExecutable !== false);
  if (processes.length !== 1) throw badRequest(`${where}流程文件须包含一个可执行的流程`);
  const p = processes[0];
  if (!p.id || !/^[A-Za-z_][\w.-]*$/.test(p.id)) throw badRequest(`${where}流程标识不正确`);
  const elements = p.flowElements ?? [];
  if (!elements.some((e) => e.$type === 'bpmn:StartEvent')) throw badRequest(`${where}流程缺少开始事件`);
  const tasks: Record<string, TaskSetting> = {};
  for (const el of elements) {
    if (el.$type !== 'bpmn:UserTask' || !el.id) continue;
    tasks[el.id] = {
      name: el.name || el.id,
      assignee: attr(el, 'assignee'),
      candidateGroups: attr(el, 'candidateGroups'),
      candidateDepts: attr(el, 'candidateDepts'),
    };
  }
  return { key: p.id, name: p.name || p.id, tasks };
}

import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { allResources } from '../../resources/declarations';
import type { LifeCycle, ResourceDef } from '../../resources/types';
import { registerLifecycleRoutes } from '../../server/crud/action-routes';
import { actionPerm } from '../../resources/lifecycles';
import { checkLifecycles, problemsOf } from '../../server/crud/lifecycle-rules';
import { historyDetails } from '../../server/crud/history-rows';

/** The start-up checks of declared life cycles (server/crud/lifecycle-rules.ts). */
const lifecycle = (over: Partial<LifeCycle> = {}): LifeCycle => ({
  field: 'state',
  states: [
    { code: 0, label: '待办', color: 'default' },
    { code: 1, label: '已办', color: 'success' },
  ],
  actions: [
    {
      name: 'handle',
      label: '处理',
      from: [0],
      to: 1,
      params: [{ name: 'cause', label: '原因', type: 'text', column: 'cause' }],
      sets: { handler: 'user' },
    },
  ],
  ...over,
});

const resource = (over: Partial<ResourceDef> = {}): ResourceDef => ({
  name: 'thing',
  label: '事项',
  table: 'biz_thing',
  base: '/api/x/thing',
  tenantScoped: true,
  fields: [
    { name: 'state', label: '状态', type: 'int', readOnly: true, default: 0 },
    { name: 'cause', label: '原因', type: 'text' },
    { name: 'handler', label: '处理人', type: 'id', readOnly: true },
  ],
  lifecycles: [lifecycle()],
  ...over,
});

const withField = (patch: Record<string, unknown>) =>
  resource({ fields: [{ ...resource().fields[0], ...patch }, ...resource().fields.slice(1)] });

describe('life cycle declarations are checked when the server starts', () => {
  it('every shipped declaration passes', () => {
    expect(() => checkLifecycles(allResources)).not.toThrow();
    expect(problemsOf(resource())).toEqual([]);
  });

  it('the status field must be a declared read-only int', () => {
    expect(problemsOf(withField({ readOnly: false }))).toEqual([
      'thing: life cycle field state must be readOnly (submit may never set it)',
    ]);
    expect(problemsOf(withField({ type: 'string' }))).toEqual([
      'thing: life cycle field state must be of type int, not string',
    ]);
    expect(problemsOf(resource({ lifecycles: [lifecycle({ field: 'nope' })] }))).toContain(
      'thing: life cycle field nope is not a declared field',
    );
    expect(problemsOf(withField({ default: 7 }))).toEqual(['thing: default 7 of state is not a declared state']);
  });

  it('action names are unique route segments that do not clash with the CRUD routes', () => {
    const two = lifecycle({ actions: [...lifecycle().actions, { ...lifecycle().actions[0] }] });
    expect(problemsOf(resource({ lifecycles: [two] }))).toEqual(['thing: action handle is declared twice']);
    for (const name of ['submit', 'remove', 'detail', 'history', 'export']) {
      const clash = lifecycle({ actions: [{ ...lifecycle().actions[0], name }] });
      expect(problemsOf(resource({ lifecycles: [clash] }))).toEqual([
        `thing: action ${name} clashes with the route /api/x/thing/${name}`,
      ]);
    }
    const alias = lifecycle({ actions: [{ ...lifecycle().actions[0], name: 'exportExcel' }] });
    expect(problemsOf(resource({ lifecycles: [alias], exportAliases: ['exportExcel'] }))).toHaveLength(1);
    const bad = lifecycle({ actions: [{ ...lifecycle().actions[0], name: '../x' }] });
    expect(problemsOf(resource({ lifecycles: [bad] }))[0]).toMatch(/must be a route segment/);
  });

  it('from and to are declared states', () => {
    const from = lifecycle({ actions: [{ ...lifecycle().actions[0], from: [0, 5] }] });
    expect(problemsOf(resource({ lifecycles: [from] }))).toEqual([
      'thing: action handle: from-state 5 is not a declared state of state',
    ]);
    const to = lifecycle({ actions: [{ ...lifecycle().actions[0], to: 9 }] });
    expect(problemsOf(resource({ lifecycles: [to] }))).toEqual([
      'thing: action handle: to-state 9 is not a declared state of state',
    ]);
    const none = lifecycle({ actions: [{ ...lifecycle().actions[0], from: [] }] });
    expect(problemsOf(resource({ lifecycles: [none] }))).toEqual(['thing: action handle has no from-state']);
  });

  it('parameter columns and sets name declared fields, never the status itself', () => {
    const column = lifecycle({
      actions: [
        { ...lifecycle().actions[0], params: [{ name: 'cause', label: '原因', type: 'text', column: 'reason' }] },
      ],
    });
    expect(problemsOf(resource({ lifecycles: [column] }))).toEqual([
      'thing: action handle: parameter cause writes reason, which is not a declared field',
    ]);
    const sets = lifecycle({ actions: [{ ...lifecycle().actions[0], sets: { handleTime: 'now', state: 'now' } }] });
    expect(problemsOf(resource({ lifecycles: [sets] }))).toEqual([
      'thing: action handle: sets handleTime, which is not a declared field',
      'thing: action handle: sets its own status field state',
    ]);
    const ids = lifecycle({
      actions: [{ ...lifecycle().actions[0], params: [{ name: 'ids', label: 'x', type: 'string' }] }],
    });
    expect(problemsOf(resource({ lifecycles: [ids] }))).toEqual([
      'thing: action handle: parameter ids would hide the record ids',
    ]);
  });

  it('the status field is not serverOnly, carries one life cycle, and its states have distinct integer codes', () => {
    expect(problemsOf(withField({ serverOnly: true }))).toEqual([
      'thing: life cycle field state must not be serverOnly',
    ]);
    expect(problemsOf(resource({ lifecycles: [lifecycle(), lifecycle({ actions: [] })] }))).toEqual([
      'thing: field state has two life cycles',
    ]);
    const states = lifecycle({
      states: [
        { code: 0, label: '待办', color: 'default' },
        { code: 1.5, label: '半办', color: 'default' },
        { code: 0, label: '又待办', color: 'default' },
        { code: 1, label: '已办', color: 'success' },
      ],
    });
    expect(problemsOf(resource({ lifecycles: [states] }))).toEqual([
      'thing: state 半办 of state needs an integer code',
      'thing: state code 0 of state is declared twice',
    ]);
  });

  it('an action name is a whole route segment: a letter first, then letters, digits, - and _', () => {
    const named = (name: string) =>
      problemsOf(resource({ lifecycles: [lifecycle({ actions: [{ ...lifecycle().actions[0], name }] })] }));
    for (const ok of ['handle', 'supervise-complete', 'case_save', 'a1']) expect(named(ok), ok).toEqual([]);
    for (const bad of ['1st', 'handle/x', 'x.y', '-x', 'handle '])
      expect(named(bad), bad).toEqual([
        `thing: action ${bad}: name must be a route segment (letters, digits, - and _)`,
      ]);
  });

  it('parameters are named once, never id, and never write a server-only field or the status', () => {
    const params = (list: Array<{ name: string; column?: string }>) =>
      problemsOf(
        resource({
          fields: [...resource().fields, { name: 'secret', label: '密', type: 'string', serverOnly: true }],
          lifecycles: [
            lifecycle({
              actions: [
                {
                  ...lifecycle().actions[0],
                  params: list.map((p) => ({ label: p.name, type: 'text' as const, ...p })),
                },
              ],
            }),
          ],
        }),
      );
    expect(params([{ name: 'cause', column: 'cause' }])).toEqual([]);
    expect(params([{ name: 'id' }])).toEqual(['thing: action handle: parameter id would hide the record ids']);
    expect(params([{ name: 'cause' }, { name: 'cause' }])).toEqual([
      'thing: action handle: parameter cause is declared twice',
    ]);
    expect(params([{ name: 'x', column: 'secret' }])).toEqual([
      'thing: action handle: parameter x may not write secret',
    ]);
    expect(params([{ name: 'x', column: 'state' }])).toEqual(['thing: action handle: parameter x may not write state']);
  });

  it('notBy names the creator or a declared user reference', () => {
    const notBy = (by: string) =>
      problemsOf(resource({ lifecycles: [lifecycle({ actions: [{ ...lifecycle().actions[0], notBy: by }] })] }));
    expect(notBy('createUser')).toEqual([]);
    expect(notBy('handler')).toEqual([]);
    expect(notBy('cause')).toEqual([
      'thing: action handle: notBy cause must be createUser or a declared user reference',
    ]);
    expect(notBy('nobody')).toEqual([
      'thing: action handle: notBy nobody must be createUser or a declared user reference',
    ]);
  });

  it('building the routes refuses a broken declaration with every problem named', () => {
    const broken = withField({ readOnly: false, type: 'string' });
    const app = Fastify().decorate(
      'repos',
      new Map([['thing', { def: broken }]]) as unknown as FastifyInstance['repos'],
    );
    expect(() => registerLifecycleRoutes(app)).toThrow(
      /invalid life cycle declarations:\n- thing: life cycle field state must be of type int, not string\n- thing: life cycle field state must be readOnly/,
    );
  });

  it('an action is allowed by its declared button code, by default `<menu>_<action>`', () => {
    const def = resource();
    expect(actionPerm(def, def.lifecycles![0].actions[0])).toBe('thing_handle');
    expect(actionPerm({ ...def, menuCode: 'things' }, def.lifecycles![0].actions[0])).toBe('things_handle');
    expect(actionPerm(def, { ...def.lifecycles![0].actions[0], perm: 'thing_audit' })).toBe('thing_audit');
  });
});

describe("what the history keeps of an action's parameters", () => {
  const action = {
    name: 'handle',
    label: '处理',
    from: [0],
    to: 1,
    params: [
      { name: 'deadline', label: '整改期限', type: 'date' as const },
      { name: 'content', label: '处理内容', type: 'text' as const },
      { name: 'cause', label: '原因', type: 'string' as const },
      { name: 'evidence', label: '证据', type: 'images' as const },
      { name: 'report', label: '报告', type: 'file' as const },
    ],
  };

  it('the comment is the cause, else the first text given; all given parameters as JSON; uploads as links', () => {
    expect(
      historyDetails(action, {
        deadline: '2099-01-01',
        content: '已整改',
        cause: '逾期',
        evidence: '/a.png,/b.png',
        report: '/r.pdf',
      }),
    ).toEqual({
      comment: '逾期',
      params: JSON.stringify({
        deadline: '2099-01-01',
        content: '已整改',
        cause: '逾期',
        evidence: '/a.png,/b.png',
        report: '/r.pdf',
      }),
      attachments: '/a.png,/b.png,/r.pdf',
    });
    expect(
      historyDetails(action, { deadline: null, content: '已整改', cause: null, evidence: null, report: null }),
    ).toEqual({
      comment: '已整改',
      params: JSON.stringify({ content: '已整改' }),
      attachments: null,
    });
    expect(historyDetails({ ...action, params: undefined }, {})).toEqual({
      comment: null,
      params: null,
      attachments: null,
    });
  });
});

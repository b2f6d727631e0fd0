import type { ActionDef, LifeCycle, ResourceDef, StateDef } from './types';

/**
 * Reading declared life cycles, shared by the server (routes, checks, history) and the web app
 * (buttons, chips, timeline). Pure functions: no React, no server code.
 */

/** A declared action with the life cycle it moves. */
export interface DeclaredAction {
  lifecycle: LifeCycle;
  action: ActionDef;
}

/** Every declared action of a resource, in declaration order. */
export function actionsOf(def: ResourceDef): DeclaredAction[] {
  return (def.lifecycles ?? []).flatMap((lifecycle) => lifecycle.actions.map((action) => ({ lifecycle, action })));
}

/**
 * Blade button code that allows an action: declared, or `<menu>_<action>` like the CRUD buttons. A
 * route segment with hyphens (`supervise-complete`) becomes camelCase in the code
 * (`invalidsongabnormal_superviseComplete`): button codes are identifiers.
 */
export const actionPerm = (def: { name: string; menuCode?: string }, action: { name: string; perm?: string }): string =>
  action.perm ?? `${def.menuCode ?? def.name}_${action.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())}`;

/** The life cycle whose status is this field, if any. */
export const lifecycleOf = (def: ResourceDef | undefined, field: string): LifeCycle | undefined =>
  def?.lifecycles?.find((lc) => lc.field === field);

/** The declared state of a stored value (numbers arrive as numbers or strings). */
export const stateOf = (lc: LifeCycle | undefined, value: unknown): StateDef | undefined =>
  value === null || value === undefined || value === '' ? undefined : lc?.states.find((s) => s.code === Number(value));

/** May a record in this state take this action? */
export const allowsFrom = (action: ActionDef, value: unknown): boolean =>
  value !== null && value !== undefined && value !== '' && action.from.includes(Number(value));

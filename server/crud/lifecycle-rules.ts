import type { ResourceDef } from '../../resources/types';

/**
 * Route names a resource's base already serves or may serve (the engine's CRUD, exports, history);
 * an action of that name would shadow or clash with them.
 */
const RESERVED = ['list', 'page', 'detail', 'submit', 'remove', 'export', 'save', 'update', 'history', 'all-list'];

/**
 * The rules a declared life cycle must keep, checked when the server starts so a broken declaration
 * never serves: the status field is a declared, read-only int (submit can never set it, so the
 * actions are the only way it changes), states and actions are well named, and every field an
 * action writes is declared (its column exists). Throws one message naming every problem.
 */
export function checkLifecycles(defs: readonly ResourceDef[]): void {
  const problems = defs.flatMap(problemsOf);
  if (problems.length) throw new Error(`invalid life cycle declarations:\n- ${problems.join('\n- ')}`);
}

export function problemsOf(def: ResourceDef): string[] {
  const out: string[] = [];
  const at = (what: string) => out.push(`${def.name}: ${what}`);
  const fields = new Map(def.fields.map((f) => [f.name, f]));
  const reserved = new Set([...RESERVED, ...(def.exportAliases ?? [])]);
  const actionNames = new Set<string>();
  const statusFields = new Set<string>();
  for (const lc of def.lifecycles ?? []) {
    const field = fields.get(lc.field);
    if (!field) at(`life cycle field ${lc.field} is not a declared field`);
    else {
      if (field.type !== 'int') at(`life cycle field ${lc.field} must be of type int, not ${field.type}`);
      if (!field.readOnly) at(`life cycle field ${lc.field} must be readOnly (submit may never set it)`);
      if (field.serverOnly) at(`life cycle field ${lc.field} must not be serverOnly`);
    }
    if (statusFields.has(lc.field)) at(`field ${lc.field} has two life cycles`);
    statusFields.add(lc.field);
    const codes = new Set<number>();
    for (const s of lc.states) {
      if (!Number.isInteger(s.code)) at(`state ${s.label} of ${lc.field} needs an integer code`);
      if (codes.has(s.code)) at(`state code ${s.code} of ${lc.field} is declared twice`);
      codes.add(s.code);
    }
    if (field?.default !== undefined && !codes.has(Number(field.default)))
      at(`default ${field.default} of ${lc.field} is not a declared state`);
    for (const a of lc.actions) {
      const where = `action ${a.name}`;
      if (!/^[A-Za-z][A-Za-z0-9_-]*$/.test(a.name))
        at(`${where}: name must be a route segment (letters, digits, - and _)`);
      if (actionNames.has(a.name)) at(`${where} is declared twice`);
      if (reserved.has(a.name)) at(`${where} clashes with the route ${def.base}/${a.name}`);
      actionNames.add(a.name);
      if (a.from.length === 0) at(`${where} has no from-state`);
      for (const code of a.from)
        if (!codes.has(code)) at(`${where}: from-state ${code} is not a declared state of ${lc.field}`);
      if (!codes.has(a.to)) at(`${where}: to-state ${a.to} is not a declared state of ${lc.field}`);
      const paramNames = new Set<string>();
      for (const p of a.params ?? []) {
        if (p.name === 'id' || p.name === 'ids') at(`${where}: parameter ${p.name} would hide the record ids`);
        if (paramNames.has(p.name)) at(`${where}: parameter ${p.name} is declared twice`);
        paramNames.add(p.name);
        if (p.column === undefined) continue;
        const target = fields.get(p.column);
        if (!target) at(`${where}: parameter ${p.name} writes ${p.column}, which is not a declared field`);
        else if (target.serverOnly || p.column === lc.field)
          at(`${where}: parameter ${p.name} may not write ${p.column}`);
      }
      if (a.notBy !== undefined && a.notBy !== 'createUser' && fields.get(a.notBy)?.type !== 'id')
        at(`${where}: notBy ${a.notBy} must be createUser or a declared user reference`);
      for (const name of Object.keys(a.sets ?? {})) {
        const target = fields.get(name);
        if (!target) at(`${where}: sets ${name}, which is not a declared field`);
        else if (name === lc.field) at(`${where}: sets its own status field ${name}`);
      }
    }
  }
  return out;
}

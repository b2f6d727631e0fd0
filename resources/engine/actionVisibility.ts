import { ADMINISTRATOR, type Permissions } from '../../authProvider/permissions';
import { actionPerm, actionsOf, allowsFrom, reviewsOwnWork, type DeclaredAction } from '../lifecycles';
import type { ResourceDef } from '../types';

/**
 * Which declared actions a person is offered: a button shows only when the user holds
 * its code and, for a row, the row's state is one the action starts from and the action does not
 * review the user's own work (`notBy`). The server checks all of it again; this only keeps buttons
 * that would be refused off the screen. Pure: no React.
 */

type Row = Record<string, unknown>;

/** The administrator holds every code; anyone else the flattened button codes of their grants. */
export function holdsCode(perms: Permissions | undefined, code: string): boolean {
  if (!perms) return false;
  return perms.roles.includes(ADMINISTRATOR) || perms.buttons.includes(code);
}

/** The actions the user (`userId`, when known) may take on this row now. */
export function rowActions(
  def: ResourceDef,
  record: Row | undefined,
  perms: Permissions | undefined,
  userId?: unknown,
): DeclaredAction[] {
  if (!record) return [];
  return actionsOf(def).filter(
    ({ lifecycle, action }) =>
      allowsFrom(action, record[lifecycle.field]) &&
      holdsCode(perms, actionPerm(def, action)) &&
      !reviewsOwnWork(action, record, userId),
  );
}

/** The bulk actions the user holds (whatever is selected). */
export function bulkActions(def: ResourceDef, perms: Permissions | undefined): DeclaredAction[] {
  return actionsOf(def).filter(({ action }) => action.bulk && holdsCode(perms, actionPerm(def, action)));
}

/**
 * Why a bulk action cannot run on a selection: nothing selected, rows not loaded, a row in another
 * state, a row whose review would be the user's own.
 */
export type BulkBlock = 'empty' | 'notOnPage' | 'state' | 'own';

/**
 * Whether a bulk action can run on the selected rows: all of them must be on the page (their state
 * known) and in a from-state; the server changes all of them or none.
 */
export function bulkBlock(
  { lifecycle, action }: DeclaredAction,
  selectedIds: readonly unknown[],
  records: readonly Row[],
  userId?: unknown,
): BulkBlock | undefined {
  if (selectedIds.length === 0) return 'empty';
  const byId = new Map(records.map((r) => [String(r.id), r]));
  const selected = selectedIds.map((id) => byId.get(String(id))!);
  if (selected.some((r) => !r)) return 'notOnPage';
  if (!selected.every((r) => allowsFrom(action, r[lifecycle.field]))) return 'state';
  return selected.some((r) => reviewsOwnWork(action, r, userId)) ? 'own' : undefined;
}

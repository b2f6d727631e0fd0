import type { DemoContext, DemoHistoryEntry, Row } from '../../types';

/** A demo row in the making, and the history its state changes go to. */
export interface DemoRecord {
  ctx: DemoContext;
  /** The declared resource the row is of (its life cycle names the actions). */
  resource: string;
  row: Row;
  history: DemoHistoryEntry[];
}

/** One declared action a demo row went through. */
export interface StateChange {
  action: string;
  from: number;
  to: number;
  time: string;
  /** Who took it: the tenant's admin when not said. */
  by?: string | null;
  comment?: string;
  /** The columns the action set besides `updateTime`, which becomes `time`. */
  set?: Row;
}

/**
 * Moves a demo row through a declared action as the action would: its columns are set, and its history
 * row is recorded in the row's dept.
 */
export function changeState({ ctx, resource, row, history }: DemoRecord, change: StateChange): void {
  Object.assign(row, { ...change.set, updateTime: change.time });
  history.push({
    resource,
    recordId: String(row.id),
    action: change.action,
    fromState: change.from,
    toState: change.to,
    userId: change.by ?? ctx.adminUserId,
    deptId: (row.deptId as string | null | undefined) ?? null,
    time: change.time,
    comment: change.comment,
  });
}

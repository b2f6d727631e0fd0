import type { FieldType, ResourceDef } from '../../resources/types';

/** How a field's value travels on the wire (server/crud/serialize.ts): numbers for int and number, text otherwise. */
export type WireValue<T extends FieldType> = T extends 'int' | 'number' ? number : string;

type FieldsOf<D> = D extends { fields: readonly (infer F)[] } ? F : never;

/**
 * The audit columns of every row, as the wire shows them. (A type, not an interface: a wire row is also
 * a plain record, `Record<string, unknown>`, which an interface would not be.)
 */
export type WireAudit = {
  id: string;
  createUser: string | null;
  createDept: string | null;
  createTime: string;
  updateUser: string | null;
  updateTime: string;
  status: number;
  isDeleted: number;
};

/**
 * A row of a declared resource as the wire shows it (what `serialize` makes of a table row, before any
 * reference labels are added): its audit columns, its tenant when tenant scoped, and each field that is
 * not server-only, null when empty.
 */
export type WireRowOf<D extends ResourceDef> = WireAudit &
  (D extends { tenantScoped: true } ? { tenantId: string } : unknown) & {
    [
      F in FieldsOf<D> as F extends { serverOnly: true }
        ? never
        : F extends { name: infer N extends string }
          ? N
          : never
    ]: (F extends { type: infer T extends FieldType } ? WireValue<T> : never) | null;
  };

/** A serialized row as its declaration types it (the engine serializes rows by that declaration). */
export const wireRow = <D extends ResourceDef>(row: Record<string, unknown>): WireRowOf<D> =>
  row as unknown as WireRowOf<D>;

import { describe, expect, it } from 'vitest';
import { maskDetail, maskListAnswer, maskRows } from '../../server/crud/masking';
import type { RequestContext } from '../../server/http/access';
import type { FieldDef, ResourceDef } from '../../resources/types';
import usercertification from '../../resources/consumer/usercertification/schema';

const ID = '33010619900307123X';
const MASKED = '330106********123X';
const row = { id: '1', realName: '王小明', idCard: ID };
const ctx = (perms: string[], isAdministrator = false) =>
  ({ perms: new Set(perms), isAdministrator }) as unknown as RequestContext;

describe('masked fields (server/crud/masking.ts)', () => {
  it('lists, pages and export batches answer the identity number masked, leaving the cached rows as they were', () => {
    const list = maskListAnswer(usercertification, [row]);
    expect(list).toEqual([{ ...row, idCard: MASKED }]);
    const page = maskListAnswer(usercertification, { records: [row, { ...row, idCard: null }], total: 2 });
    expect(page).toEqual({
      records: [
        { ...row, idCard: MASKED },
        { ...row, idCard: null },
      ],
      total: 2,
    });
    expect(maskRows(usercertification, [row])).toEqual([{ ...row, idCard: MASKED }]);
    expect(row.idCard).toBe(ID);
  });

  it("a detail is whole only for a holder of the field's right (or the super administrator)", () => {
    expect(maskDetail(usercertification, ctx(['usercertification_idCard']), row)).toEqual(row);
    expect(maskDetail(usercertification, ctx([], true), row)).toEqual(row);
    expect(maskDetail(usercertification, ctx(['usercertification', 'usercertification_view']), row)).toEqual({
      ...row,
      idCard: MASKED,
    });
    expect(maskDetail(usercertification, ctx([]), null)).toBeNull();
  });

  it('a declaration without masked fields is answered as it is', () => {
    const plain: ResourceDef = {
      ...usercertification,
      fields: usercertification.fields.map((f: FieldDef) => ({ ...f, masked: undefined })),
    };
    const answer = [row];
    expect(maskListAnswer(plain, answer)).toBe(answer);
    expect(maskDetail(plain, ctx([]), row)).toBe(row);
  });
});

import { describe, expect, it } from 'vitest';
import { allResources } from '../../resources/declarations';
import { filterFields, filterParam } from '../../resources/engine/listFilters';
import { viaFiltersOf } from '../../resources/via-filters';
import type { ResourceDef } from '../../resources/types';
import inspect from '../../resources/enforce/inspect/schema';

const named = (name: string) => allResources.find((d) => d.name === name);

describe('via filters', () => {
  it('every declared one resolves to a filterable field of the row its reference names', () => {
    const declared = allResources.flatMap((def) =>
      viaFiltersOf(def, named).map((v) => `${def.name}.${v.field.name} → ${v.target.name}.${v.filter.field}`),
    );
    expect(declared).toEqual(
      expect.arrayContaining([
        'inspect.subjectMarketType → subject.marketType',
        'reportcheck.checkpointMarketType → checkpoint.marketType',
      ]),
    );
  });

  it('shows as the field it reads, after the declared filters', () => {
    const field = filterFields(inspect).at(-1)!;
    expect([field.name, field.label, field.dict?.code, filterParam(field)]).toEqual([
      'subjectMarketType',
      '市场类型',
      'market_type',
      'subjectMarketType_equal',
    ]);
  });

  it('refuses a declaration that names no reference or no filterable field', () => {
    const base: ResourceDef = { ...inspect, viaFilters: [] };
    expect(() =>
      viaFiltersOf({ ...base, viaFilters: [{ name: 'x', via: 'content', field: 'marketType' }] }, named),
    ).toThrow('content is no id reference');
    expect(() =>
      viaFiltersOf({ ...base, viaFilters: [{ name: 'x', via: 'subjectId', field: 'longitude' }] }, named),
    ).toThrow('subject.longitude is not filterable');
    expect(() =>
      viaFiltersOf({ ...base, viaFilters: [{ name: 'result', via: 'subjectId', field: 'marketType' }] }, named),
    ).toThrow('a field has that name');
  });
});

import { describe, expect, it } from 'vitest';
import { filterFields, filterParam, searchField } from '../../resources/engine/listFilters';
import param from '../../resources/system/param/schema';

describe('generated list filters', () => {
  it('writes Blade parameter names: bare = LIKE, exact for choices and numbers', () => {
    expect(filterParam({ name: 'paramKey', label: '', type: 'string', filter: true })).toBe('paramKey');
    expect(filterParam({ name: 'type', label: '', type: 'int', filter: true })).toBe('type_equal');
    expect(filterParam({ name: 'kind', label: '', type: 'string', filter: true, dict: { code: 'x' } })).toBe(
      'kind_equal',
    );
    expect(filterParam({ name: 'n', label: '', type: 'string', filter: ['likeright'] })).toBe('n_likeright');
    expect(filterParam({ name: 'n', label: '', type: 'string' })).toBeUndefined();
  });
  it('lets the search box cover the first search field of param', () => {
    expect(searchField(param)?.name).toBe('paramName');
    expect(filterFields(param).map((field) => field.name)).toEqual(['paramKey', 'paramValue']);
  });
});

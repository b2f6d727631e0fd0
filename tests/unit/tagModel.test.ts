import { describe, expect, it } from 'vitest';
import {
  closeAllTags,
  closeOtherTags,
  closeTag,
  dashboardTag,
  isClosable,
  normalizeTags,
  tagKeyOf,
  upsertTag,
  type Tag,
} from '../../src/layout/tags/tagModel';

const tag = (key: string, label = key): Tag => ({ key, value: key, label, params: {}, query: {}, meta: {} });

describe('tag tabs', () => {
  it('always starts with the console, which cannot be closed', () => {
    const tags = normalizeTags([tag('/a'), tag('/b')]);
    expect(tags[0].key).toBe('/wel/dashboard');
    expect(isClosable(tags, tags[0])).toBe(false);
    expect(closeTag(tags, '/wel/dashboard', '/a').tags).toHaveLength(3);
  });
  it('is not closable when it is the only tab', () => {
    expect(isClosable([dashboardTag], dashboardTag)).toBe(false);
  });
  it('adds a page once and refreshes where its tab leads', () => {
    const once = upsertTag([dashboardTag], tag('/param'));
    const twice = upsertTag(once, { ...tag('/param'), value: '/param?page=2' });
    expect(twice.map((t) => t.key)).toEqual(['/wel/dashboard', '/param']);
    expect(twice[1].value).toBe('/param?page=2');
  });
  it('moves to the left neighbour when the current tab closes', () => {
    const tags = normalizeTags([tag('/a'), tag('/b'), tag('/c')]);
    expect(closeTag(tags, '/b', '/b').goTo?.key).toBe('/a');
    expect(closeTag(tags, '/b', '/c').goTo).toBeUndefined();
  });
  it('closes others (keeping the console) and all', () => {
    const tags = normalizeTags([tag('/a'), tag('/b')]);
    expect(closeOtherTags(tags, '/b').map((t) => t.key)).toEqual(['/wel/dashboard', '/b']);
    expect(closeAllTags().map((t) => t.key)).toEqual(['/wel/dashboard']);
  });
  it('keys iframe tabs by their address', () => {
    expect(tagKeyOf('/myiframe/urlPath', '?name=a&src=https%3A%2F%2Fx')).toBe('/myiframe/urlPath?src=https://x');
    expect(tagKeyOf('/param', '?page=2')).toBe('/param');
    // One tab per subject's one-household page, whichever of its record tabs is open.
    expect(tagKeyOf('/busdetail/123/employee', '')).toBe('/busdetail/123');
    expect(tagKeyOf('/busdetail/123', '')).toBe('/busdetail/123');
    expect(tagKeyOf('/busdetail/456/qrcode', '')).not.toBe(tagKeyOf('/busdetail/123/qrcode', ''));
  });
});

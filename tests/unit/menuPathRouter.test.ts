import { beforeAll, describe, expect, it } from 'vitest';
import { loadDeclarations } from '../../resources/declarationStore';
import { toMenuPath } from '../../src/routes/menuPathRouter';
import { learnMenuPaths, menuPathOf } from '../../src/routes/menuPathStore';
import type { MenuNode } from '../../src/layout/menu/menuModel';

const node = (resource: string, to: string): MenuNode => ({
  id: to,
  label: resource,
  path: to,
  to,
  resource,
  meta: {},
  children: [],
});

describe('react-admin links go to the menu paths', () => {
  // Signed in: the session has loaded the declarations.
  beforeAll(() => loadDeclarations());
  it('leaves every path alone until the menu says where resources live', () => {
    expect(menuPathOf('/user/1')).toBeUndefined();
    expect(toMenuPath('/user/1')).toBe('/user/1');
  });
  it('moves resource routes under their menu paths, keeping query, hash and other paths', () => {
    learnMenuPaths([
      {
        ...node('x', '/system'),
        resource: undefined,
        children: [node('user', '/system/user'), node('log-usual', '/monitor/log/usual')],
      },
    ]);
    expect(toMenuPath('/user')).toBe('/system/user');
    expect(toMenuPath('/user/1/show?tab=2#top')).toBe('/system/user/1/show?tab=2#top');
    expect(toMenuPath('/log-usual/create')).toBe('/monitor/log/usual/create');
    expect(toMenuPath({ pathname: '/user/create', search: '?a=1' })).toEqual({
      pathname: '/system/user/create',
      search: '?a=1',
    });
    expect(toMenuPath('/wel/dashboard')).toBe('/wel/dashboard');
    expect(toMenuPath('create')).toBe('create');
    expect(toMenuPath('/nope/1')).toBe('/nope/1');
  });
  it('leaves a menu path that begins like its short route where it is (/subject/subject of subject)', () => {
    learnMenuPaths([node('subject', '/subject/subject')]);
    expect(toMenuPath('/subject')).toBe('/subject/subject');
    expect(toMenuPath('/subject/12/show')).toBe('/subject/subject/12/show');
    expect(toMenuPath('/subject/subject')).toBe('/subject/subject');
    expect(toMenuPath('/subject/subject/12/show')).toBe('/subject/subject/12/show');
    expect(menuPathOf('/subject/subject/create')).toBeUndefined();
  });
  it('leaves the other subject resources under /subject/ where they are (not subject records)', () => {
    learnMenuPaths([node('subject', '/subject/subject'), node('checkpoint', '/subject/checkpoint')]);
    expect(toMenuPath('/subject/checkpoint')).toBe('/subject/checkpoint');
    expect(toMenuPath('/subject/checkpoint/7/show')).toBe('/subject/checkpoint/7/show');
    // A declared menu path counts before the menu has said so (a deep link opened first).
    expect(menuPathOf('/subject/fireEquip')).toBeUndefined();
    expect(toMenuPath('/subject/12')).toBe('/subject/subject/12');
  });
});

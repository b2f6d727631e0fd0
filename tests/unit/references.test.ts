import { describe, expect, it } from 'vitest';
import { allResources } from '../../resources/declarations';
import { labelledReferences, labelNameOf, relatedTabsOf } from '../../resources/references';
import type { ResourceDef } from '../../resources/types';

const byName = (name: string) => allResources.find((def) => def.name === name);
const def = (name: string) => byName(name)!;

/** A made-up tenant-scoped declaration, its table and path named after it: only its fields matter here. */
const tenantResource = (
  name: string,
  label: string,
  fields: ResourceDef['fields'],
  more: Partial<ResourceDef> = {},
): ResourceDef => ({ name, label, table: name, base: `/${name}`, tenantScoped: true, fields, ...more });

describe('the label of a reference', () => {
  it('is named after the field: without a trailing Id, plus Name; labelAs overrides', () => {
    expect(labelNameOf({ name: 'deptId' })).toBe('deptName');
    expect(labelNameOf({ name: 'enforcerId' })).toBe('enforcerName');
    expect(labelNameOf({ name: 'checkpointIds' })).toBe('checkpointName');
    expect(labelNameOf({ name: 'pauseUser' })).toBe('pauseUserName');
    expect(labelNameOf({ name: 'parentId' })).toBe('parentName');
    // Only a trailing Id counts.
    expect(labelNameOf({ name: 'idCard' })).toBe('idCardName');
    expect(labelNameOf({ name: 'deptId', labelAs: 'orgTitle' })).toBe('orgTitle');
  });

  it('is resolved for references to declarations with a labelField, as the server and the web app read it', () => {
    const labels = (name: string) =>
      labelledReferences(def(name), byName).map((ref) => [
        ref.field.name,
        ref.target.name,
        ref.labelField,
        ref.labelAs,
      ]);
    // A region code is named like a reference, looked up by the region's code rather than an id.
    expect(labels('subject')).toEqual([
      ['deptId', 'dept', 'deptName', 'deptName'],
      ['regionCode', 'region', 'name', 'regionName'],
      ['pauseUser', 'user', 'realName', 'pauseUserName'],
    ]);
    expect(labelledReferences(def('subject'), byName).map((ref) => ref.keyField)).toEqual(['id', 'code', 'id']);
    // Blade's UserVO names (roleName, deptName, postName) are exactly the engine's rule.
    expect(labels('user')).toEqual([
      ['roleId', 'role', 'roleName', 'roleName'],
      ['deptId', 'dept', 'deptName', 'deptName'],
      ['postId', 'post', 'postName', 'postName'],
    ]);
    expect(labels('dept')).toEqual([
      ['parentId', 'dept', 'deptName', 'parentName'],
      ['regionCode', 'region', 'name', 'regionName'],
    ]);
    // Menus have no labelField: their references stay as they are.
    expect(labels('api-scope')).toEqual([]);
  });

  it('never overwrites a declared field of the row', () => {
    const target = tenantResource('t', 'T', [{ name: 'title', label: '', type: 'string' }], { labelField: 'title' });
    const row = tenantResource('r', 'R', [
      { name: 'tId', label: '', type: 'id', reference: 't' },
      { name: 'tName', label: '', type: 'string' },
      { name: 'otherId', label: '', type: 'ids', reference: 't' },
      { name: 'secretId', label: '', type: 'id', reference: 't', serverOnly: true },
    ]);
    expect(labelledReferences(row, (name) => (name === 't' ? target : undefined)).map((ref) => ref.labelAs)).toEqual([
      'otherName',
    ]);
  });

  it('collides with no declared field in any declaration', () => {
    for (const d of allResources) {
      const names = new Set(d.fields.map((field) => field.name));
      for (const ref of labelledReferences(d, byName))
        expect(names.has(ref.labelAs), `${d.name}.${ref.labelAs}`).toBe(false);
    }
  });

  it("names a row by one of the declaration's own stored fields (the picker reads that column)", () => {
    const wrong = allResources
      .filter((d) => d.labelField && !d.fields.some((f) => f.name === d.labelField))
      .map((d) => `${d.name}.${d.labelField}`);
    expect(wrong).toEqual([]);
  });
});

describe('the related tabs of a show page', () => {
  const subject = tenantResource('subject', '经营主体', [{ name: 'subjectName', label: '', type: 'string' }], {
    labelField: 'subjectName',
  });
  const inspection = tenantResource('inspection', '检查记录', [
    { name: 'subjectId', label: '检查主体', type: 'id', reference: 'subject' },
    { name: 'reviewSubjectId', label: '复查主体', type: 'id', reference: 'subject' },
    { name: 'enforcerId', label: '执法人员', type: 'ids', reference: 'user' },
  ]);
  const complaint = tenantResource('complaint', '投诉', [
    { name: 'subjectIds', label: '被投诉主体', type: 'ids', reference: 'subject' },
    { name: 'note', label: '', type: 'string', reference: 'subject' },
  ]);
  const all = [subject, inspection, complaint];
  const tabs = (d: ResourceDef, list: readonly ResourceDef[] = all) =>
    relatedTabsOf(d, list).map((tab) => `${tab.resource.name}.${tab.field.name}`);

  it('lists every id/ids field pointing at the resource, in declaration order', () => {
    expect(tabs(subject)).toEqual(['inspection.subjectId', 'inspection.reviewSubjectId', 'complaint.subjectIds']);
    expect(tabs(inspection)).toEqual([]);
  });

  it('follows relatedTabs: false shows none, a list shows those resources in its order', () => {
    expect(tabs({ ...subject, relatedTabs: false })).toEqual([]);
    expect(tabs({ ...subject, relatedTabs: ['complaint', 'inspection'] })).toEqual([
      'complaint.subjectIds',
      'inspection.subjectId',
      'inspection.reviewSubjectId',
    ]);
    expect(tabs({ ...subject, relatedTabs: ['complaint'] })).toEqual(['complaint.subjectIds']);
  });

  it('gives a dept the users and subjects in it, but not its own child depts (the tree shows those)', () => {
    // Every business record carries a deptId (ownershipFields): those records are tabs of a dept too.
    const deptTabs = tabs(def('dept'), allResources);
    expect(deptTabs.slice(0, 2)).toEqual(['user.deptId', 'subject.deptId']);
    expect(deptTabs).not.toContain('dept.parentId');
    expect(tabs(def('user'), allResources)).toContain('subject.pauseUser');
  });
});

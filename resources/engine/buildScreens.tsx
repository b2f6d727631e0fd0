import type { ComponentType } from 'react';
import type { ResourceDef } from '../types';
import { FormFields } from './FormFields';
import { ResourceList } from './ResourceList';
import { GeneratedShow } from './GeneratedShow';
import { offeredScreens } from './offeredScreens';
import { resourceFormPages } from './ResourceForms';
import { withDef } from './withDef';

export interface ResourceScreens {
  list?: ComponentType;
  create?: ComponentType;
  edit?: ComponentType;
  show?: ComponentType;
  icon?: ComponentType;
}

const { CreatePage: GeneratedCreate, EditPage: GeneratedEdit } = resourceFormPages(FormFields);

type ScreenKind = 'list' | 'create' | 'edit' | 'show';

/** A resource's own screens in place of generated ones, and its menu icon. */
type OwnScreens = Partial<Record<ScreenKind, ComponentType>> & { icon?: ComponentType };

const GENERATED: Record<ScreenKind, [name: string, Screen: ComponentType]> = {
  list: ['List', ResourceList],
  create: ['Create', GeneratedCreate],
  edit: ['Edit', GeneratedEdit],
  show: ['Show', GeneratedShow],
};

/**
 * The four screens of a declaration: its own where given (always offered), else the generated ones
 * limited to what its API offers. Each reads the declaration from context.
 */
export function buildScreens(def: ResourceDef, { icon, ...own }: OwnScreens = {}): ResourceScreens {
  const offered = offeredScreens(def);
  const screen = (kind: ScreenKind) => {
    const [name, Generated] = GENERATED[kind];
    const Own = own[kind];
    if (Own) return withDef(def, Own, name);
    return offered[kind] ? withDef(def, Generated, name) : undefined;
  };
  return { list: screen('list'), create: screen('create'), edit: screen('edit'), show: screen('show'), icon };
}

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

/** The four screens of a declaration, limited to what its API offers. */
export function buildScreens(def: ResourceDef): ResourceScreens {
  const offered = offeredScreens(def);
  return {
    list: offered.list ? withDef(def, ResourceList, 'List') : undefined,
    create: offered.create ? withDef(def, GeneratedCreate, 'Create') : undefined,
    edit: offered.edit ? withDef(def, GeneratedEdit, 'Edit') : undefined,
    show: offered.show ? withDef(def, GeneratedShow, 'Show') : undefined,
  };
}

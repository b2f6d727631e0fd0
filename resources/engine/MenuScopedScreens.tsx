import type { ComponentType } from 'react';
import { buildScreens } from './buildScreens';
import type { ResourceDef } from '../types';
import { DeclaredFormFields } from './DeclaredFormFields';
import { ReferenceTreeInput } from './tree/ReferenceTreeInput';
import { resourceFormPages } from './ResourceForms';
import { withDef } from './withDef';

/** The menu a scope rule hangs under, picked from the menu tree. */
const ScopeFormFields = ({ mode }: { mode: 'create' | 'edit' }) => (
  <DeclaredFormFields
    mode={mode}
    inputs={{ menuId: <ReferenceTreeInput name="menuId" resource="menu" path="tree" /> }}
  />
);

const { CreatePage: ScopeCreate, EditPage: ScopeEdit } = resourceFormPages(ScopeFormFields);

/** Data scopes and API scopes: the generated list and show, forms with a menu tree picker. */
export function menuScopedScreens(def: ResourceDef, icon: ComponentType) {
  const { list, show } = buildScreens(def);
  return { list, show, create: withDef(def, ScopeCreate, 'Create'), edit: withDef(def, ScopeEdit, 'Edit'), icon };
}

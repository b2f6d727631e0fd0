import { createContext, useContext, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldDef, ResourceDef } from '../types';

const ResourceDefContext = createContext<ResourceDef | undefined>(undefined);

/** Generated screens read their declaration from context, so each piece stays small. */
export const ResourceDefProvider = ({ def, children }: { def: ResourceDef; children: ReactNode }) => (
  <ResourceDefContext.Provider value={def}>{children}</ResourceDefContext.Provider>
);

/** The declaration of the screen or section in context, if any (a part that also works outside one). */
export const useDeclarationInContext = (): ResourceDef | undefined => useContext(ResourceDefContext);

export function useResourceDef(): ResourceDef {
  const def = useContext(ResourceDefContext);
  if (!def) throw new Error('useResourceDef must be used inside a generated resource screen');
  return def;
}

/** Fields a person sees (server-only fields never reach the client). */
export const visibleFields = (def: ResourceDef): FieldDef[] => def.fields.filter((field) => !field.serverOnly);

/** Labels come from the declaration; a translation `resources.<name>.fields.<field>` may override them. */
export function useFieldLabel() {
  const translate = useTranslate();
  const def = useResourceDef();
  return (field: Pick<FieldDef, 'name' | 'label'>) =>
    translate(`resources.${def.name}.fields.${field.name}`, { _: field.label });
}

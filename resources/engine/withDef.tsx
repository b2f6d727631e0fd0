import type { ComponentType } from 'react';
import { ResourceDefProvider } from './ResourceDefContext';
import type { ResourceDef } from '../types';

/** A screen of one's own that reads its declaration from context, like the generated ones. */
export function withDef(def: ResourceDef, Screen: ComponentType, name: string): ComponentType {
  const Wrapped = () => (
    <ResourceDefProvider def={def}>
      <Screen />
    </ResourceDefProvider>
  );
  Wrapped.displayName = `${name}(${def.name})`;
  return Wrapped;
}

import type { ComponentType } from 'react';
import { Resource } from 'react-admin';
import { loadScreens, offeredScreens, resourceDefs } from '../../resources/registry';
import { representationField } from '../../resources/engine/representation';
import type { ResourceDef } from '../../resources/types';
import { lazyPage } from './lazyPage';

type Kind = 'list' | 'create' | 'edit' | 'show';

const Missing = () => null;

function lazyScreen(def: ResourceDef, kind: Kind): ComponentType {
  return lazyPage(() => loadScreens(def).then((screens) => ({ default: screens[kind] ?? Missing })));
}

/**
 * One <Resource> per declaration, registered up front (react-admin needs the routes) while the
 * screens themselves load on first visit.
 */
export const resourceElements = resourceDefs.map((def) => {
  const offered = offeredScreens(def);
  const screen = (kind: Kind) => (offered[kind] ? lazyScreen(def, kind) : undefined);
  return (
    <Resource
      key={def.name}
      name={def.name}
      options={{ label: def.label }}
      recordRepresentation={representationField(def)}
      list={screen('list')}
      create={screen('create')}
      edit={screen('edit')}
      show={screen('show')}
    />
  );
});

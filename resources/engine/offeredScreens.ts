import type { ResourceDef } from '../types';

/** Which screens a declaration gets, from the operations its API offers. Pure: no React. */
export function offeredScreens(def: ResourceDef) {
  const offers = (op: NonNullable<ResourceDef['operations']>[number]) => !def.operations || def.operations.includes(op);
  return {
    list: offers('page') || offers('list'),
    create: offers('submit') && !def.serverCreated,
    edit: offers('submit') && offers('detail'),
    show: offers('detail'),
    remove: offers('remove'),
  };
}

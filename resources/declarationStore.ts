import { useSyncExternalStore } from 'react';
import type { ResourceDef } from './types';

/**
 * The declarations, for the web app: a chunk of their own, loaded when a session starts (sign-in, or a
 * page opened with a stored session) instead of with the login page, which needs none of them and has a
 * size budget (README "Bundle budget"). Code that runs only when signed in (screens, the engine) imports
 * `./declarations` directly; code the login page loads (routes, data and auth providers, i18n, menu
 * paths) reads them here: empty until loaded, then the whole list, and the app re-renders on arrival.
 */
let loaded: readonly ResourceDef[] | undefined;
let pending: Promise<readonly ResourceDef[]> | undefined;
const listeners = new Set<() => void>();

/** Loads the declarations once; every caller gets the same promise. */
export function loadDeclarations(): Promise<readonly ResourceDef[]> {
  pending ??= import('./declarations').then(({ allResources }) => {
    loaded = allResources;
    for (const listener of listeners) listener();
    return allResources;
  });
  return pending;
}

const NONE: readonly ResourceDef[] = [];

/** The declarations if loaded, else none. */
export const declarations = (): readonly ResourceDef[] => loaded ?? NONE;

/** A loaded declaration by resource name. */
export const declarationOf = (name: string): ResourceDef | undefined => loaded?.find((def) => def.name === name);

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The declarations, re-rendering when they arrive. */
export const useDeclarations = (): readonly ResourceDef[] => useSyncExternalStore(subscribe, declarations);

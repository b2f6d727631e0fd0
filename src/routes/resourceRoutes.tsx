import type { ComponentType, JSX } from 'react';
import { Resource } from 'react-admin';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { loadScreens, offeredScreens } from '../../resources/registry';
// Straight from its file, not the engine's entry point: routes are in the first chunk, the engine is not.
// eslint-disable-next-line no-restricted-imports
import { recordPageOf, representationField } from '../../resources/engine/representation';
import type { ResourceDef } from '../../resources/types';
import { lazyPage } from './lazyPage';
import { isUnderMenuPath, resourceNames, useMenuPathOf } from './menuPathStore';
import { PageLoading } from '../layout/PageLoading';

const isShortRoute = (pathname: string) =>
  resourceNames().has(pathname.split('/')[1] ?? '') && !isUnderMenuPath(pathname);

type Kind = 'list' | 'create' | 'edit' | 'show';

const Missing = () => null;

/**
 * A resource page reached by its short route (`/param/1`, an old link or a bookmark) moves to the
 * same page under the menu's path (`/system/param/1`) once the menu says where that is; under the
 * menu path, or for a resource no menu names, it simply renders.
 */
function atMenuPath(Screen: ComponentType): ComponentType {
  const AtMenuPath = () => {
    const { pathname, search, hash } = useLocation();
    const { pending, target } = useMenuPathOf(pathname);
    if (target) return <Navigate to={`${target}${search}${hash}`} replace />;
    // Only a short route waits for the menu; under a menu path the page renders at once.
    return pending && isShortRoute(pathname) ? <PageLoading /> : <Screen />;
  };
  return AtMenuPath;
}

function lazyScreen(def: ResourceDef, kind: Kind): ComponentType {
  return atMenuPath(lazyPage(() => loadScreens(def).then((screens) => ({ default: screens[kind] ?? Missing }))));
}

/** The show route of a resource whose records have a page of their own (a subject's one-household page) leads there. */
function toRecordPage(page: (id: string) => string): ComponentType {
  const ToRecordPage = () => {
    const { id } = useParams();
    return <Navigate to={page(id ?? '')} replace />;
  };
  return ToRecordPage;
}

/**
 * One <Resource> per declaration, registered up front (react-admin needs the routes) while the
 * screens themselves load on first visit. The same element serves the menu paths (MenuPathPage):
 * its nested routes are relative, so it works under `/param` and under `/system/param` alike.
 * Built once per list of declarations (they arrive with the session).
 */
let builtFor: readonly ResourceDef[] | undefined;
let built = new Map<string, JSX.Element>();
export function resourceElementByName(defs: readonly ResourceDef[]): ReadonlyMap<string, JSX.Element> {
  if (defs === builtFor) return built;
  builtFor = defs;
  built = new Map(
    defs.map((def) => {
      const offered = offeredScreens(def);
      const screen = (kind: Kind) => (offered[kind] ? lazyScreen(def, kind) : undefined);
      return [
        def.name,
        <Resource
          key={def.name}
          name={def.name}
          options={{ label: def.label }}
          recordRepresentation={representationField(def)}
          list={screen('list')}
          create={screen('create')}
          edit={screen('edit')}
          show={recordPageOf(def) ? toRecordPage(recordPageOf(def)!) : screen('show')}
        />,
      ] as const;
    }),
  );
  return built;
}

export const resourceElements = (defs: readonly ResourceDef[]) => [...resourceElementByName(defs).values()];

/**
 * Business resources at the menu paths their declarations give (`def.menu.path`), as explicit routes:
 * `/subject/subject` starts with the short route of `subject` and would otherwise open record
 * "subject" there. The more specific route wins in react-router's ranking.
 */
export const declaredMenuRoutes = (defs: readonly ResourceDef[]) => {
  const elements = resourceElementByName(defs);
  return defs.flatMap((def) =>
    def.menu && elements.has(def.name)
      ? [<Route key={`menu:${def.name}`} path={`${def.menu.path}/*`} element={elements.get(def.name)} />]
      : [],
  );
};

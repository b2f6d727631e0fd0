import fp from 'fastify-plugin';
import type { DeclarationOf, ResourceName } from '../../resources/declarations';
import type { ResourceDef } from '../../resources/types';
import { Repository } from './repository';
import { CountCache } from './versioned-cache';
import { registerCrudRoutes } from './routes';
import { registerExportRoutes } from './export';
import { referenceCheck } from './references';
import { referenceLabels } from './reference-labels';
import { registerReferenceOptions } from './reference-options';
import { registerLifecycleRoutes } from './action-routes';
import type { ResourceBehaviour, ResourceServer } from './resource-server';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data layer of every declared resource, by name. */
    repos: ReadonlyMap<string, Repository>;
    /** The data layer of one declared resource, typed by its declaration. */
    repo<N extends ResourceName>(name: N): Repository<DeclarationOf<N>>;
  }
}

export interface RepositoriesPluginOptions {
  resources: readonly ResourceDef[];
}

/**
 * A repository per declared resource (server/crud/repository.ts): every read and write of a resource
 * table goes through it, with the tenant and data-scope conditions it adds itself.
 */
export const repositoriesPlugin = fp<RepositoriesPluginOptions>(
  async (app, { resources }) => {
    // Every repository's list totals, pages and records, counted as three caches for the metrics.
    const counts = new CountCache((key) => app.feed.version(key), undefined, app.metrics.cache('list_total'));
    const caches = { pages: app.metrics.cache('list_page'), rows: app.metrics.cache('record') };
    const repos = new Map(resources.map((def) => [def.name, new Repository(def, app.db, app.feed, counts, caches)]));
    app.decorate('repos', repos);
    app.decorate('repo', <N extends ResourceName>(name: N) => {
      const repo = repos.get(name);
      if (!repo) throw new Error(`unknown resource ${name}`);
      return repo as unknown as Repository<DeclarationOf<N>>;
    });
  },
  { name: 'repositories', dependencies: ['database', 'metrics'] },
);

export interface ResourcesPluginOptions {
  /** The server behaviour beside each declaration that has one (server/resources.ts). */
  servers: readonly ResourceServer[];
}

/**
 * The routes of every declared resource: its own routes and behaviour (resources/<domain>/<name>/server.ts),
 * then the generic Blade routes built from its declaration (list, page, detail, submit, remove, the
 * declared actions with their history, the Excel export, the names a picker reads).
 * Registered after the domains, whose services (files, SMS, workflow) the behaviours use.
 */
export const resourcesPlugin = fp<ResourcesPluginOptions>(
  async (app, { servers }) => {
    const behaviours = new Map<Repository, ResourceBehaviour>();
    for (const server of servers) {
      const repo = app.repos.get(server.def.name);
      if (!repo || repo.def !== server.def)
        throw new Error(`${server.def.name}: server behaviour of an undeclared resource`);
      const behaviour = server.behaviour(app);
      repo.behave(behaviour);
      behaviours.set(repo, behaviour);
    }
    for (const [repo, behaviour] of behaviours) await behaviour.routes?.(app, repo);
    const checkReferences = referenceCheck(app.db, app.repos);
    const labels = referenceLabels(
      app.db,
      app.repos,
      (key) => app.feed.version(key),
      app.metrics.cache('reference_labels'),
    );
    for (const repo of app.repos.values())
      registerCrudRoutes(app, repo, checkReferences, labels, (key) => app.feed.version(key), behaviours.get(repo));
    registerReferenceOptions(app, app.db, app.repos);
    registerLifecycleRoutes(app, behaviours);
    for (const repo of app.repos.values()) registerExportRoutes(app, repo);
  },
  { name: 'resources', dependencies: ['repositories', 'http'] },
);

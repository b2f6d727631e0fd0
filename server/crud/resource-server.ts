import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ResourceDef } from '../../resources/types';
import type { RequestContext } from '../http/access';
import type { ActionName, ResourceHooks } from './hooks';
import type { Repository } from './repository';

type Row = Record<string, unknown>;

/** A submit through the generic route, as its checks see it. */
export interface SubmitCall {
  req: FastifyRequest;
  ctx: RequestContext;
  /** The request body (an object: anything else was refused before). */
  body: Row;
  /** The id being updated, '' for an insert. */
  id: string;
}

/** A removal through the generic route, as its checks see it. */
export interface RemoveCall {
  req: FastifyRequest;
  ctx: RequestContext;
  /** The ids asked for, as sent (split at commas, blanks dropped). */
  ids: string[];
}

/** A declared action asked for through its route, as its checks see it. */
export interface ActionCall {
  req: FastifyRequest;
  ctx: RequestContext;
  /** The request's parameters (query and body, the body winning), as sent. */
  input: Row;
}

/** A route handler that stands in for one of the generic routes (same URL, method and access). */
export type RouteHandler = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Everything a resource does beyond what its declaration says, in one place: the effects of its writes,
 * removals and actions, what it adds on read, the checks around its generic routes, the generic routes
 * it serves its own way, and its own routes. Built once per app (the functions may close over the app's
 * services); the engine calls them, nothing registers them by name.
 */
export interface ResourceBehaviour<D extends ResourceDef = ResourceDef> extends ResourceHooks<D> {
  /**
   * Checks before the generic submit (throw to refuse) and what follows a successful one. `check` may
   * answer column values the submit writes with the declared ones, which a client cannot give itself
   * (a write-only secret, sealed: its field is serverOnly).
   */
  submit?: {
    check?(call: SubmitCall): Promise<Row | void> | Row | void;
    after?(call: SubmitCall, saved: Row): Promise<void> | void;
  };
  /** Checks before the generic removal (throw to refuse) and what follows a successful one. */
  remove?: { check?(call: RemoveCall): Promise<void> | void; after?(call: RemoveCall): Promise<void> | void };
  /**
   * Checks before a declared action's route runs it (throw to refuse), right after the guard: a refusal
   * in more specific words than the action's own from-state check (当前状态为…,不能…). That
   * check, inside the action's transaction, stays the rule.
   */
  actionChecks?: { readonly [A in ActionName<D>]?: (call: ActionCall) => Promise<void> | void };
  /**
   * Generic routes this resource serves its own way (same URL, method and access as the generic one):
   * a user's submit that also writes the user's roles, a log's detail read from a view.
   */
  replace?: Partial<Record<'list' | 'page' | 'detail' | 'submit' | 'remove', RouteHandler>>;
  /** The resource's own routes (`{base}/select`, `{base}/monitor-save`), given the resource's repository. */
  routes?(app: FastifyInstance, repo: Repository<D>): void | Promise<void>;
}

/** A declaration and the server behaviour beside it (`resources/<domain>/<name>/server.ts`). */
export interface ResourceServer<D extends ResourceDef = ResourceDef> {
  readonly def: D;
  readonly behaviour: (app: FastifyInstance) => ResourceBehaviour<D>;
}

/**
 * The server side of one declaration: `export default resourceServer(schema, (app) => ({ ... }))` in
 * the resource's folder, listed in server/resources.ts. The behaviour is typed by its declaration
 * (its rows, its action names); the engine, which serializes rows by that same declaration, holds it
 * as any resource's.
 */
export const resourceServer = <D extends ResourceDef>(
  def: D,
  behaviour: (app: FastifyInstance) => ResourceBehaviour<D>,
): ResourceServer => ({ def, behaviour }) as unknown as ResourceServer;

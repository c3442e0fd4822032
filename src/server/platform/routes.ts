/**
 * The server's half of the endpoint table (src/domain/api.ts): a feature lists its
 * routes as `route(api.jobs.detail, handler)`, and registerRoutes() puts each on the
 * app at its declared method and path, behind what the declaration says:
 *
 * 1. the route's own middleware, if any (the accounts' cross-site check);
 * 2. who may call (`allow(permission)`, or a signed-in user), before the request is
 *    read, so a signed-out client learns nothing but 401;
 * 3. the path parameters, query and JSON body checked by their schemas (400 with the
 *    schema's message);
 *
 * then the handler, given the parsed request. A JSON endpoint's handler returns the
 * declared answer type (the status is the declaration's), a 204 one nothing, and the
 * rest (files, pages, redirects, streams) a Response.
 */
import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AnswerOf, BodyKind, Endpoint, ParsedRequestOf } from '#domain/endpoint.js';
import type { Language } from '#domain/languages.js';
import type { PermissionString } from '#domain/permissions.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import type { Auth } from './auth/auth.js';
import { type ActorEnv, allow, requireUser, type SessionUser } from './auth/guards.js';
import { jsonAnswer } from './cached-json.js';
import { translateMessage } from './i18n.js';
import type { Logger } from './logger.js';
import type { AppEnv, RequestMeta } from './request-context.js';
import { requestLanguage, requestMeta } from './request-meta.js';
import type { Storage } from './storage/storage.js';
import { validate } from './validate.js';

/** Public routes see no user; every other route sees the caller as `c.get('actor')`. */
export type RouteEnv<E extends Endpoint> = E['access'] extends 'public' ? AppEnv : ActorEnv;

/** What every service is called with: the deps and who asks (services take what they need). */
export interface ServiceContext {
  /** The auth library (accounts' services sign in, reset and revoke through it). */
  auth: Auth;
  db: Db;
  storage: Storage;
  logger: Logger;
  config: Config;
  meta: RequestMeta;
}

/** A guarded route's service context also names the caller. */
export type RouteContext<E extends Endpoint> = E['access'] extends 'public'
  ? ServiceContext
  : ServiceContext & { actor: SessionUser };

/** The parsed request and `ctx`, the one way a route builds what its service is given. */
export type RouteRequest<E extends Endpoint> = ParsedRequestOf<E> & { ctx: RouteContext<E> };

export type RouteHandler<E extends Endpoint> = (
  c: Context<RouteEnv<E>>,
  request: RouteRequest<E>,
) => Promise<AnswerOf<E>> | AnswerOf<E>;

export interface Route {
  endpoint: Endpoint;
  middleware: MiddlewareHandler<AppEnv>[];
  handler: (c: Context<AppEnv>, request: RouteRequest<Endpoint>) => unknown;
}

function serviceContext(c: Context<AppEnv>, guarded: boolean) {
  const { database, storage, logger, config } = c.get('deps');
  const ctx: ServiceContext = {
    auth: c.get('auth'),
    db: database.db,
    storage,
    logger,
    config,
    meta: requestMeta(c),
  };
  return guarded ? { ...ctx, actor: (c as unknown as Context<ActorEnv>).get('actor') } : ctx;
}

export function route<E extends Endpoint>(endpoint: E, handler: RouteHandler<E>): Route;
export function route<E extends Endpoint>(
  endpoint: E,
  middleware: MiddlewareHandler<AppEnv>[],
  handler: RouteHandler<E>,
): Route;
export function route<E extends Endpoint>(
  endpoint: E,
  ...rest: [RouteHandler<E>] | [MiddlewareHandler<AppEnv>[], RouteHandler<E>]
): Route {
  const [middleware, handler] = rest.length === 1 ? [[], rest[0]] : rest;
  return { endpoint, middleware, handler: handler as unknown as Route['handler'] };
}

function isSchema(body: BodyKind | undefined): body is Exclude<BodyKind, string> {
  return body !== undefined && typeof body !== 'string';
}

function isPermission(access: Endpoint['access']): access is PermissionString {
  return access !== 'public' && access !== 'signed-in';
}

/** Any signed-in user, as `c.get('actor')`; answers are never cached. */
const signedIn: MiddlewareHandler<ActorEnv> = async (c, next) => {
  c.set('actor', await requireUser(c));
  c.header('Cache-Control', 'no-store');
  await next();
};

/** The parsed parts of a request a validator has read (Hono keeps them untyped here). */
function validated(c: Context<AppEnv>, target: 'param' | 'query' | 'json'): unknown {
  return (c.req.valid as (target: string) => unknown)(target);
}

/** An answer's `message` (what happened, shown to the caller) in their language. */
function withMessageIn(result: unknown, language: Language): unknown {
  if (language === 'en' || result === null || typeof result !== 'object') return result;
  const { message } = result as { message?: unknown };
  if (typeof message !== 'string') return result;
  return { ...result, message: translateMessage(message, language) };
}

/** Registers `routes` on `app` in order: where two paths match, the first one answers. */
export function registerRoutes(app: Hono<AppEnv>, routes: Route[]): void {
  for (const { endpoint, middleware, handler } of routes) {
    const chain: MiddlewareHandler<AppEnv>[] = [...middleware];
    if (isPermission(endpoint.access)) chain.push(allow(endpoint.access) as MiddlewareHandler);
    else if (endpoint.access === 'signed-in') chain.push(signedIn as MiddlewareHandler);
    if (endpoint.params) chain.push(validate('param', endpoint.params) as MiddlewareHandler);
    if (endpoint.query) chain.push(validate('query', endpoint.query) as MiddlewareHandler);
    if (isSchema(endpoint.body)) chain.push(validate('json', endpoint.body) as MiddlewareHandler);
    const { answer } = endpoint;
    app.on([endpoint.method], [endpoint.path], ...chain, async (c: Context<AppEnv>) => {
      const request = {
        params: endpoint.params ? validated(c, 'param') : c.req.param(),
        query: endpoint.query ? validated(c, 'query') : {},
        body: isSchema(endpoint.body) ? validated(c, 'json') : undefined,
        ctx: serviceContext(c, endpoint.access !== 'public'),
      } as RouteRequest<Endpoint>;
      const result = await handler(c, request);
      if (answer.kind === 'json') {
        return jsonAnswer(c, withMessageIn(result, requestLanguage(c)), answer.status);
      }
      if (answer.kind === 'empty') return c.body(null, 204);
      return result as Response;
    });
  }
}

/**
 * How an API endpoint is declared once for both sides (docs/decisions/018-endpoint-table.md):
 * its method, path, who may call it, the zod schemas of its path parameters, query
 * and body, and what it answers. The server registers its routes from these
 * declarations (platform/routes.ts), the browser calls through a client built from
 * them (web/lib/api-client.ts), and the OpenAPI document is generated from them;
 * a changed path, input or answer type fails `tsc` on both sides.
 */
import type { z } from 'zod';
import type { PermissionString } from './permissions.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: anyone, any signed-in user (the service decides the rest), or the
 * holders of one permission (the server refuses others before it reads the request:
 * 401 signed out, 403 otherwise).
 */
export type Access = 'public' | 'signed-in' | PermissionString;

declare const ANSWER: unique symbol;

/** A JSON answer of type T, with 200 or 201. */
export interface JsonAnswer<T> {
  kind: 'json';
  status: 200 | 201;
  readonly [ANSWER]?: T;
}

/** 204 No Content. */
export interface EmptyAnswer {
  kind: 'empty';
}

/** Anything else: a file, a page, a redirect or a stream, with its content type. */
export interface RawAnswer {
  kind: 'raw';
  contentType: string;
}

export type Answer = JsonAnswer<unknown> | EmptyAnswer | RawAnswer;

export function json<T>(status: 200 | 201 = 200): JsonAnswer<T> {
  return { kind: 'json', status };
}

export const empty: EmptyAnswer = { kind: 'empty' };

export function raw(contentType: string): RawAnswer {
  return { kind: 'raw', contentType };
}

type Schema = z.ZodType;

/**
 * A request body: JSON checked by a schema, or one the route reads itself: a
 * multipart form (uploads), an HTML form post, or raw text (a signed webhook).
 */
export type BodyKind = Schema | 'multipart' | 'form' | 'raw';

/** `METHOD /path`: how api-paths.ts writes an endpoint's address. */
export type ApiRoute = `${HttpMethod} /api/${string}`;

export interface Endpoint {
  /** `METHOD /path` as api-paths.ts has it. */
  route: ApiRoute;
  method: HttpMethod;
  /** The full path, in the server router's syntax: `/api/jobs/:id`, `:action{a|b}`. */
  path: string;
  /** One line for the API reference. */
  summary: string;
  /** The reference's group. */
  tag: string;
  access: Access;
  params?: Schema;
  query?: Schema;
  body?: BodyKind;
  answer: Answer;
}

type MethodOf<R extends ApiRoute> = R extends `${infer M extends HttpMethod} ${string}` ? M : never;
type PathOf<R extends ApiRoute> = R extends `${HttpMethod} ${infer P}` ? P : never;

/** The method and path of an address as api-paths.ts writes it. */
export function splitRoute<R extends ApiRoute>(route: R): { method: MethodOf<R>; path: PathOf<R> } {
  const space = route.indexOf(' ');
  return {
    method: route.slice(0, space) as MethodOf<R>,
    path: route.slice(space + 1) as PathOf<R>,
  };
}

/** Declares the endpoint at `route`, keeping its literal types for both sides. */
function endpoint<
  const R extends ApiRoute,
  const D extends Omit<Endpoint, 'route' | 'method' | 'path'>,
>(route: R, declaration: D): D & { route: R; method: MethodOf<R>; path: PathOf<R> } {
  return { ...declaration, route, ...splitRoute(route) };
}

/** An endpoint as its group declares it: all but its address and its group. */
export type EndpointDeclaration = Omit<Endpoint, 'route' | 'method' | 'path' | 'tag'>;

/**
 * Declares endpoints that `access` may call, each with its summary and the rest of its
 * declaration: `const owner = callableBy('manage:job:own')`, then
 * `update: owner('Edit a job posting', { params, body, answer })` in the group's table.
 */
export function callableBy<const A extends Access>(access: A) {
  const declare = <const S extends string, const D extends Parts>(summary: S, declaration: D) => ({
    summary,
    access,
    ...declaration,
  });
  /**
   * Endpoints of this caller on one thing, sharing part of their declaration:
   * `const onJob = owner.sharing({ params: jobIdParamSchema })`, then
   * `applications: onJob("A job's applications", { answer: json<JobApplicationView[]>() })`.
   * Each declares what the shared part leaves out, and nothing it already says.
   */
  const sharing =
    <const Shared extends Partial<Parts>>(shared: Shared) =>
    <const S extends string, const D extends Partial<Parts> = Record<never, never>>(
      summary: S,
      ...[declaration]: Rest<Shared, D>
    ) =>
      declare(summary, inDeclarationOrder({ ...shared, ...declaration })) as {
        summary: S;
        access: A;
      } & Shared &
        D;
  return Object.assign(declare, { sharing });
}

/** What a group's row declares after the summary and the caller. */
type Parts = Omit<EndpointDeclaration, 'summary' | 'access'>;

/** The rest of a row on a shared part: the answer unless shared, and optional input. */
type Rest<Shared, D> = Shared extends { answer: Answer }
  ? [declaration?: D & { [K in keyof Shared]?: never }]
  : [declaration: D & { [K in keyof Shared]?: never } & { answer: Answer }];

/** The parts in the order a hand-written row puts them, so the table reads the same. */
function inDeclarationOrder(parts: Partial<Parts>): Parts {
  const { params, query, body, answer } = parts;
  return {
    ...(params && { params }),
    ...(query && { query }),
    ...(body && { body }),
    answer: answer as Answer,
  };
}

/** Endpoints anyone may call. */
export const anyone = callableBy('public');

/** Endpoints any signed-in user may call (the service decides the rest). */
export const signedIn = callableBy('signed-in');

/**
 * The endpoints of one group of the API reference (`tag`), one for each address of
 * `paths` (a group of api-paths.ts) under the same name: a missing or unknown name
 * fails `tsc`.
 */
export function endpointGroup<
  const Tag extends string,
  const Paths extends Record<string, ApiRoute>,
  const Table extends { [K in keyof Paths]: EndpointDeclaration },
>(
  tag: Tag,
  paths: Paths,
  table: Table & Record<Exclude<keyof Table, keyof Paths>, never>,
): {
  [K in keyof Paths]: Table[K] & {
    tag: Tag;
    route: Paths[K];
    method: MethodOf<Paths[K]>;
    path: PathOf<Paths[K]>;
  };
} {
  const entries = Object.entries(table as Record<string, EndpointDeclaration>).map(
    ([name, { summary, access, ...declaration }]) => [
      name,
      endpoint(paths[name] as ApiRoute, { summary, tag, access, ...declaration }),
    ],
  );
  return Object.fromEntries(entries);
}

/** What a call of `E` resolves to in the browser (and must return on the server). */
export type AnswerOf<E extends Endpoint> =
  E['answer'] extends JsonAnswer<infer T>
    ? T
    : E['answer'] extends EmptyAnswer
      ? // biome-ignore lint/suspicious/noConfusingVoidType: a 204 handler returns nothing, as a void function does
        void
      : Response;

type InputOf<S> = S extends Schema ? z.input<S> : never;
type OutputOf<S> = S extends Schema ? z.output<S> : never;

/** What the browser sends: the parts `E` declares, as their schemas take them in. */
export type RequestOf<E extends Endpoint> = (E['params'] extends Schema
  ? { params: InputOf<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends Schema ? { query?: InputOf<E['query']> } : { query?: undefined }) &
  (E['body'] extends Schema
    ? { body: InputOf<E['body']> }
    : E['body'] extends 'multipart' | 'form'
      ? { body: FormData }
      : E['body'] extends 'raw'
        ? { body: string }
        : { body?: undefined });

/** What the server's handler is given: each declared part, checked and parsed. */
export interface ParsedRequestOf<E extends Endpoint> {
  params: E['params'] extends Schema ? OutputOf<E['params']> : Record<string, string>;
  query: E['query'] extends Schema ? OutputOf<E['query']> : Record<string, never>;
  body: E['body'] extends Schema ? OutputOf<E['body']> : undefined;
}

/** A query value as it goes into an address; empty ones are left out. */
type QueryValue = string | number | boolean | null | undefined;

/**
 * The address of the endpoint at `route` with these path parameters and query, the
 * query in the order given and without empty values. The server's page heads preload
 * the same addresses the browser reads, to the character (page-data.ts).
 */
export function urlOf(
  route: ApiRoute,
  { params, query }: { params?: object; query?: object } = {},
): string {
  const values = (params ?? {}) as Record<string, QueryValue>;
  const { path: pattern } = splitRoute(route);
  const path = pattern.replace(/:(\w+)(\{[^}]*\})?/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`${route} needs the path parameter ${name}`);
    }
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

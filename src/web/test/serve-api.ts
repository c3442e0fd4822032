/**
 * The fake server of the component tests: it stands in for the network, not for our
 * modules. `serveApi({ 'POST /api/contact': (req) => json({ id: 'c1' }) })` replaces
 * `fetch` (and XMLHttpRequest, which the uploads use) for the current test, answers
 * each request from the handler of its method and path, records every request, and
 * fails the test on a request no handler expected. Matching on the HTTP request only,
 * never on which module sent it, the tests hold while the web's API code is rewritten.
 */
import { expect, vi } from 'vitest';

export interface ApiRequest {
  method: string;
  /** The pathname, without the query. */
  path: string;
  query: URLSearchParams;
  /** Parsed JSON, FormData as sent, text, or undefined when there was no body. */
  body: unknown;
  headers: Headers;
  /** The values of the route's `:name` segments. */
  params: Record<string, string>;
}

/** What a handler answers: a Response as it is, anything else as a 200 JSON body. */
type Answer = Response | object | string | number | boolean | null | undefined;
export type Handler = Answer | ((request: ApiRequest) => Answer | Promise<Answer>);

/** `'METHOD /api/path/:param'`, optionally with `?name=value` that the query must contain. */
export type Routes = Record<string, Handler>;

interface Route {
  key: string;
  method: string;
  segments: string[];
  query: URLSearchParams;
  handler: Handler;
}

export interface FakeServer {
  /** Every request received, in order. */
  readonly requests: ApiRequest[];
  /** The requests that matched the route `key` (as written in serveApi's table). */
  calls(key: string): ApiRequest[];
  /** The one request to `key`; fails if there were none or several. */
  lastCall(key: string): ApiRequest;
  /** More routes, or the same route answering differently from now on. */
  use(routes: Routes): void;
}

const unexpected: string[] = [];

/** JSON as our server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Our server's error envelope (src/server/platform/http-errors.ts). */
export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string | string[]>,
): Response {
  return json(
    { error: { code, message, ...(fields ? { fields } : {}), requestId: 'req-test' } },
    status,
  );
}

/** A handler that answers only when the test says so, to see the pending state. */
export function deferred(): {
  handler: () => Promise<Answer>;
  resolve: (answer: Answer) => void;
} {
  let resolve: (answer: Answer) => void = () => {};
  const promise = new Promise<Answer>((done) => {
    resolve = done;
  });
  return { handler: () => promise, resolve: (answer) => resolve(answer) };
}

function parseRoute(key: string, handler: Handler): Route {
  const [method, target] = key.split(' ');
  if (!method || !target?.startsWith('/')) throw new Error(`Bad route "${key}"`);
  const [path, query = ''] = target.split('?');
  return {
    key,
    method: method.toUpperCase(),
    segments: path.split('/'),
    query: new URLSearchParams(query),
    handler,
  };
}

function matchRoute(route: Route, method: string, url: URL): Record<string, string> | null {
  if (route.method !== method) return null;
  const segments = url.pathname.split('/');
  if (segments.length !== route.segments.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of route.segments.entries()) {
    const actual = segments[index];
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeURIComponent(actual);
    else if (segment !== actual) return null;
  }
  for (const [name, value] of route.query) {
    if (url.searchParams.get(name) !== value) return null;
  }
  return params;
}

async function readBody(body: BodyInit | null | undefined, headers: Headers): Promise<unknown> {
  if (body === undefined || body === null) return undefined;
  if (body instanceof FormData) return body;
  const text = typeof body === 'string' ? body : await new Response(body).text();
  if ((headers.get('Content-Type') ?? '').includes('json')) return JSON.parse(text);
  return text;
}

function toResponse(answer: Answer): Response {
  // A Response given once in the table answers every call: each gets its own copy.
  if (answer instanceof Response) return answer.clone();
  return json(answer ?? null);
}

function requestLine(method: string, url: URL, body: unknown): string {
  const shown = body instanceof FormData ? '(form data)' : JSON.stringify(body);
  return `${method} ${url.pathname}${url.search}${body === undefined ? '' : ` ${shown}`}`;
}

/**
 * Answers one request: the newest route that matches wins (so `use()` can change an
 * answer). A request nobody expected gets a 404 envelope and fails the test.
 */
async function answer(
  server: { routes: Route[]; requests: ApiRequest[]; matched: Map<string, ApiRequest[]> },
  method: string,
  url: URL,
  headers: Headers,
  rawBody: BodyInit | null | undefined,
): Promise<Response> {
  const body = await readBody(rawBody, headers);
  for (const route of [...server.routes].reverse()) {
    const params = matchRoute(route, method, url);
    if (!params) continue;
    const request: ApiRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body,
      headers,
      params,
    };
    server.requests.push(request);
    server.matched.get(route.key)?.push(request);
    const handler = route.handler;
    return toResponse(typeof handler === 'function' ? await handler(request) : handler);
  }
  unexpected.push(requestLine(method, url, body));
  return apiError(404, 'not_found', 'There is nothing at this address.');
}

/** Replaces fetch and XMLHttpRequest for the current test (undone after it). */
export function serveApi(routes: Routes = {}): FakeServer {
  const state = {
    routes: [] as Route[],
    requests: [] as ApiRequest[],
    matched: new Map<string, ApiRequest[]>(),
  };
  const use = (more: Routes) => {
    for (const [key, handler] of Object.entries(more)) {
      state.routes.push(parseRoute(key, handler));
      if (!state.matched.has(key)) state.matched.set(key, []);
    }
  };
  use(routes);

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request = input instanceof Request ? input : undefined;
    const url = new URL(request?.url ?? String(input), window.location.href);
    const method = (init.method ?? request?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers ?? request?.headers);
    const body = init.body ?? (request ? await request.text() : undefined);
    if (init.signal?.aborted) throw new DOMException('Aborted', 'AbortError');
    return answer(state, method, url, headers, body || undefined);
  });
  vi.stubGlobal('XMLHttpRequest', fakeXhr(state));

  const server: FakeServer = {
    requests: state.requests,
    calls(key) {
      const calls = state.matched.get(key);
      if (!calls) throw new Error(`No route "${key}" in serveApi`);
      return calls;
    },
    lastCall(key) {
      const calls = server.calls(key);
      if (calls.length !== 1) {
        throw new Error(`Expected one request to "${key}", got ${calls.length}`);
      }
      return calls[0];
    },
    use,
  };
  return server;
}

/**
 * Enough of XMLHttpRequest for apiUpload (src/web/lib/api-client.ts): one POST, the
 * upload's progress, then load or error, answered by the same routes as fetch.
 */
function fakeXhr(state: Parameters<typeof answer>[0]) {
  return class FakeXMLHttpRequest {
    status = 0;
    statusText = '';
    responseText = '';
    withCredentials = false;
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private method = 'GET';
    private url = '';
    private headers = new Headers();

    open(method: string, url: string) {
      this.method = method.toUpperCase();
      this.url = url;
    }

    setRequestHeader(name: string, value: string) {
      this.headers.set(name, value);
    }

    send(body?: XMLHttpRequestBodyInit | null) {
      const url = new URL(this.url, window.location.href);
      void answer(state, this.method, url, this.headers, body as BodyInit | null)
        .then(async (response) => {
          this.status = response.status;
          this.statusText = response.statusText;
          this.responseText = await response.text();
          this.upload.onprogress?.({
            lengthComputable: true,
            loaded: 1,
            total: 1,
          } as ProgressEvent);
          this.onload?.();
        })
        .catch(() => this.onerror?.());
    }
  };
}

/** A request that went around the fake server (happy-dom's own, say): it fails the test. */
export function recordUnexpectedRequest(line: string): void {
  unexpected.push(line);
}

/** For the test setup: the requests no route expected since the last call, then forget them. */
export function takeUnexpectedRequests(): string[] {
  return unexpected.splice(0);
}

/** The body of the last request to `route`, after checking that it named the row `id` (its `:id`). */
export function lastBodyFor(server: FakeServer, route: string, id: string): unknown {
  const request = server.lastCall(route);
  expect(request.params.id).toBe(id);
  return request.body;
}

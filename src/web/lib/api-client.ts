/**
 * The one way the browser talks to our JSON API: callApi(apiPaths.jobs.detail, { params })
 * sends what the endpoint table (src/domain/api.ts) declares and resolves to its
 * declared answer, so a changed path, input or answer fails `tsc` here. It turns the
 * server's error envelope `{ error: { code, message, fields?, requestId? } }` back into
 * an ApiError and does nothing else: no toasts, no redirects (the caller decides).
 */
import type { ApiEndpoint, EndpointAt } from '#domain/api.js';
import type { AnswerOf, RequestOf } from '#domain/endpoint.js';
import { splitRoute, urlOf } from '#domain/endpoint.js';
import type { ErrorCode } from '#domain/errors.js';
import { languageOfPath } from '#domain/languages.js';
import { t } from './common-i18n';

export { urlOf };

export type ApiFieldErrors = Record<string, string | string[]>;

/** The server's codes, plus the two the browser itself gives a failed request. */
export type ApiErrorCode = ErrorCode | 'network_error' | 'http_error';

export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly fields?: ApiFieldErrors;
  readonly requestId?: string;

  constructor(options: {
    status: number;
    code: ApiErrorCode;
    message: string;
    fields?: ApiFieldErrors;
    requestId?: string;
  }) {
    super(options.message);
    this.name = 'ApiError';
    this.status = options.status;
    this.code = options.code;
    this.fields = options.fields;
    this.requestId = options.requestId;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Like RequestInit, but `body` may be any JSON value (sent as JSON) or FormData/Blob/string. */
export type ApiFetchInit = Omit<RequestInit, 'body'> & { body?: unknown };

/** The server could not be reached: no answer, so the message is ours, in the page's language. */
const networkError = () =>
  new ApiError({ status: 0, code: 'network_error', message: t('common.networkError') });

function isRawBody(body: unknown): body is BodyInit {
  return (
    typeof body === 'string' ||
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body)
  );
}

function parseErrorEnvelope(status: number, statusText: string, payload: unknown): ApiError {
  const envelope =
    payload && typeof payload === 'object' && 'error' in payload
      ? (payload as { error: unknown }).error
      : undefined;
  if (envelope && typeof envelope === 'object') {
    const { code, message, fields, requestId } = envelope as Record<string, unknown>;
    return new ApiError({
      status,
      code: typeof code === 'string' ? (code as ApiErrorCode) : 'http_error',
      message:
        typeof message === 'string' && message ? message : statusText || t('common.requestFailed'),
      fields: fields && typeof fields === 'object' ? (fields as ApiFieldErrors) : undefined,
      requestId: typeof requestId === 'string' ? requestId : undefined,
    });
  }
  return new ApiError({
    status,
    code: 'http_error',
    message: statusText || t('common.requestFailedWithStatus', { status }),
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The language the server answers in (its messages, and the e-mails of an account or
 * application made here): the page's, read from its address ('/es/…' is Spanish),
 * never the browser's own, so an English page gets English whatever the browser asks.
 */
export function answerLanguage(pathname: string): string {
  return languageOfPath(pathname).language;
}

const pageLanguage = () =>
  typeof window === 'undefined' ? 'en' : answerLanguage(window.location.pathname);

async function apiFetch<T>(path: string, init: ApiFetchInit = {}): Promise<T> {
  const { body, headers: initHeaders, ...rest } = init;
  const headers = new Headers(initHeaders);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  headers.set('Accept-Language', pageLanguage());

  let requestBody: BodyInit | undefined;
  if (body !== undefined && body !== null) {
    if (isRawBody(body)) {
      requestBody = body;
    } else {
      requestBody = JSON.stringify(body);
      if (!headers.has('Content-Type')) headers.set('Content-Type', 'application/json');
    }
  }

  let response: Response;
  try {
    response = await fetch(path, {
      credentials: 'same-origin',
      ...rest,
      headers,
      body: requestBody,
    });
  } catch (error) {
    // Cancellation (e.g. TanStack Query aborting a stale request) is not a failure to report.
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError();
  }

  if (!response.ok) throw await refusalOf(response);
  return (await readJson(response)) as T;
}

/** The ApiError of a refused response, for callers that fetch themselves (a stream). */
export async function refusalOf(response: Response): Promise<ApiError> {
  return parseErrorEnvelope(response.status, response.statusText, await readJson(response));
}

/**
 * What to tell the user when a request failed: the server's reason when it
 * refused the request (a 4xx says what to fix), else `fallback` (the spec's message).
 */
export function refusalMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status >= 400 && error.status < 500 ? error.message : fallback;
}

/** The server's message for a field of a refused request (the first of `keys` it names). */
export function fieldErrorOf(error: unknown, ...keys: string[]): string | undefined {
  if (!isApiError(error) || !error.fields) return undefined;
  for (const key of keys) {
    const message = error.fields[key];
    if (message) return Array.isArray(message) ? message[0] : message;
  }
  return undefined;
}

/**
 * POSTs a multipart form and reports upload progress (0..1), which fetch cannot:
 * one file per request, so each file of a selection shows its own progress.
 * Answers and errors read as apiFetch's.
 */
function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.setRequestHeader('Accept', 'application/json');
    request.setRequestHeader('Accept-Language', pageLanguage());
    request.withCredentials = true;
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    request.onerror = () => reject(networkError());
    request.onload = () => {
      let payload: unknown;
      try {
        payload = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        payload = undefined;
      }
      if (request.status >= 200 && request.status < 300) {
        onProgress?.(1);
        resolve(payload as T);
      } else {
        reject(parseErrorEnvelope(request.status, request.statusText, payload));
      }
    };
    request.send(form);
  });
}

type ApiRoute = ApiEndpoint['route'];

/** What a call of the endpoint at `R` takes: its declared parts, and a signal to cancel. */
export type CallOf<R extends ApiRoute> = RequestOf<EndpointAt<R>> & { signal?: AbortSignal };

/** The request is optional when the endpoint declares nothing a call must send. */
type CallArgs<R extends ApiRoute> =
  Record<string, never> extends CallOf<R> ? [request?: CallOf<R>] : [request: CallOf<R>];

/** Calls the endpoint at `route` (an address of api-paths.ts) and resolves to its answer. */
export function callApi<R extends ApiRoute>(
  route: R,
  ...[request]: CallArgs<R>
): Promise<AnswerOf<EndpointAt<R>>> {
  const call = (request ?? {}) as {
    params?: object;
    query?: object;
    body?: unknown;
    signal?: AbortSignal;
  };
  return apiFetch(urlOf(route, call), {
    method: splitRoute(route).method,
    body: call.body,
    signal: call.signal,
  });
}

/**
 * Sends the multipart form of an upload endpoint with progress (0..1), which fetch
 * cannot report: one file per request, so each file of a selection shows its own.
 */
export function uploadApi<R extends ApiRoute>(
  route: R,
  request: CallOf<R> & { body: FormData },
  onProgress?: (fraction: number) => void,
): Promise<AnswerOf<EndpointAt<R>>> {
  return apiUpload(urlOf(route, request as { params?: object }), request.body, onProgress);
}

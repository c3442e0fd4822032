import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { AppError, type ErrorBody, type ErrorCode } from './app-error.js';
import { translateMessage } from './i18n.js';
import { serializeError } from './logger.js';
import type { AppEnv } from './request-context.js';
import { requestLanguage } from './request-meta.js';

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  503: 'unavailable',
};

/** The envelope, its messages in the caller's language (the code stays the same). */
function respond(c: Context<AppEnv>, err: AppError) {
  const language = requestLanguage(c);
  const inLanguage = (text: string) => translateMessage(text, language);
  const fields = err.fields
    ? Object.fromEntries(Object.entries(err.fields).map(([name, text]) => [name, inLanguage(text)]))
    : undefined;
  const body: ErrorBody = {
    error: {
      code: err.code,
      message: inLanguage(err.message),
      ...(fields ? { fields } : {}),
      requestId: c.get('requestId'),
    },
  };
  return c.json(body, err.status);
}

/** Turns anything thrown into the one JSON envelope; a 500 never echoes internals. */
export function handleError(err: Error, c: Context<AppEnv>) {
  if (err instanceof AppError) return respond(c, err);
  if (err instanceof HTTPException && err.status < 500) {
    const code = CODE_BY_STATUS[err.status] ?? 'validation';
    const message =
      err.status === 400 && /json/i.test(err.message)
        ? 'The request body is not valid JSON.'
        : err.message || 'The request could not be processed.';
    return respond(c, new AppError(code, message));
  }
  c.get('deps')?.logger.error('unhandled error', {
    requestId: c.get('requestId'),
    method: c.req.method,
    path: c.req.path,
    error: serializeError(err),
  });
  return respond(
    c,
    new AppError('internal', 'Something went wrong on our side. Please try again.'),
  );
}

export function handleNotFound(c: Context<AppEnv>) {
  return respond(c, new AppError('not_found', 'There is nothing at this address.'));
}

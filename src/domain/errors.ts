/**
 * The error envelope of every refusal, and its small closed set of codes with their
 * HTTP statuses (DESIGN section 3). The server answers it (platform/http-errors.ts);
 * the browser reads it back into an ApiError and branches on `code`, never on the
 * message text, which is for people.
 */
export const ERROR_STATUS = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export interface ErrorBody {
  error: {
    code: ErrorCode;
    message: string;
    /** Each invalid field and the message for it. */
    fields?: Record<string, string>;
    /** The request's id in the server's log. */
    requestId?: string;
  };
}

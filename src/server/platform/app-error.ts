import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '#domain/errors.js';

export { ERROR_STATUS, type ErrorBody, type ErrorCode };

/** The one error type of the server; onError turns it into the JSON envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields?: Record<string, string>;

  constructor(code: ErrorCode, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.fields = fields;
  }

  get status(): ContentfulStatusCode {
    return ERROR_STATUS[this.code];
  }
}

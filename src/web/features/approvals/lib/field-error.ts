import { fieldErrorOf } from '../../../lib/api-client';

/** The server's message for one field of a refused decision (claim details or accepted fields). */
export const fieldError = (error: unknown, field: string) =>
  fieldErrorOf(error, field, `claim.${field}`, `fields.${field}`);

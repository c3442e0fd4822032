/**
 * multipart/form-data uploads (DESIGN section 3). The app's body limit already
 * stops a multipart request at MULTIPART_REQUEST_MAX bytes while it streams;
 * here one file is taken from the form and held to its own size limit.
 */
import type { Context } from 'hono';
import { AppError } from './app-error.js';
import { refuseBadText } from './validate.js';

/** The largest file any upload takes (photos: 10 MB), plus room for the form's other parts. */
export const MULTIPART_REQUEST_MAX = 10_485_760 + 64 * 1024;

export interface UploadedFile {
  /** The name the browser sent, for display only: never a storage key. */
  name: string;
  /** The type the browser claimed; the server reads the real one from the bytes. */
  type: string;
  bytes: Buffer;
}

export interface UploadRules {
  field: string;
  maxBytes: number;
  messages: { missing: string; tooLarge: string; empty: string; tooMany: string };
}

/** The request's form, or a 400 when it is not a well-formed multipart form. */
export async function readForm(c: Context, missing: string) {
  if (!c.req.header('content-type')?.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('unsupported_media_type', missing);
  }
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody({ all: true });
  } catch {
    throw new AppError('validation', missing);
  }
  // Text fields and file names are stored as text (refuseBadText says what it cannot hold).
  refuseBadText(
    Object.fromEntries(
      Object.entries(form).map(([name, value]) => [
        name,
        (Array.isArray(value) ? value : [value]).map((v) => (v instanceof File ? v.name : v)),
      ]),
    ),
  );
  return form;
}

/** The one file of `rules.field` in `form`: refused when missing, several, empty or too large. */
export async function takeSingleFile(
  form: Record<string, unknown>,
  rules: UploadRules,
): Promise<UploadedFile> {
  const value = form[rules.field];
  const files = (Array.isArray(value) ? value : [value]).filter((v) => v instanceof File);
  const { messages, field } = rules;
  const refuse = (code: 'validation' | 'too_large', message: string) =>
    new AppError(code, message, { [field]: message });
  if (files.length === 0) throw refuse('validation', messages.missing);
  if (files.length > 1) throw refuse('validation', messages.tooMany);
  const [file] = files as File[];
  if (file.size > rules.maxBytes) throw refuse('too_large', messages.tooLarge);
  if (file.size === 0) throw refuse('validation', messages.empty);
  return { name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) };
}

/** A text field of the form, or undefined. */
export function formText(form: Record<string, unknown>, field: string): string | undefined {
  const value = form[field];
  return typeof value === 'string' ? value : undefined;
}

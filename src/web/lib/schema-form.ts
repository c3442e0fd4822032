/**
 * The one way a data-entry form is built (STYLE.md, "One form path"): react-hook-form,
 * checked by the request's schema from src/domain through the zod resolver, so the
 * field messages are the spec's, written once, and the server checks the same schema.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import {
  type FieldValues,
  get,
  type Path,
  type RegisterOptions,
  type Resolver,
  type UseFormProps,
  type UseFormReturn,
  type UseFormSetError,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorOf } from './api-client';

type Schema = z.ZodType<unknown, FieldValues>;
type Values<S extends Schema> = z.input<S>;

/** A resolver over a schema that is imported only when the form is first checked. */
function lazyResolver<S extends Schema>(load: () => Promise<S>): Resolver<Values<S>> {
  let resolver: Resolver<Values<S>> | undefined;
  return async (values, context, options) => {
    resolver ??= zodResolver(await load(), undefined, { raw: true }) as Resolver<Values<S>>;
    return resolver(values, context, options);
  };
}

/**
 * useForm checked by `schema`. A valid form submits its values as typed: the
 * server parses the request with the same schema, so what is sent is the same
 * with or without the check. `schema` may be a loader (() => import(...)) on a
 * public page that must not download zod until the form is used.
 */
export function useSchemaForm<S extends Schema>(
  schema: S | (() => Promise<S>),
  options: Omit<UseFormProps<Values<S>>, 'resolver'>,
) {
  const [resolver] = useState(() =>
    typeof schema === 'function'
      ? lazyResolver(schema)
      : (zodResolver(schema, undefined, { raw: true }) as Resolver<Values<S>>),
  );
  return useForm<Values<S>>({ ...options, resolver });
}

/**
 * What a ui/ field (TextField, SelectField, TextAreaField...) takes from the form:
 * the field's registration, its id, and the message of its error.
 */
export function fieldProps<T extends FieldValues>(
  form: Pick<UseFormReturn<T>, 'register' | 'formState'>,
  name: Path<T>,
  id: string,
  options?: RegisterOptions<T, Path<T>>,
) {
  const error: { message?: string } | undefined = get(form.formState.errors, name);
  return { ...form.register(name, options), id, error: error?.message };
}

/**
 * Puts the server's message for each of `names` under that field, when a submit
 * was refused field by field (a rule only the server knows, or a stale page).
 */
export function setServerErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  error: unknown,
  names: readonly Path<T>[],
): void {
  for (const name of names) {
    const message = fieldErrorOf(error, name);
    if (message) setError(name, { type: 'server', message });
  }
}

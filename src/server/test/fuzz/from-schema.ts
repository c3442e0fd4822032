/**
 * fast-check arbitraries from an endpoint's zod schema, read as JSON Schema
 * (`z.toJSONSchema`, the same reading the OpenAPI document uses): values a real
 * form could send, so the fuzz gets past the first check and into the service.
 * Strings that look like ids are sometimes real ids of the fuzz's world.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { z as zod } from 'zod';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  additionalProperties?: boolean | JsonSchema;
}

/** What the fuzz knows of its world: real ids, and answers a form would know. */
export interface Hints {
  ids: readonly string[];
  /** The signed-in caller's password (a password change or two-factor setup needs it). */
  password: string;
}

export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  return zod.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const STRONG = 'Str0ng&Safe';

function stringArbitrary(schema: JsonSchema, name: string, hints: Hints): fc.Arbitrary<string> {
  const { minLength = 0, maxLength = 60 } = schema;
  const options: fc.Arbitrary<string>[] = [];
  if (schema.allOf?.some((part) => part.pattern) || /password/i.test(name)) {
    options.push(fc.constantFrom(hints.password, STRONG, `${STRONG}9`));
  } else if (schema.pattern) {
    let pattern: RegExp | undefined;
    try {
      pattern = new RegExp(schema.pattern);
    } catch {
      pattern = undefined;
    }
    if (pattern) {
      options.push(
        fc
          .stringMatching(pattern)
          .filter((s) => s.length >= minLength && s.length <= Math.max(maxLength, minLength)),
      );
    }
  } else if (schema.format === 'email' || /email/i.test(name)) {
    options.push(fc.emailAddress());
  } else if (schema.format === 'uri' || /url|website/i.test(name)) {
    options.push(fc.webUrl());
  } else if (schema.format === 'date-time' || /At$|Deadline|date/i.test(name)) {
    options.push(
      fc
        .date({ min: new Date('2020-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
        .map((d) => d.toISOString()),
    );
  } else {
    options.push(
      fc.string({ minLength: Math.max(minLength, 1), maxLength: Math.min(maxLength, 80) }),
    );
  }
  if (hints.ids.length > 0 && /id$|ids$/i.test(name)) options.push(fc.constantFrom(...hints.ids));
  return fc.oneof(...options);
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? (integer ? -1000 : -1e6);
  const max = schema.maximum ?? schema.exclusiveMaximum ?? (integer ? 1_000_000 : 1e6);
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

/** A value `schema` could accept (often; patterns and cross-field rules may still refuse it). */
export function arbitraryFor(schema: JsonSchema, hints: Hints, name = ''): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map((s) => arbitraryFor(s, hints, name)));
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length > 1) {
    return fc.oneof(...types.map((type) => arbitraryFor({ ...schema, type }, hints, name)));
  }
  switch (types[0]) {
    case 'string':
      return stringArbitrary(schema, name, hints);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(arbitraryFor(schema.items ?? {}, hints, name), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 4, 4),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, part] of Object.entries(properties))
        record[key] = arbitraryFor(part, hints, key);
      if (Object.keys(properties).length === 0 && schema.additionalProperties) {
        return fc.dictionary(fc.string({ maxLength: 10 }), arbitraryFor({}, hints), { maxKeys: 3 });
      }
      return fc.record(record, { requiredKeys: [...required].filter((k) => k in record) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

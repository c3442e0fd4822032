/**
 * The requests the fuzz sends (issue 30 point 2). Every write endpoint of the endpoint
 * table (src/domain/api.ts) gets its requests from its own schemas, so a new endpoint
 * is fuzzed without a line here: path parameters, query and JSON body a form could
 * send (from-schema.ts), then the same with one field made hostile, prototype keys,
 * and bodies no client should send (deep, huge, truncated, wrongly typed). Bodies the
 * table cannot describe (multipart uploads and imports, HTML form posts, the signed
 * webhook) get hand-written generators, keyed by route, with bad multipart of every
 * kind: no boundary, a file field sent as text, a text field sent as a file, a body
 * cut short.
 */
import fc from 'fast-check';
import type { z } from 'zod';
import { api } from '#domain/api.js';
import type { Endpoint } from '#domain/endpoint.js';
import { IMPORT_COLUMNS } from '#domain/imports.js';
import { jobApplicationSchema } from '#domain/job-schemas.js';
import { EXAMPLES } from './examples.js';
import { arbitraryFor, type Hints, type JsonSchema, jsonSchemaOf } from './from-schema.js';
import {
  deepJson,
  HOSTILE_STRINGS,
  hostileValue,
  ONE_MB,
  PROTOTYPE_KEYS,
  withPrototypeKeys,
} from './hostile.js';

/** Who sends a request: whoever could legitimately reach the endpoint. */
export type Caller = 'visitor' | 'owner' | 'admin';

export interface FilePart {
  name: string;
  fileName: string;
  type: string;
  bytes: Uint8Array;
}

export type FormPart = { name: string; value: string } | FilePart;

export type FuzzBody =
  | { kind: 'none' }
  /** JSON of `value`; `captcha` puts a freshly solved human check in its `captcha` field. */
  | { kind: 'json'; value: unknown; captcha: boolean }
  /** Exactly these bytes, with this content type (or none). */
  | { kind: 'raw'; bytes: string | Uint8Array; contentType?: string }
  /** A multipart form; `cut` sends only that share of it, `boundary: false` drops the boundary. */
  | { kind: 'multipart'; parts: FormPart[]; cut?: number; boundary?: boolean; captchaIn?: string };

export interface FuzzRequest {
  /** How this request was built, for a failure's report. */
  shape: string;
  path: string;
  body: FuzzBody;
  headers?: Record<string, string>;
}

/** The world the requests aim at: real ids of each kind (by the path segment before the id). */
export interface FuzzWorld {
  idsOf(kind: string): readonly string[];
  allIds(): readonly string[];
  password: string;
  /** Tokens a hand-written generator needs (the insights link's, the test portal's). */
  tokens: Record<string, readonly string[]>;
}

/** Every endpoint of the table that changes something: all but the GETs. */
export function writeEndpoints(): Endpoint[] {
  const found: Endpoint[] = [];
  const walk = (node: unknown) => {
    if (!node || typeof node !== 'object') return;
    if ('route' in node && 'method' in node) {
      const endpoint = node as Endpoint;
      if (endpoint.method !== 'GET') found.push(endpoint);
      return;
    }
    for (const child of Object.values(node)) walk(child);
  };
  walk(api);
  return found;
}

export function callerOf(endpoint: Endpoint): Caller {
  if (endpoint.access === 'public') return 'visitor';
  if (endpoint.access === 'signed-in' || endpoint.access.endsWith(':own')) return 'owner';
  return 'admin';
}

const PARAM = /:(\w+)(\{([^}]*)\})?/g;

/** A path parameter: often a real id of its kind, sometimes anything at all. */
function paramValue(
  world: FuzzWorld,
  kind: string,
  pattern: string | undefined,
  schema: JsonSchema | undefined,
  hints: Hints,
): fc.Arbitrary<string> {
  const ids = world.idsOf(kind);
  const options: { weight: number; arbitrary: fc.Arbitrary<string> }[] = [
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 400)) },
    { weight: 1, arbitrary: fc.uuid() },
  ];
  if (ids.length > 0) options.push({ weight: 6, arbitrary: fc.constantFrom(...ids) });
  if (pattern) options.push({ weight: 4, arbitrary: fc.constantFrom(...pattern.split('|')) });
  else if (schema) options.push({ weight: 1, arbitrary: arbitraryFor(schema, hints).map(String) });
  return fc.oneof(...options);
}

/**
 * `value` percent-encoded as UTF-8; a lone surrogate (which encodeURIComponent refuses)
 * as the three bytes a careless encoder writes for it, which are not UTF-8 at all.
 */
function percentEncoded(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...value]
      .map((ch) => {
        const unit = ch.charCodeAt(0);
        if (ch.length > 1 || unit < 0xd800 || unit > 0xdfff) return encodeURIComponent(ch);
        const bytes = [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

function pathOf(endpoint: Endpoint, world: FuzzWorld, hints: Hints): fc.Arbitrary<string> {
  const params = endpoint.params ? jsonSchemaOf(endpoint.params as z.ZodType) : undefined;
  const names: { name: string; kind: string; pattern?: string }[] = [];
  for (const match of endpoint.path.matchAll(PARAM)) {
    const before = endpoint.path.slice(0, match.index).split('/').filter(Boolean).pop() ?? '';
    names.push({ name: match[1], kind: before, pattern: match[3] });
  }
  if (names.length === 0) return fc.constant(endpoint.path);
  const values = names.map(({ name, kind, pattern }) =>
    paramValue(world, kind, pattern, params?.properties?.[name], hints),
  );
  return fc.tuple(...values).map((chosen) => {
    let i = 0;
    return endpoint.path.replace(PARAM, () => percentEncoded(chosen[i++]));
  });
}

function queryOf(endpoint: Endpoint, hints: Hints): fc.Arbitrary<string> {
  if (!endpoint.query) return fc.constant('');
  const schema = jsonSchemaOf(endpoint.query as z.ZodType);
  const valid = arbitraryFor(schema, hints).map((value) => {
    const search = new URLSearchParams();
    for (const [key, v] of Object.entries((value ?? {}) as Record<string, unknown>)) {
      if (v !== undefined && v !== null) search.set(key, String(v));
    }
    return search.toString();
  });
  const keys = Object.keys(schema.properties ?? {});
  const hostile = fc
    .tuple(fc.constantFrom(...keys, '__proto__'), fc.constantFrom(...HOSTILE_STRINGS))
    .map(([key, value]) => new URLSearchParams([[key, value.slice(0, 4000)]]).toString());
  return fc.oneof(
    { weight: 3, arbitrary: valid },
    { weight: 1, arbitrary: hostile },
    { weight: 1, arbitrary: fc.constant('') },
  );
}

/** A JSON body with one field (or one more field) replaced by a hostile value, and that field's name. */
function withHostileField(
  value: unknown,
  schema: JsonSchema,
): fc.Arbitrary<{ value: Record<string, unknown>; key: string }> {
  const keys = Object.keys(schema.properties ?? {});
  const base = value && typeof value === 'object' && !Array.isArray(value) ? value : {};
  return fc
    .tuple(fc.constantFrom(...(keys.length > 0 ? keys : ['x']), 'extra'), hostileValue())
    .map(([key, bad]) => ({ value: { ...base, [key]: bad }, key }));
}

function raw(bytes: string | Uint8Array, contentType?: string): FuzzBody {
  return { kind: 'raw', bytes, contentType };
}

/** Bodies no client should send, the same for every endpoint (made once: some are a megabyte). */
const BROKEN_BODIES: readonly FuzzBody[] = [
  raw(deepJson(10_000, 'array'), 'application/json'),
  raw(deepJson(10_000, 'object'), 'application/json'),
  raw(`{"a":${deepJson(2_000, 'object')}}`, 'application/json'),
  raw('', 'application/json'),
  raw('', undefined),
  raw('not json at all', 'application/json'),
  raw('null', 'application/json'),
  raw('[]', 'application/json'),
  raw('"a string"', 'application/json'),
  raw('12345678901234567890', 'application/json'),
  raw(`{"x":"${'y'.repeat(ONE_MB)}"}`, 'application/json'),
  raw(`{"x":"a\\u0000b"}`, 'application/json'),
  // Not UTF-8.
  raw(
    new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]),
    'application/json',
  ),
  raw('a=1&b=2&__proto__[admin]=1', 'application/x-www-form-urlencoded'),
];

/** Bodies no well-behaved client sends: broken ones, and `valid` cut short or wrongly labelled. */
export function hostileBody(valid: unknown): fc.Arbitrary<FuzzBody> {
  const text = JSON.stringify(valid ?? {});
  return fc.constantFrom<FuzzBody>(
    ...BROKEN_BODIES,
    raw(text.slice(0, Math.max(1, Math.floor(text.length / 2))), 'application/json'),
    raw(text, 'text/plain'),
    raw(text, 'application/xml'),
    raw(text, 'application/x-www-form-urlencoded'),
    raw(text, 'multipart/form-data'),
    raw(text, 'multipart/form-data; boundary=nothing-matches'),
    raw(text, undefined),
    raw(text, 'application/json; charset=utf-16'),
  );
}

function jsonBodyOf(endpoint: Endpoint, hints: Hints): fc.Arbitrary<FuzzBody> {
  const schema = jsonSchemaOf(endpoint.body as z.ZodType);
  const captcha = 'captcha' in (schema.properties ?? {});
  const valid = arbitraryFor(schema, hints);
  const json = (value: unknown): FuzzBody => ({ kind: 'json', value, captcha });
  const example = EXAMPLES[endpoint.route];
  const properties = schema.properties ?? {};
  const fromExample = example
    ? [
        {
          weight: 4,
          // Each draw makes its own example (an event's dates follow the clock).
          arbitrary: fc
            .constantFrom(...Object.keys(properties), '')
            .chain((key) =>
              key === ''
                ? fc.constant(example())
                : arbitraryFor(properties[key], hints, key).map((v) => ({
                    ...example(),
                    [key]: v,
                  })),
            )
            .map(json),
        },
        {
          weight: 2,
          arbitrary: fc
            .constant(null)
            .chain(() => withHostileField(example(), schema))
            .map(
              ({ value, key }): FuzzBody => ({
                kind: 'json',
                value,
                captcha: captcha && key !== 'captcha',
              }),
            ),
        },
      ]
    : [];
  return fc.oneof(
    ...fromExample,
    { weight: 4, arbitrary: valid.map(json) },
    {
      weight: 4,
      arbitrary: valid
        .chain((v) => withHostileField(v, schema))
        // A hostile human check is sent as it is; any other field's gets a solved one.
        .map(
          ({ value, key }): FuzzBody => ({
            kind: 'json',
            value,
            captcha: captcha && key !== 'captcha',
          }),
        ),
    },
    { weight: 1, arbitrary: fc.constant(json({})) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.constantFrom(...PROTOTYPE_KEYS)).map(
        ([v, key]): FuzzBody => ({
          kind: 'raw',
          bytes: withPrototypeKeys(v, key),
          contentType: 'application/json',
        }),
      ),
    },
    { weight: 2, arbitrary: valid.chain(hostileBody) },
  );
}

/** An endpoint that takes no body: none, or any of the bodies it should ignore or refuse. */
function noBody(): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    { weight: 1, arbitrary: hostileBody({ a: 1 }) },
  );
}

// ---- multipart and the other bodies the table cannot describe ----

const PNG_1PX = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  ),
);
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);
const ZIP_JUNK = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, ...new Array(60).fill(0x41)]);
const CSV = new TextEncoder().encode(
  'Name,Category,Address,City,State,Zip\n"Fuzz Cafe, LLC",Restaurants,1 Main St,Bryan,TX,77801\n',
);

/** File contents: real ones, wrong ones, hostile ones. */
function fileBytes(): fc.Arbitrary<{ bytes: Uint8Array; type: string; fileName: string }> {
  return fc.oneof(
    fc.constant({ bytes: PNG_1PX, type: 'image/png', fileName: 'a.png' }),
    fc.constant({ bytes: PDF, type: 'application/pdf', fileName: 'resume.pdf' }),
    fc.constant({ bytes: SVG, type: 'image/svg+xml', fileName: 'x.svg' }),
    fc.constant({ bytes: ZIP_JUNK, type: 'application/zip', fileName: 'x.xlsx' }),
    fc.constant({ bytes: CSV, type: 'text/csv', fileName: 'import.csv' }),
    fc.constant({ bytes: new Uint8Array(0), type: 'image/png', fileName: 'empty.png' }),
    fc.constant({ bytes: PNG_1PX.slice(0, 20), type: 'image/png', fileName: 'cut.png' }),
    fc
      .uint8Array({ minLength: 1, maxLength: 2000 })
      .map((bytes) => ({ bytes, type: 'application/octet-stream', fileName: 'random.bin' })),
    fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 400)).map((name) => ({
      bytes: PNG_1PX,
      type: 'image/png',
      fileName: name,
    })),
  );
}

function file(name: string): fc.Arbitrary<FilePart> {
  return fileBytes().map((f) => ({ name, ...f }));
}

function text(name: string, value: fc.Arbitrary<string>): fc.Arbitrary<FormPart> {
  return value.map((v) => ({ name, value: v }));
}

function hostileText(): fc.Arbitrary<string> {
  return hostileValue().map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
}

/** A multipart body from `parts`, sometimes broken on the way. */
function multipart(parts: fc.Arbitrary<FormPart[]>, captchaIn?: string): fc.Arbitrary<FuzzBody> {
  const whole = parts.map((p): FuzzBody => ({ kind: 'multipart', parts: p, captchaIn }));
  return fc.oneof(
    { weight: 6, arbitrary: whole },
    {
      weight: 1,
      arbitrary: fc
        .tuple(parts, fc.double({ min: 0.05, max: 0.95, noNaN: true }))
        .map(([p, cut]): FuzzBody => ({ kind: 'multipart', parts: p, cut, captchaIn })),
    },
    {
      weight: 1,
      arbitrary: parts.map(
        (p): FuzzBody => ({
          kind: 'multipart',
          parts: p,
          boundary: false,
          captchaIn,
        }),
      ),
    },
    { weight: 1, arbitrary: hostileBody({ a: 1 }) },
  );
}

function applicationJson(hints: Hints): fc.Arbitrary<string> {
  const schema = jsonSchemaOf(jobApplicationSchema);
  const valid = arbitraryFor(schema, hints);
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((v) => JSON.stringify(v)) },
    {
      weight: 2,
      arbitrary: valid
        .chain((v) => withHostileField(v, schema))
        .map(({ value }) => JSON.stringify(value)),
    },
    { weight: 1, arbitrary: hostileText() },
    { weight: 1, arbitrary: fc.constant(deepJson(10_000, 'array')) },
  );
}

const IMPORT_MAPPING = fc.oneof(
  fc.constant(JSON.stringify({ Name: 'name', Category: 'category', City: 'city' })),
  fc
    .dictionary(fc.string({ maxLength: 20 }), fc.constantFrom(...IMPORT_COLUMNS, null), {
      maxKeys: 4,
    })
    .map((m) => JSON.stringify(m)),
  hostileText(),
  fc.constant(deepJson(10_000, 'object')),
);

/** Parts of each multipart endpoint: the right fields, wrong ones, duplicates, swaps. */
function formPartsOf(route: string, world: FuzzWorld, hints: Hints) {
  const some = (...arbitraries: fc.Arbitrary<FormPart>[]) =>
    fc
      .subarray(
        arbitraries.map((a) => a),
        { minLength: 0 },
      )
      .chain((chosen) =>
        chosen.length === 0 ? fc.constant([] as FormPart[]) : fc.tuple(...chosen),
      );
  const businessIds = world.idsOf('businesses');
  switch (route) {
    case 'POST /api/jobs/:id/applications':
      return fc.oneof(
        {
          weight: 4,
          arbitrary: fc.tuple(text('application', applicationJson(hints))).map((p) => [...p]),
        },
        {
          weight: 4,
          arbitrary: fc
            .tuple(text('application', applicationJson(hints)), file('resume'))
            .map((p) => [...p]),
        },
        {
          weight: 2,
          arbitrary: some(
            text('application', applicationJson(hints)),
            file('resume'),
            file('resume'),
            text('resume', hostileText()),
            file('application'),
          ),
        },
      );
    case 'POST /api/portal/photos':
      return fc.oneof(
        { weight: 5, arbitrary: file('photo').map((p) => [p as FormPart]) },
        {
          weight: 2,
          arbitrary: some(file('photo'), file('photo'), text('photo', hostileText()), file('file')),
        },
      );
    case 'POST /api/admin/photos': {
      const businessId = fc.oneof(
        ...(businessIds.length > 0 ? [fc.constantFrom(...businessIds)] : []),
        fc.uuid(),
        hostileText(),
      );
      return fc.oneof(
        {
          weight: 5,
          arbitrary: fc.tuple(text('businessId', businessId), file('photo')).map((p) => [...p]),
        },
        {
          weight: 2,
          arbitrary: some(
            text('businessId', businessId),
            file('photo'),
            file('photo'),
            file('businessId'),
            text('photo', hostileText()),
          ),
        },
      );
    }
    case 'POST /api/admin/imports/preview':
    case 'POST /api/admin/imports': {
      const csvText = fc.oneof(
        fc.constant(new TextDecoder().decode(CSV)),
        fc
          .array(
            fc.array(fc.constantFrom(...HOSTILE_STRINGS.filter((s) => s.length < 400)), {
              minLength: 1,
              maxLength: 6,
            }),
            { maxLength: 5 },
          )
          .map((rows) =>
            [['Name', 'Category', 'City'], ...rows]
              .map((r) => r.map((c) => `"${c.replaceAll('"', '""')}"`).join(','))
              .join('\n'),
          ),
        hostileText(),
      );
      return fc.oneof(
        { weight: 3, arbitrary: fc.tuple(text('text', csvText)).map((p) => [...p]) },
        { weight: 3, arbitrary: file('file').map((p) => [p as FormPart]) },
        {
          weight: 2,
          arbitrary: some(
            text('text', csvText),
            file('file'),
            text('mapping', IMPORT_MAPPING),
            file('mapping'),
            text('file', hostileText()),
          ),
        },
      );
    }
    default:
      return undefined;
  }
}

/** The request generator of one endpoint. */
export function requestsOf(endpoint: Endpoint, world: FuzzWorld): fc.Arbitrary<FuzzRequest> {
  const hints: Hints = { ids: world.allIds(), password: world.password };
  const path = pathOf(endpoint, world, hints);
  const query = queryOf(endpoint, hints);
  const address = fc.tuple(path, query).map(([p, q]) => (q ? `${p}?${q}` : p));
  const withBody = (body: fc.Arbitrary<FuzzBody>, headers?: fc.Arbitrary<Record<string, string>>) =>
    fc
      .tuple(address, body, headers ?? fc.constant(undefined))
      .map(([p, b, h]): FuzzRequest => ({ shape: shapeOf(b), path: p, body: b, headers: h }));

  const kind = endpoint.body;
  if (kind && typeof kind !== 'string') return withBody(jsonBodyOf(endpoint, hints));
  if (kind === 'multipart') {
    const parts = formPartsOf(endpoint.route, world, hints);
    if (!parts) throw new Error(`${endpoint.route}: a multipart endpoint without a generator`);
    const captchaIn =
      endpoint.route === 'POST /api/jobs/:id/applications' ? 'application' : undefined;
    return withBody(multipart(parts, captchaIn));
  }
  if (kind === 'form') {
    const choice = fc.oneof(
      fc.constantFrom('silver:month', 'texas_gold:year', 'free'),
      hostileText(),
    );
    const parts = fc.oneof(
      text('choice', choice).map((p) => [p]),
      fc.constant([] as FormPart[]),
      file('choice').map((p) => [p as FormPart]),
    );
    const urlEncoded = choice.map(
      (c): FuzzBody => ({
        kind: 'raw',
        bytes: new URLSearchParams({ choice: c }).toString(),
        contentType: 'application/x-www-form-urlencoded',
      }),
    );
    return withBody(
      fc.oneof(urlEncoded, multipart(parts), fc.constant<FuzzBody>({ kind: 'none' })),
    );
  }
  if (kind === 'raw') {
    // The signed webhook: a provider's event shape, signed wrongly, or not at all.
    const event = fc.record({
      id: fc.oneof(fc.constant('evt_fuzz'), fc.string()),
      type: fc.constantFrom(
        'checkout.session.completed',
        'customer.subscription.updated',
        'customer.subscription.deleted',
        'invoice.paid',
      ),
      data: fc.record({ object: fc.jsonValue({ maxDepth: 3 }) }),
    });
    const payload = fc.oneof(
      event.map(
        (e): FuzzBody => ({
          kind: 'raw',
          bytes: JSON.stringify(e),
          contentType: 'application/json',
        }),
      ),
      event.chain((e) => hostileBody(e)),
    );
    const signature = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(
        't=1,v1=00',
        't=,v1=',
        'garbage',
        `t=${Math.floor(Date.now() / 1000)},v1=${'a'.repeat(64)}`,
      ),
      // A header value holds printable ASCII only (fetch refuses the rest before sending).
      hostileText().map((s) =>
        [...s.slice(0, 2000)].map((ch) => (ch >= ' ' && ch <= '~' ? ch : '?')).join(''),
      ),
    );
    return withBody(
      payload,
      signature.map(
        (s): Record<string, string> => (s === undefined ? {} : { 'stripe-signature': s }),
      ),
    );
  }
  return withBody(noBody());
}

function shapeOf(body: FuzzBody): string {
  switch (body.kind) {
    case 'none':
      return 'no body';
    case 'json':
      return 'json';
    case 'raw':
      return `raw ${body.contentType ?? 'no content type'} (${body.bytes.length} bytes)`;
    case 'multipart':
      return `multipart${body.cut ? ' cut short' : ''}${body.boundary === false ? ' without boundary' : ''}`;
  }
}

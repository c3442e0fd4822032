/**
 * The API described from the endpoint table (src/domain/api.ts): an OpenAPI 3.1
 * document at /api/openapi.json, and the same as a readable page at /api/docs.
 * Nothing here is written by hand per endpoint, so the description cannot drift
 * from what the server registers and validates.
 */
import { z } from 'zod';
import { api } from '#domain/api.js';
import type { Endpoint } from '#domain/endpoint.js';
import { ERROR_CODES } from '#domain/errors.js';
import { escapeHtml } from '../../platform/html.js';

type JsonSchema = Record<string, unknown>;

/** Every endpoint of the table, in its order, with its key (`jobs.detail`). */
export function listEndpoints(): { key: string; endpoint: Endpoint }[] {
  const found: { key: string; endpoint: Endpoint }[] = [];
  const visit = (node: object, prefix: string) => {
    for (const [name, value] of Object.entries(node)) {
      const key = prefix ? `${prefix}.${name}` : name;
      if (value && typeof value === 'object' && 'method' in value && 'path' in value) {
        found.push({ key, endpoint: value as Endpoint });
      } else if (value && typeof value === 'object') {
        visit(value, key);
      }
    }
  };
  visit(api, '');
  return found;
}

/** What a client sends, as JSON Schema 2020-12 (the dialect OpenAPI 3.1 uses). */
function inputSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

/** `/api/jobs/:id` as OpenAPI writes it: `/api/jobs/{id}` (a `{a|b}` pattern drops out). */
export function openApiPath(path: string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = inputSchema(schema);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function requestBodyOf(body: Endpoint['body']) {
  if (body === undefined) return undefined;
  if (body === 'multipart') {
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object' } } },
    };
  }
  if (body === 'form') {
    return {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: { type: 'object' } } },
    };
  }
  if (body === 'raw') {
    return { required: true, content: { 'application/json': { schema: {} } } };
  }
  return { required: true, content: { 'application/json': { schema: inputSchema(body) } } };
}

const ERROR_RESPONSE = { $ref: '#/components/responses/Error' };

function responsesOf(endpoint: Endpoint) {
  const { answer } = endpoint;
  const success =
    answer.kind === 'json'
      ? {
          [String(answer.status)]: {
            description: answer.status === 201 ? 'Created' : 'OK',
            content: { 'application/json': { schema: {} } },
          },
        }
      : answer.kind === 'empty'
        ? { '204': { description: 'No Content' } }
        : {
            '200': {
              description: 'OK',
              content: { [answer.contentType.split(';')[0]]: { schema: {} } },
            },
          };
  const errors: Record<string, typeof ERROR_RESPONSE> = {};
  if (endpoint.params || endpoint.query || endpoint.body) errors['400'] = ERROR_RESPONSE;
  if (endpoint.access !== 'public') {
    errors['401'] = ERROR_RESPONSE;
    errors['403'] = ERROR_RESPONSE;
  }
  if (endpoint.params) errors['404'] = ERROR_RESPONSE;
  return { ...success, ...errors, default: ERROR_RESPONSE };
}

function accessText(access: Endpoint['access']): string {
  if (access === 'public') return 'Anyone.';
  if (access === 'signed-in') return 'Any signed-in user.';
  return `Signed-in users with the permission \`${access}\`.`;
}

/** The OpenAPI 3.1 document of every endpoint in the table. */
export function buildOpenApiDocument({ serverUrl }: { serverUrl: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  const tags = new Set<string>();
  for (const { key, endpoint } of listEndpoints()) {
    tags.add(endpoint.tag);
    const operation = {
      operationId: key,
      summary: endpoint.summary,
      description: `Who may call: ${accessText(endpoint.access)}`,
      tags: [endpoint.tag],
      'x-access': endpoint.access,
      parameters: [
        ...parametersOf(endpoint.params, 'path'),
        ...parametersOf(endpoint.query, 'query'),
      ],
      requestBody: requestBodyOf(endpoint.body),
      responses: responsesOf(endpoint),
      security: endpoint.access === 'public' ? [] : [{ session: [] }],
    };
    const path = openApiPath(endpoint.path);
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'BCS Local API',
      version: '1',
      description:
        'The JSON API of BCS Local, the directory of local businesses for Bryan / College Station, Texas. Lists are paged with `limit` and `offset` and answer `{ items, total }`; every refusal answers the error envelope.',
    },
    servers: [{ url: serverUrl }],
    tags: [...tags].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'better-auth.session_token',
          description: 'The session cookie set by POST /api/account/sign-in.',
        },
      },
      schemas: {
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string', enum: ERROR_CODES },
                message: { type: 'string' },
                fields: { type: 'object', additionalProperties: { type: 'string' } },
                requestId: { type: 'string' },
              },
            },
          },
        },
      },
      responses: {
        Error: {
          description: 'The error envelope: a code, the message to show, and the fields at fault',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      },
    },
  };
}

function fieldRows(schema: z.ZodType | undefined, where: string): string {
  return parametersOf(schema, where === 'path' ? 'path' : 'query')
    .map(
      (parameter) =>
        `<tr><td><code>${escapeHtml(parameter.name)}</code></td><td>${where}</td><td>${parameter.required ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(parameter.schema))}</code></td></tr>`,
    )
    .join('');
}

function bodyRows(body: Endpoint['body']): string {
  if (body === undefined) return '';
  if (typeof body === 'string') {
    return `<tr><td><em>body</em></td><td>${body}</td><td>yes</td><td></td></tr>`;
  }
  const json = inputSchema(body);
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties)
    .map(
      ([name, property]) =>
        `<tr><td><code>${escapeHtml(name)}</code></td><td>body</td><td>${required.has(name) ? 'yes' : 'no'}</td><td><code>${escapeHtml(JSON.stringify(property))}</code></td></tr>`,
    )
    .join('');
}

/** The API reference as one plain page: every endpoint by group, with what it takes. */
export function renderApiReference(): string {
  const byTag = new Map<string, { key: string; endpoint: Endpoint }[]>();
  for (const entry of listEndpoints()) {
    const list = byTag.get(entry.endpoint.tag) ?? [];
    list.push(entry);
    byTag.set(entry.endpoint.tag, list);
  }
  const sections = [...byTag]
    .map(([tag, entries]) => {
      const items = entries
        .map(({ key, endpoint }) => {
          const rows =
            fieldRows(endpoint.params, 'path') +
            fieldRows(endpoint.query, 'query') +
            bodyRows(endpoint.body);
          const table = rows
            ? `<table><thead><tr><th>Field</th><th>In</th><th>Required</th><th>Schema</th></tr></thead><tbody>${rows}</tbody></table>`
            : '';
          return `<article id="${escapeHtml(key)}"><h3><span class="method">${endpoint.method}</span> <code>${escapeHtml(endpoint.path)}</code></h3><p>${escapeHtml(endpoint.summary)}. <span class="access">${escapeHtml(accessText(endpoint.access))}</span></p>${table}</article>`;
        })
        .join('');
      return `<section><h2>${escapeHtml(tag)}</h2>${items}</section>`;
    })
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>BCS Local API reference</title><meta name="robots" content="noindex">
<style>
body{font:15px/1.5 system-ui,sans-serif;color:#1c1917;max-width:60rem;margin:0 auto;padding:1.5rem}
h1{font-size:1.6rem}h2{margin-top:2rem;border-bottom:1px solid #e7e5e4;padding-bottom:.25rem}
h3{font-size:1rem;margin:1.25rem 0 .25rem;overflow-wrap:anywhere}
.method{display:inline-block;min-width:4.2rem;font:600 .8rem system-ui;background:#14532d;color:#fff;border-radius:.3rem;padding:.1rem .4rem;text-align:center}
.access{color:#57534e}table{border-collapse:collapse;width:100%;font-size:.85rem;display:block;overflow-x:auto}
td,th{border:1px solid #e7e5e4;padding:.3rem .5rem;text-align:left;vertical-align:top}td:not(:last-child){white-space:nowrap}td:last-child code{font-size:.75rem}code{overflow-wrap:anywhere}
</style></head><body>
<h1>BCS Local API reference</h1>
<p>Every endpoint of the JSON API, generated from the same declarations the server registers. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1). Refusals answer <code>{ "error": { "code", "message", "fields"? } }</code>; lists are paged with <code>limit</code> and <code>offset</code> and answer <code>{ items, total }</code>.</p>
${sections}
</body></html>`;
}

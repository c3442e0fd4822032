/**
 * Issue 24 points 1 and 2: the endpoint table (src/domain/api.ts) is the whole API.
 * Every /api route the server registers has exactly one row, and every row is
 * registered; the OpenAPI document generated from the table is valid OpenAPI 3.1 and
 * holds every registered route; the reference page lists them.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/test-app.js';
import { listEndpoints, openApiPath } from './api-docs.service.js';

const { app } = await createTestContext();

/** The routes Hono holds for /api, as `METHOD path`, middleware ('ALL') left out. */
function registeredApiRoutes(): string[] {
  const seen = new Set<string>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/')) continue;
    seen.add(`${method} ${path}`);
  }
  return [...seen].sort();
}

describe('the endpoint table', () => {
  it('is exactly what the server registers under /api', () => {
    const declared = listEndpoints().map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect(registeredApiRoutes()).toEqual([...declared].sort());
  });

  it('gives every endpoint a summary, a group and a unique key', () => {
    const keys = listEndpoints().map(({ key }) => key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const { key, endpoint } of listEndpoints()) {
      expect({ key, summary: endpoint.summary.length > 0, tag: endpoint.tag.length > 0 }).toEqual({
        key,
        summary: true,
        tag: true,
      });
    }
  });
});

describe('GET /api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document with every registered route', async () => {
    const res = await app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const document = await res.json();
    expect(document.openapi).toBe('3.1.0');

    const validation = await new Validator().validate(document);
    expect(validation.errors ?? []).toEqual([]);
    expect(validation.valid).toBe(true);

    const described = Object.entries(document.paths as Record<string, object>).flatMap(
      ([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const registered = registeredApiRoutes().map((line) => {
      const [method, path] = line.split(' ');
      return `${method} ${openApiPath(path)}`;
    });
    expect(described.sort()).toEqual(registered.sort());
  });

  it('describes inputs from the same schemas the server validates with', async () => {
    const document = await (await app.request('/api/openapi.json')).json();
    const job = document.paths['/api/jobs/{id}'].get;
    expect(job).toMatchObject({
      operationId: 'jobs.detail',
      'x-access': 'public',
      parameters: [{ name: 'id', in: 'path', required: true }],
    });
    const post = document.paths['/api/portal/jobs'].post;
    expect(post['x-access']).toBe('manage:job:own');
    expect(post.security).toEqual([{ session: [] }]);
    const body = post.requestBody.content['application/json'].schema;
    expect(body.properties).toHaveProperty('title');
    expect(body.properties).toHaveProperty('applicationMethod');
    const search = document.paths['/api/businesses/search'].get.parameters.map(
      (p: { name: string }) => p.name,
    );
    expect(search).toEqual(expect.arrayContaining(['q', 'category', 'city']));
  });
});

describe('GET /api/docs', () => {
  it('is a readable page of every endpoint', async () => {
    const res = await app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('<h1>BCS Local API reference</h1>');
    for (const { endpoint } of listEndpoints()) {
      expect(html).toContain(`<code>${endpoint.path}</code>`);
    }
  });
});

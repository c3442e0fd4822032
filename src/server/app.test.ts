import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createApp } from './app.js';
import { loadConfig } from './config.js';
import { openPostgres } from './db/client.js';
import { AppError } from './platform/app-error.js';
import type { AppEnv } from './platform/request-context.js';
import { validate } from './platform/validate.js';
import { freePort } from './test/free-port.js';
import { createTestContext } from './test/test-app.js';

const { app, logs, logger, dataDir } = await createTestContext({ BODY_LIMIT_BYTES: '2048' });

// Probe routes exercising the shared machinery (validation, errors) the features use.
const probe = new Hono<AppEnv>()
  .post('/echo', validate('json', z.object({ name: z.string().min(1, 'Name is required') })), (c) =>
    c.json({ name: c.req.valid('json').name }),
  )
  .get('/conflict', () => {
    throw new AppError('conflict', 'That slug is taken.');
  })
  .get('/boom', () => {
    throw new Error('connection string postgres://secret@db leaked');
  });
app.route('/api/__probe', probe);

/** POSTs `body` as it is to the echo probe, typed as JSON. */
const postEcho = (body: string) =>
  app.request('/api/__probe/echo', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });

describe('GET /api/health', () => {
  it('answers ok after querying the database', async () => {
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'postgres' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('answers 503 when the database does not answer', async () => {
    // A real pool pointed at a port nothing listens on.
    const unreachable = openPostgres(`postgres://bcs@127.0.0.1:${await freePort()}/none`, {
      max: 1,
    });
    const config = loadConfig({ DATA_DIR: dataDir });
    const res = await createApp({ config, logger, database: unreachable }).request('/api/health');
    await unreachable.close();
    expect(res.status).toBe(503);
    expect((await res.json()).error).toMatchObject({
      code: 'unavailable',
      message: 'The database is not reachable.',
    });
  });
});

describe('error envelope', () => {
  it('answers an unknown API route with 404 not_found', async () => {
    const res = await app.request('/api/no-such-thing');
    expect(res.status).toBe(404);
    const body = await res.json();
    expect(body.error.code).toBe('not_found');
    expect(body.error.message).toBe('There is nothing at this address.');
    expect(body.error.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('answers malformed JSON with 400 validation', async () => {
    const res = await postEcho('{"name": ');
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({
      code: 'validation',
      message: 'The request body is not valid JSON.',
    });
  });

  it('answers an invalid body with the schema message and the field', async () => {
    const res = await postEcho(JSON.stringify({ name: '' }));
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatchObject({
      code: 'validation',
      message: 'Name is required',
      fields: { name: 'Name is required' },
    });
  });

  it('accepts a valid body', async () => {
    const res = await postEcho(JSON.stringify({ name: 'Kolache Corner' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Kolache Corner' });
  });

  it('refuses a body over the limit with 413 too_large', async () => {
    const res = await postEcho(JSON.stringify({ name: 'x'.repeat(5000) }));
    expect(res.status).toBe(413);
    expect((await res.json()).error).toMatchObject({
      code: 'too_large',
      message: 'The request body is too large.',
    });
  });

  it('maps AppError codes to their status', async () => {
    const res = await app.request('/api/__probe/conflict');
    expect(res.status).toBe(409);
    expect((await res.json()).error).toMatchObject({
      code: 'conflict',
      message: 'That slug is taken.',
    });
  });

  it('answers an unexpected exception with a generic 500 and logs it with the request id', async () => {
    const res = await app.request('/api/__probe/boom', {
      headers: { 'x-request-id': 'req-boom-0001' },
    });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret');
    expect(JSON.parse(text).error).toEqual({
      code: 'internal',
      message: 'Something went wrong on our side. Please try again.',
      requestId: 'req-boom-0001',
    });
    const logged = logs.find((l) => l.msg === 'unhandled error' && l.requestId === 'req-boom-0001');
    expect(logged).toBeDefined();
    expect(JSON.stringify(logged)).toContain('leaked');
  });
});

describe('request handling', () => {
  it('writes one structured log line per request', async () => {
    await app.request('/api/health', { headers: { 'x-request-id': 'req-log-00001' } });
    const line = logs.find((l) => l.msg === 'request' && l.requestId === 'req-log-00001');
    expect(line).toMatchObject({ method: 'GET', path: '/api/health', status: 200, level: 'info' });
    expect(typeof line?.ms).toBe('number');
  });

  it('replaces a request id that is not safe to log', async () => {
    const res = await app.request('/api/health', { headers: { 'x-request-id': 'bad id\n' } });
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const res = await app.request('/robots.txt');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=/);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(res.headers.get('x-permitted-cross-domain-policies')).toBe('none');
  });

  it('sends a JSON answer the REST set: nothing may load, nothing may frame it', async () => {
    for (const path of ['/api/health', '/api/no-such-thing']) {
      const res = await app.request(path);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('content-security-policy')).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toMatch(/^max-age=/);
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('x-xss-protection')).toBeNull();
    }
  });
});

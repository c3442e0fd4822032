import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, keptValue } from './cached-json.js';

describe('jsonAnswer', () => {
  it('answers a kept value as JSON, serialized once for every request', async () => {
    let serializations = 0;
    const kept = keptValue({
      toJSON() {
        serializations++;
        return { items: [{ name: 'Brazos Pizza' }], total: 1 };
      },
    });
    const app = new Hono().get('/', (c) => jsonAnswer(c, kept));

    const first = await app.request('/');
    const second = await app.request('/');

    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json');
    expect(await first.json()).toEqual({ items: [{ name: 'Brazos Pizza' }], total: 1 });
    expect(await second.text()).toBe('{"items":[{"name":"Brazos Pizza"}],"total":1}');
    expect(serializations).toBe(1);
  });

  it('serializes a new kept value of its own', async () => {
    let value = keptValue({ total: 1 });
    const app = new Hono().get('/', (c) => jsonAnswer(c, value));
    expect(await (await app.request('/')).json()).toEqual({ total: 1 });
    value = keptValue({ total: 2 });
    expect(await (await app.request('/')).json()).toEqual({ total: 2 });
  });

  it('serializes a value that is not kept on every request', async () => {
    const value = { total: 1 };
    const app = new Hono().get('/', (c) => jsonAnswer(c, value));
    expect(await (await app.request('/')).json()).toEqual({ total: 1 });
    value.total = 2;
    expect(await (await app.request('/')).json()).toEqual({ total: 2 });
  });
});

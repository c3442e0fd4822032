import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { itemJson, jsonAnswer, keptPage, keptValue, RecentlyMade } from './cached-json.js';

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

describe('keptPage', () => {
  const answer = async (value: object) =>
    (await new Hono().get('/', (c) => jsonAnswer(c, value)).request('/')).text();

  it("answers the page from its items' texts, each item serialized once", async () => {
    const items = [{ name: 'Brazos Pizza', rating: null }, { name: 'Aggie Tacos' }];
    const texts = items.map(itemJson);
    expect(itemJson(items[0])).toBe(texts[0]);
    // Changed in place after its text was made: the text stays (items are never changed).
    items[0].name = 'Changed';
    expect(itemJson(items[0])).toBe('{"name":"Brazos Pizza","rating":null}');

    const page = keptPage({ items, total: 12, reachable: 10 }, texts);
    expect(await answer(page)).toBe(
      '{"items":[{"name":"Brazos Pizza","rating":null},{"name":"Aggie Tacos"}],"total":12,"reachable":10}',
    );
    expect(JSON.parse(await answer(keptPage({ items: [], total: 0 }, [])))).toEqual({
      items: [],
      total: 0,
    });
    expect(await answer(keptPage({ items: [] }, []))).toBe('{"items":[]}');
  });
});

describe('RecentlyMade', () => {
  it('makes a value once while its key is among the recently asked, and again after', () => {
    let made = 0;
    const values = new RecentlyMade((key: { n: number }) => ({ made: ++made, n: key.n }), 3);
    const keys = Array.from({ length: 8 }, (_, n) => ({ n }));
    const first = values.get(keys[0]);
    expect(values.get(keys[0])).toBe(first);
    for (const key of keys.slice(1, 6)) values.get(key);
    expect(made).toBe(6);
    // Asked for again within two generations: the same value.
    expect(values.get(keys[3])).toBe(values.get(keys[3]));
    expect(made).toBe(6);
    // Pushed out by newer keys: made again.
    for (const key of keys.slice(6)) values.get(key);
    values.get({ n: 9 });
    values.get({ n: 10 });
    values.get({ n: 11 });
    values.get({ n: 12 });
    expect(values.get(keys[0])).not.toBe(first);
    expect(values.get(keys[0])).toEqual({ made: made, n: 0 });
  });
});

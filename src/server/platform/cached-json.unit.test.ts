import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonAnswer, keptValue, pageOfRows, RowTexts } from './cached-json.js';

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

describe('pageOfRows', () => {
  // Rows of a word index of 1,000 businesses: every text can be kept.
  const kept = { indexSize: 1_000 };
  interface Row {
    name: string;
    latitude: number;
  }
  const distanceOf = (row: Row, near: number | undefined) =>
    near === undefined ? undefined : Math.abs(row.latitude - near);
  const itemOf = (row: Row, near?: number) => ({
    name: row.name,
    note: 'say "items":0 and ,"distanceMiles":-1 here',
    distanceMiles: distanceOf(row, near),
    rating: 4.5,
  });
  const rows: Row[] = [
    { name: 'Brazos Pizza', latitude: 30.6 },
    { name: 'Café Olé … “Bryan” 🍕', latitude: 30.65 },
    { name: 'Tab\tand "quotes" \\ and \u2028', latitude: 30.7 },
  ];

  it("answers what JSON.stringify makes of the page, each row's text made once", async () => {
    let made = 0;
    const texts = new RowTexts((row: Row, near?: number) => {
      made++;
      return itemOf(row, near);
    }, distanceOf);
    const app = new Hono().get('/', (c) => {
      const near = c.req.query('near');
      const at = near === undefined ? undefined : Number(near);
      return jsonAnswer(c, pageOfRows(texts, rows, at, { city: 'Bryan "TX"', total: 3 }, kept));
    });

    for (const near of [undefined, 30.61, 0]) {
      const answer = await app.request(near === undefined ? '/' : `/?near=${near}`);
      expect(answer.headers.get('content-type')).toBe('application/json');
      const items = rows.map((row) => itemOf(row, near));
      expect(await answer.text()).toBe(JSON.stringify({ city: 'Bryan "TX"', total: 3, items }));
    }
    expect(made).toBe(rows.length);
  });

  it('keeps at most the texts it was given room for, then starts again', () => {
    let made = 0;
    const texts = new RowTexts(
      (row: Row) => {
        made++;
        return itemOf(row);
      },
      distanceOf,
      2,
    );
    const [first, second, third] = rows;
    for (const row of [first, second, first, second]) texts.textOf(row);
    expect(made).toBe(2);
    texts.textOf(third);
    texts.textOf(first);
    expect(made).toBe(4);
    expect(texts.textOf(first)).toBe(texts.textOf(first));
  });

  it("keeps no text of a statement's rows, nor of an index larger than it keeps texts for", async () => {
    let made = 0;
    const texts = new RowTexts(
      (row: Row, near?: number) => {
        made++;
        return itemOf(row, near);
      },
      distanceOf,
      3,
    );
    const app = new Hono().get('/:size', (c) =>
      jsonAnswer(
        c,
        pageOfRows(texts, rows, 30.6, { total: 3 }, { indexSize: Number(c.req.param('size')) }),
      ),
    );
    const expected = JSON.stringify({ total: 3, items: rows.map((row) => itemOf(row, 30.6)) });
    for (const size of [0, 4, 0, 4]) {
      expect(await (await app.request(`/${size}`)).text()).toBe(expected);
    }
    expect(made).toBe(12);
    for (const size of [3, 3]) {
      expect(await (await app.request(`/${size}`)).text()).toBe(expected);
    }
    expect(made).toBe(15);
  });

  it('makes its items when they are read', () => {
    const texts = new RowTexts(itemOf, distanceOf);
    const page = pageOfRows(texts, rows, 30.6, { total: 3 }, kept);
    expect(page).toEqual({ total: 3, items: rows.map((row) => itemOf(row, 30.6)) });
    expect(page.items[1].distanceMiles).toBeCloseTo(0.05);
  });

  it('answers an empty page, and one of nothing but items', async () => {
    const texts = new RowTexts(itemOf, distanceOf);
    const app = new Hono()
      .get('/empty', (c) => jsonAnswer(c, pageOfRows(texts, [], undefined, { total: 0 }, kept)))
      .get('/bare', (c) => jsonAnswer(c, pageOfRows(texts, rows.slice(0, 1), undefined, {}, kept)));
    expect(await (await app.request('/empty')).text()).toBe('{"total":0,"items":[]}');
    expect(await (await app.request('/bare')).text()).toBe(
      JSON.stringify({ items: [itemOf(rows[0])] }),
    );
  });
});

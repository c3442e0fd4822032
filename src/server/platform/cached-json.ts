import type { Context } from 'hono';

const texts = new WeakMap<object, string | Uint8Array<ArrayBuffer>>();
const kept = new WeakSet<object>();

/**
 * Marks a value the directory cache keeps (readThroughDirectory): the same object
 * answers every request until the directory changes, so jsonAnswer makes its JSON
 * text once and reuses it (a city page of 100 businesses is a JSON.stringify of some
 * 100 KB otherwise, on every request). Kept values are never changed in place; a new
 * directory version reads a new object, which gets its own text.
 */
export function keptValue<T extends object>(value: T): T {
  kept.add(value);
  return value;
}

/**
 * `c.json`, except that a kept value's text is made once, and a page of rows' items
 * (pageOfRows) is written from the rows' kept texts.
 */
export function jsonAnswer(c: Context, value: unknown, status: 200 | 201 = 200): Response {
  if (value === null || typeof value !== 'object') return c.json(value, status);
  const ofRows = pagesOfRows.get(value);
  const isKept = kept.has(value);
  if (!isKept && !ofRows) return c.json(value, status);
  let text = texts.get(value);
  if (text === undefined) {
    text = ofRows ? pageBytes(ofRows) : JSON.stringify(value);
    if (isKept) texts.set(value, text);
  }
  return c.body(text, status, { 'Content-Type': 'application/json' });
}

/**
 * The JSON text of the item each row makes (a listing, a city page's business, a card), made
 * once per row and kept as UTF-8 bytes outside the JS heap, for rows that live long and
 * never change (the word index's: a change to the directory builds a new index with new
 * rows, and the texts of the old ones go with them). A page of 100 listings was a
 * JSON.stringify of about 60 KB on every request, a quarter of the server's CPU for
 * 'Near me' (bench/README). `make(row, near)` makes the item; `distanceOf(row, near)` is
 * its `distanceMiles` (undefined: none), the one key that depends on the request, which
 * jsonAnswer writes into the kept text. About 0.6 KB a row once read: at most `most`
 * rows' (100,000 businesses: every row, 60 MB); past it every text is let go and kept
 * again as read (a directory larger than that, read all over, pays for its texts again).
 */
/** Rows whose texts a RowTexts keeps at most (every row of an index up to this size). */
export const KEPT_ROW_TEXTS = 100_000;

export class RowTexts<Row extends object, Near, Item extends object> {
  #texts = new WeakMap<Row, RowText>();
  #kept = 0;

  constructor(
    readonly make: (row: Row, near?: Near) => Item,
    readonly distanceOf: (row: Row, near: Near | undefined) => number | undefined,
    readonly most = KEPT_ROW_TEXTS,
  ) {}

  textOf(row: Row): RowText {
    let text = this.#texts.get(row);
    if (text === undefined) {
      if (++this.#kept > this.most) {
        this.#texts = new WeakMap();
        this.#kept = 1;
      }
      text = this.#textOf(row);
      this.#texts.set(row, text);
    }
    return text;
  }

  #textOf(row: Row): RowText {
    const item = this.make(row);
    // A number no item has, to find where distanceMiles goes (JSON escapes every quote
    // inside a string, so the first unescaped `,"distanceMiles":` is the key).
    (item as { distanceMiles?: number }).distanceMiles = -1;
    const json = JSON.stringify(item);
    const at = json.indexOf(DISTANCE_KEY);
    if (at < 0) throw new Error('RowTexts: an item whose first key is distanceMiles');
    const before = json.slice(0, at);
    return {
      bytes: Buffer.from(before + json.slice(at + DISTANCE_KEY.length + 2)),
      cut: Buffer.byteLength(before),
    };
  }
}

/** A row's item as UTF-8, without `distanceMiles`, which goes at `cut`. */
interface RowText {
  bytes: Buffer;
  cut: number;
}

const DISTANCE_KEY = ',"distanceMiles":';

// biome-ignore lint/suspicious/noExplicitAny: any rows, points and items; pageOfRows pairs them
type AnyRowTexts = RowTexts<any, any, any>;

interface PageOfRows {
  rows: readonly object[];
  texts: AnyRowTexts;
  near: unknown;
  rest: object;
}

const pagesOfRows = new WeakMap<object, PageOfRows>();

/**
 * A page of `rest` and the items `texts` makes of `rows` (each with its distance from
 * `near`). Rows that live long and never change (the word index's, of `indexSize`
 * businesses) have their texts kept when every row's can be (`texts.most`): the items
 * are made only if read, and jsonAnswer writes the page from the texts, as
 * JSON.stringify would write it. Other rows (a statement's, read once: `indexSize` 0)
 * and the rows of a larger index are made into items at once and serialized as any
 * value: at 1,000,000 businesses read in distinct pages a kept text was seldom read
 * again, and making one a Buffer a request (new 8 KB pools, each an allocation outside
 * the heap) was a quarter of the server's CPU, and the collections they set off of a
 * heap holding the index another quarter (decision 045).
 */
export function pageOfRows<Row extends object, Near, Item extends object, Rest extends object>(
  texts: RowTexts<Row, Near, Item>,
  rows: readonly Row[],
  near: Near | undefined,
  rest: Rest,
  { indexSize }: { indexSize: number },
): Rest & { items: Item[] } {
  if (indexSize === 0 || indexSize > texts.most)
    return { ...rest, items: rows.map((row) => texts.make(row, near)) };
  let items: Item[] | undefined;
  const page = Object.defineProperty({ ...rest }, 'items', {
    enumerable: true,
    get: () => {
      items ??= rows.map((row) => texts.make(row, near));
      return items;
    },
  }) as Rest & { items: Item[] };
  pagesOfRows.set(page, { rows, texts, near, rest });
  return page;
}

/** The page's JSON as JSON.stringify writes it, its items from their rows' texts. */
function pageBytes({ rows, texts, near, rest }: PageOfRows): Uint8Array<ArrayBuffer> {
  // The page's other keys, then its items.
  const others = JSON.stringify(rest);
  const head = `${others === '{}' ? '{' : `${others.slice(0, -1)},`}"items":[`;
  const tail = ']}';
  const itemTexts = new Array<RowText>(rows.length);
  const distances = new Array<string>(rows.length);
  let length = Buffer.byteLength(head) + Buffer.byteLength(tail) + Math.max(rows.length - 1, 0);
  for (let i = 0; i < rows.length; i++) {
    const text = texts.textOf(rows[i]);
    const miles = texts.distanceOf(rows[i], near);
    const distance =
      miles === undefined ? '' : `${DISTANCE_KEY}${Number.isFinite(miles) ? miles : 'null'}`;
    itemTexts[i] = text;
    distances[i] = distance;
    length += text.bytes.length + distance.length;
  }
  const bytes = Buffer.allocUnsafe(length);
  let written = bytes.write(head, 0);
  for (let i = 0; i < rows.length; i++) {
    const { bytes: item, cut } = itemTexts[i];
    if (i > 0) written = bytes.writeUInt8(COMMA, written);
    written += item.copy(bytes, written, 0, cut);
    written += bytes.write(distances[i], written, 'latin1');
    written += item.copy(bytes, written, cut);
  }
  bytes.write(tail, written);
  return bytes;
}

const COMMA = 0x2c;

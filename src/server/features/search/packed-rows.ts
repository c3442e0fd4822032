/**
 * Rows kept as a few large values instead of an object each: every text of many rows one
 * string (a chunk), with where each field ends in it; numbers, booleans and nulls in typed
 * arrays; texts that many rows share (a category, a city, a plan) once, by number. The
 * word index of a large directory keeps its businesses' rows this way (decision 048): at
 * 1,000,000 businesses the rows as objects were about 12,000,000 objects of a 0.9 GB heap,
 * and every full garbage collection marked all of them again, seconds of the main
 * thread each time, while distinct searches kept making garbage. A chunk is one string
 * without references, which the collector marks at once. Reading a row back makes its
 * object (its texts are slices of the chunk): about a microsecond, and a page reads at
 * most a hundred.
 */

/**
 * How a field is kept: `text` in a chunk; `shared` once for every row that has it (for
 * texts few of them differ in); `json` any JSON value, written in a chunk; `number`;
 * `boolean`. Any of them may be null.
 */
export type FieldKind = 'text' | 'shared' | 'json' | 'number' | 'boolean';

/** A typed array that grows as numbers are pushed (its first `length` are the values). */
export class Growing<A extends Uint16Array | Uint32Array | Float64Array> {
  array: A;
  length = 0;

  constructor(private readonly make: (size: number) => A) {
    this.array = make(4096);
  }

  push(value: number) {
    if (this.length === this.array.length) {
      const next = this.make(this.length * 2);
      next.set(this.array);
      this.array = next;
    }
    this.array[this.length++] = value;
  }

  /** Drops the room kept for more (once no more are pushed). */
  fit() {
    if (this.array.length > this.length) this.array = this.array.slice(0, this.length) as A;
  }
}

const uint32s = (size: number) => new Uint32Array(size);

/** Characters a chunk holds at least before the next row starts another (1 MB and up). */
const CHUNK_CHARACTERS = 1 << 20;

interface Field {
  key: string;
  kind: FieldKind;
  /** Its place among the fields of its kind's column (texts and JSON share one). */
  slot: number;
  /** Its bit in a row's nulls (and, for a boolean, in its trues). */
  bit: number;
}

export class PackedRows<Row extends object> {
  private readonly fields: Field[];
  private readonly byKey = new Map<string, Field>();
  /** Per row: how many texts (and JSON values), numbers and shared texts. */
  private readonly textCount: number;
  private readonly numberCount: number;
  private readonly sharedCount: number;
  private count = 0;

  private readonly chunks: string[] = [];
  /** The chunk being written: its parts and their length. */
  private pending: string[] = [];
  private pendingLength = 0;
  private pendingRows = 0;
  /** Each row's chunk, and where each of its texts ends in it (the first starts where the row before ended). */
  private readonly chunkOf = new Growing(uint32s);
  private readonly textEnd = new Growing(uint32s);
  private readonly nulls = new Growing(uint32s);
  private readonly trues = new Growing(uint32s);
  private readonly numbers = new Growing((size) => new Float64Array(size));
  private readonly sharedIds = new Growing(uint32s);
  private readonly sharedTexts: string[] = [];
  private readonly sharedId = new Map<string, number>();
  private readonly chunkCharacters: number;
  private readonly make: (at: number, fields: Field[], rows: PackedRows<Row>) => Row;

  /**
   * `fields`: every key of a row and how it is kept, in the order a row read back has them;
   * `chunkCharacters`: how long a chunk grows before the next row starts another.
   */
  constructor(
    fields: { [K in keyof Row]-?: FieldKind },
    { chunkCharacters = CHUNK_CHARACTERS }: { chunkCharacters?: number } = {},
  ) {
    this.chunkCharacters = chunkCharacters;
    const slots: Record<'text' | 'number' | 'shared' | 'boolean', number> = {
      text: 0,
      number: 0,
      shared: 0,
      boolean: 0,
    };
    this.fields = Object.entries<FieldKind>(fields).map(([key, kind], bit) => {
      const column = kind === 'json' ? 'text' : kind;
      return { key, kind, slot: slots[column]++, bit };
    });
    if (this.fields.length > 32) throw new Error('PackedRows keeps at most 32 fields');
    for (const field of this.fields) this.byKey.set(field.key, field);
    // A row is made by one object literal of every key (`{ "id": …, "slug": …, … }`),
    // written here once from the field names: an object given its keys one by one, or
    // copied from a template and then set, took 4-20 µs a row against 0.6-0.9 µs (a page
    // of 100 rows and its JSON: 1.6 -> 0.4-0.6 ms, plain objects 0.35-0.45 ms). The keys
    // are the constructor's own (JSON-quoted); no value is ever part of the code.
    this.make = new Function(
      'at',
      'fields',
      'rows',
      `return { ${this.fields.map((field, i) => `${JSON.stringify(field.key)}: rows.fieldValue(at, fields[${i}])`).join(', ')} };`,
    ) as PackedRows<Row>['make'];
    this.textCount = slots.text;
    this.numberCount = slots.number;
    this.sharedCount = slots.shared;
  }

  get size(): number {
    return this.count;
  }

  add(row: Row) {
    const values = row as Record<string, unknown>;
    let nulls = 0;
    let trues = 0;
    for (const field of this.fields) {
      const value = values[field.key];
      if (value === null || value === undefined) {
        nulls |= 1 << field.bit;
        if (field.kind === 'text' || field.kind === 'json') this.textEnd.push(this.pendingLength);
        else if (field.kind === 'number') this.numbers.push(0);
        else if (field.kind === 'shared') this.sharedIds.push(0);
        continue;
      }
      switch (field.kind) {
        case 'text':
        case 'json': {
          const text = field.kind === 'json' ? JSON.stringify(value) : value;
          if (typeof text !== 'string') throw new Error(`${field.key} is not a text`);
          this.pending.push(text);
          this.pendingLength += text.length;
          this.textEnd.push(this.pendingLength);
          break;
        }
        case 'number':
          if (typeof value !== 'number') throw new Error(`${field.key} is not a number`);
          this.numbers.push(value);
          break;
        case 'boolean':
          if (value === true) trues |= 1 << field.bit;
          break;
        case 'shared': {
          if (typeof value !== 'string') throw new Error(`${field.key} is not a text`);
          let id = this.sharedId.get(value);
          if (id === undefined) {
            id = this.sharedTexts.push(value) - 1;
            this.sharedId.set(value, id);
          }
          this.sharedIds.push(id);
          break;
        }
      }
    }
    this.nulls.push(nulls);
    this.trues.push(trues);
    this.chunkOf.push(this.chunks.length);
    this.count++;
    this.pendingRows++;
    if (this.pendingLength >= this.chunkCharacters) this.seal();
  }

  /** Ends the chunk being written (a read reads only whole chunks). */
  private seal() {
    if (this.pendingRows === 0) return;
    this.chunks.push(this.pending.join(''));
    this.pending = [];
    this.pendingLength = 0;
    this.pendingRows = 0;
  }

  /** Seals the last chunk and gives back the room kept for more rows: no more are added. */
  finish() {
    this.seal();
    for (const column of [
      this.chunkOf,
      this.textEnd,
      this.nulls,
      this.trues,
      this.numbers,
      this.sharedIds,
    ])
      column.fit();
  }

  /** Row `at`, made anew (its fields in the constructor's order). */
  get(at: number): Row {
    this.seal();
    return this.make(at, this.fields, this);
  }

  /** Reads one field of any row: `reader('name')(at)` is `get(at).name` without the rest. */
  reader<K extends keyof Row & string>(key: K): (at: number) => Row[K] {
    const field = this.byKey.get(key);
    if (!field) throw new Error(`no field ${key}`);
    return (at) => {
      this.seal();
      return this.fieldValue(at, field) as Row[K];
    };
  }

  /** One field of row `at` (public for the rows `make` writes; read rows with get or reader). */
  fieldValue(at: number, field: Field): unknown {
    if (this.nulls.array[at] & (1 << field.bit)) return null;
    switch (field.kind) {
      case 'text':
        return this.textOf(at, field.slot);
      case 'json':
        return JSON.parse(this.textOf(at, field.slot));
      case 'number':
        return this.numbers.array[at * this.numberCount + field.slot];
      case 'boolean':
        return (this.trues.array[at] & (1 << field.bit)) !== 0;
      case 'shared':
        return this.sharedTexts[this.sharedIds.array[at * this.sharedCount + field.slot]];
    }
  }

  private textOf(at: number, slot: number): string {
    const ends = this.textEnd.array;
    const chunk = this.chunkOf.array[at];
    const place = at * this.textCount + slot;
    // A text starts where the one before it ended: the row's own, or the row before's
    // last when that row is in the same chunk.
    const start =
      slot > 0 || (at > 0 && this.chunkOf.array[at - 1] === chunk) ? ends[place - 1] : 0;
    return this.chunks[chunk].slice(start, ends[place]);
  }
}

/**
 * Sets of businesses as bits (business n: bit n % 32 of 32-bit word n / 32), and the loops
 * over every business a search runs on them: intersect, unite, count, shareAny, countBoth.
 *
 * In JavaScript each is a loop over 32-bit words: at 1,000,000 businesses 31,250 of them,
 * 56-100 µs a loop on this project's machine, and a two-word search ran about ten (half of
 * its server CPU). Sets made by a `SetMemory` live in one WebAssembly memory, and a loop
 * over two sets there runs as a small WebAssembly function that reads and writes 16 bytes
 * at a step (SIMD), four steps a turn: 6-12 µs (decision 049). Any other set (a small
 * index's, or one made when the memory's sets were all handed out) takes the JavaScript
 * loop: the same result either way.
 */

export type Bits = Uint32Array;

/** A memory's sets start and end on this many bytes, so the WebAssembly loops need no tail. */
const SET_ALIGN = 64;
const PAGE = 65_536;
const STEP_WORDS = SET_ALIGN / 4;

/** The set bits of one 32-bit word. */
function popcount1(word: number): number {
  let v = word;
  v -= (v >>> 1) & 0x55555555;
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/** The WebAssembly functions of one memory, by the memory's buffer. */
interface Kernels {
  and(into: number, other: number, bytes: number): void;
  or(into: number, other: number, bytes: number): void;
  count(at: number, bytes: number): number;
  countBoth(a: number, b: number, bytes: number): number;
  shareAny(a: number, b: number, bytes: number): number;
  firstFilled(at: number, bytes: number): number;
}
const kernelsOf = new WeakMap<ArrayBufferLike, Kernels>();

/** The kernels when both sets are in one memory (a loop over them is theirs), else undefined. */
function kernelsFor(a: Bits, b: Bits = a): Kernels | undefined {
  return a.buffer === b.buffer ? kernelsOf.get(a.buffer) : undefined;
}

/** The bytes a kernel's loop reads of a set in a memory: whole turns (the set's room is). */
function turns(bits: Bits): number {
  return Math.ceil(bits.byteLength / SET_ALIGN) * SET_ALIGN;
}

/** `into` becomes the businesses in both sets. */
export function intersect(into: Bits, other: Bits) {
  const kernels = kernelsFor(into, other);
  if (kernels) return kernels.and(into.byteOffset, other.byteOffset, turns(into));
  for (let i = 0; i < into.length; i++) into[i] &= other[i];
}

/** `into` becomes the businesses in either set. */
export function unite(into: Bits, other: Bits) {
  const kernels = kernelsFor(into, other);
  if (kernels) return kernels.or(into.byteOffset, other.byteOffset, turns(into));
  for (let i = 0; i < into.length; i++) into[i] |= other[i];
}

/** How many businesses the set holds. */
export function popcount(bits: Bits): number {
  const kernels = kernelsFor(bits);
  if (kernels) return kernels.count(bits.byteOffset, turns(bits));
  let count = 0;
  for (let i = 0; i < bits.length; i++) {
    const word = bits[i];
    // Most words of a large directory's set are empty: 0.25 -> 0.07 ms at 1,000,000.
    if (word !== 0) count += popcount1(word);
  }
  return count;
}

/** How many businesses are in both sets. */
export function countBoth(a: Bits, b: Bits): number {
  const kernels = kernelsFor(a, b);
  if (kernels) return kernels.countBoth(a.byteOffset, b.byteOffset, turns(a));
  let count = 0;
  for (let i = 0; i < a.length; i++) {
    const word = a[i] & b[i];
    if (word !== 0) count += popcount1(word);
  }
  return count;
}

/** Whether a business is in both sets. */
export function shareAny(a: Bits, b: Bits): boolean {
  const kernels = kernelsFor(a, b);
  if (kernels) return kernels.shareAny(a.byteOffset, b.byteOffset, turns(a)) !== 0;
  for (let i = 0; i < a.length; i++) if ((a[i] & b[i]) !== 0) return true;
  return false;
}

/**
 * The first 32-bit word of the set at or after `from` that holds a business, or the set's
 * length if none does. A walk over a sparse set's businesses goes from one to the next
 * (a three-word search at 1,000,000 matches a few dozen): in a memory the empty words
 * between are passed 64 bytes at a step, where a JavaScript loop read each of 31,250.
 */
export function nextFilled(bits: Bits, from: number): number {
  let word = from;
  // Word by word to the start of a step (a set in a memory starts on one).
  for (; word < bits.length && word % STEP_WORDS !== 0; word++) if (bits[word] !== 0) return word;
  if (word >= bits.length) return bits.length;
  if (bits[word] !== 0) return word;
  const kernels = kernelsFor(bits);
  if (kernels) word += kernels.firstFilled(bits.byteOffset + word * 4, turns(bits) - word * 4) / 4;
  for (; word < bits.length; word++) if (bits[word] !== 0) return word;
  return bits.length;
}

/** Calls `visit` with each business in the set, in number order, until it returns false. */
export function forEachDoc(bits: Bits, visit: (doc: number) => boolean | undefined) {
  for (let word = nextFilled(bits, 0); word < bits.length; word = nextFilled(bits, word + 1)) {
    let rest = bits[word];
    while (rest !== 0) {
      const lowest = rest & -rest;
      if (visit((word << 5) + 31 - Math.clz32(lowest)) === false) return;
      rest ^= lowest;
    }
  }
}

/**
 * Room for `sets` sets of `words` 32-bit words each in one WebAssembly memory, handed out
 * by `take` (each of no business) until they are all out: the memory never grows, since
 * growing it would detach every set already handed out. The operating system maps its
 * pages only when they are written, so room never used costs address space alone.
 */
export class SetMemory {
  private readonly buffer: ArrayBuffer;
  private readonly stride: number;
  private readonly sets: number;
  private taken = 0;

  constructor(
    readonly words: number,
    sets: number,
  ) {
    this.stride = Math.max(1, Math.ceil((words * 4) / SET_ALIGN)) * SET_ALIGN;
    this.sets = sets;
    const memory = new WebAssembly.Memory({ initial: Math.ceil((this.stride * sets) / PAGE) });
    const instance = new WebAssembly.Instance(kernelModule(), { set: { memory } });
    this.buffer = memory.buffer;
    kernelsOf.set(this.buffer, instance.exports as unknown as Kernels);
  }

  /**
   * A memory for `sets` sets of `words` words, or none where one cannot be made (more than
   * WebAssembly's 4 GB, address space refused, a CPU without SIMD): the sets are then
   * ordinary arrays, and the loops JavaScript's.
   */
  static create(words: number, sets: number): SetMemory | undefined {
    try {
      return new SetMemory(words, sets);
    } catch {
      return undefined;
    }
  }

  /** A set of no business in the memory, or undefined when every set has been taken. */
  take(): Bits | undefined {
    if (this.taken === this.sets) return undefined;
    return new Uint32Array(this.buffer, this.stride * this.taken++, this.words);
  }

  /** How many sets have been taken. */
  get used(): number {
    return this.taken;
  }
}

// The kernels' module, written out as WebAssembly's binary format (a few hundred bytes;
// the text form of each function is above its builder). Compiled once, on first use.
let compiled: WebAssembly.Module | undefined;

function kernelModule(): WebAssembly.Module {
  compiled ??= new WebAssembly.Module(kernelBytes());
  return compiled;
}

const I32 = 0x7f;
const I64 = 0x7e;
const op = {
  block: [0x02, 0x40],
  loop: [0x03, 0x40],
  end: [0x0b],
  br: (depth: number) => [0x0c, depth],
  brIf: (depth: number) => [0x0d, depth],
  get: (local: number) => [0x20, local],
  set: (local: number) => [0x21, local],
  i32Const: (value: number) => [0x41, ...signedLeb(value)],
  i32Eqz: [0x45],
  i32Add: [0x6a],
  i32Sub: [0x6b],
  i32WrapI64: [0xa7],
  if: [0x04, 0x40],
  return: [0x0f],
  i64Load: (offset: number) => [0x29, 3, ...leb(offset)],
  i64Popcnt: [0x7b],
  i64Add: [0x7c],
  i64And: [0x83],
  v128Load: (offset: number) => [0xfd, 0x00, 4, ...leb(offset)],
  v128Store: (offset: number) => [0xfd, 0x0b, 4, ...leb(offset)],
  v128And: [0xfd, 0x4e],
  v128Or: [0xfd, 0x50],
  v128AnyTrue: [0xfd, 0x53],
};

/**
 * A loop over `bytes` bytes from the pointers in locals 0 (and 1 with `two`), SET_ALIGN
 * a turn: `(block (loop (br_if 1 (i32.eqz bytes)) <step> <pointers += 64> (br 0)))`.
 */
function loopOver(step: number[], two: boolean): number[] {
  const bytes = two ? 2 : 1;
  const advance = (local: number) => [
    ...op.get(local),
    ...op.i32Const(SET_ALIGN),
    ...op.i32Add,
    ...op.set(local),
  ];
  return [
    ...op.block,
    ...op.loop,
    ...op.get(bytes),
    ...op.i32Eqz,
    ...op.brIf(1),
    ...step,
    ...advance(0),
    ...(two ? advance(1) : []),
    ...op.get(bytes),
    ...op.i32Const(SET_ALIGN),
    ...op.i32Sub,
    ...op.set(bytes),
    ...op.br(0),
    ...op.end,
    ...op.end,
  ];
}

/** At each 16 bytes of the turn: `(v128.store (get 0) (<combine> (v128.load (get 0)) (v128.load (get 1))))`. */
function combineStep(combine: number[]): number[] {
  const step: number[] = [];
  for (let at = 0; at < SET_ALIGN; at += 16) {
    step.push(...op.get(0), ...op.get(0), ...op.v128Load(at), ...op.get(1), ...op.v128Load(at));
    step.push(...combine, ...op.v128Store(at));
  }
  return step;
}

/** At each 8 bytes of the turn: `sum += i64.popcnt(<word>)`, of local 0's words (and local 1's with `two`). */
function countStep(two: boolean, sum: number): number[] {
  const step: number[] = [];
  for (let at = 0; at < SET_ALIGN; at += 8) {
    step.push(...op.get(sum), ...op.get(0), ...op.i64Load(at));
    if (two) step.push(...op.get(1), ...op.i64Load(at), ...op.i64And);
    step.push(...op.i64Popcnt, ...op.i64Add, ...op.set(sum));
  }
  return step;
}

/**
 * `(if (v128.any_true <the or of value(at) at each 16 bytes of the turn>) (then <found>))`:
 * whether any bit of the turn's values is set.
 */
function anyStep(value: (at: number) => number[], found: number[]): number[] {
  const step: number[] = [];
  for (let at = 0; at < SET_ALIGN; at += 16) {
    step.push(...value(at));
    if (at > 0) step.push(...op.v128Or);
  }
  return [...step, ...op.v128AnyTrue, ...op.if, ...found, ...op.end];
}

/** A business in both sets: `(return (i32.const 1))` at the first 16 bytes of `a and b` not zero. */
function sharedStep(): number[] {
  return anyStep(
    (at) => [...op.get(0), ...op.v128Load(at), ...op.get(1), ...op.v128Load(at), ...op.v128And],
    [...op.i32Const(1), ...op.return],
  );
}

/** A filled word: `(return (i32.sub at start))` (start: local 2, where the loop began). */
function filledStep(): number[] {
  return anyStep(
    (at) => [...op.get(0), ...op.v128Load(at)],
    [...op.get(0), ...op.get(2), ...op.i32Sub, ...op.return],
  );
}

/** A function's locals after its parameters, one of each type given. */
function locals(...types: number[]): number[] {
  return [types.length, ...types.flatMap((type) => [1, type])];
}

function kernelBytes(): Uint8Array<ArrayBuffer> {
  const types = [
    [0x60, 3, I32, I32, I32, 0], // (a, b, bytes) -> ()
    [0x60, 2, I32, I32, 1, I32], // (at, bytes) -> i32
    [0x60, 3, I32, I32, I32, 1, I32], // (a, b, bytes) -> i32
  ];
  const noLocals = locals();
  /** The sum of popcounts, in an i64 local after the parameters: `(local i64) <loop> (i32.wrap_i64 sum)`. */
  const count = (two: boolean) => {
    const sum = two ? 3 : 2;
    const loop = loopOver(countStep(two, sum), two);
    return [...locals(I64), ...loop, ...op.get(sum), ...op.i32WrapI64];
  };
  const functions = [
    { name: 'and', type: 0, body: [...noLocals, ...loopOver(combineStep(op.v128And), true)] },
    { name: 'or', type: 0, body: [...noLocals, ...loopOver(combineStep(op.v128Or), true)] },
    { name: 'count', type: 1, body: count(false) },
    { name: 'countBoth', type: 2, body: count(true) },
    {
      name: 'shareAny',
      type: 2,
      body: [...noLocals, ...loopOver(sharedStep(), true), ...op.i32Const(0)],
    },
    // (local $start i32) (local.set $start at) <loop> (i32.sub at start): every byte read, none filled.
    {
      name: 'firstFilled',
      type: 1,
      body: [
        ...locals(I32),
        ...op.get(0),
        ...op.set(2),
        ...loopOver(filledStep(), false),
        ...op.get(0),
        ...op.get(2),
        ...op.i32Sub,
      ],
    },
  ].map((fn) => ({ ...fn, body: [...fn.body, ...op.end] }));
  return new Uint8Array([
    ...[0x00, 0x61, 0x73, 0x6d, 1, 0, 0, 0],
    ...section(1, vector(types)),
    // (import "set" "memory" (memory 1)): the memory is made by SetMemory, at its size.
    ...section(2, vector([[...name('set'), ...name('memory'), 0x02, 0x00, 0x01]])),
    ...section(3, vector(functions.map((fn) => [fn.type]))),
    ...section(7, vector(functions.map((fn, index) => [...name(fn.name), 0x00, index]))),
    ...section(10, vector(functions.map((fn) => [...leb(fn.body.length), ...fn.body]))),
  ]);
}

/** An unsigned LEB128 number. */
function leb(value: number): number[] {
  const bytes: number[] = [];
  let rest = value >>> 0;
  do {
    let byte = rest & 0x7f;
    rest >>>= 7;
    if (rest !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (rest !== 0);
  return bytes;
}

/** A signed LEB128 number (i32.const's operand). */
function signedLeb(value: number): number[] {
  const bytes: number[] = [];
  let rest = value | 0;
  for (;;) {
    const byte = rest & 0x7f;
    rest >>= 7;
    const done = (rest === 0 && (byte & 0x40) === 0) || (rest === -1 && (byte & 0x40) !== 0);
    bytes.push(done ? byte : byte | 0x80);
    if (done) return bytes;
  }
}

function vector(items: number[][]): number[] {
  return [...leb(items.length), ...items.flat()];
}

function section(id: number, content: number[]): number[] {
  return [id, ...leb(content.length), ...content];
}

function name(text: string): number[] {
  return [...leb(text.length), ...new TextEncoder().encode(text)];
}

/**
 * mulberry32: a small seeded PRNG for what must come out the same on every run (the
 * benchmark's requests, the tests' generated data). Not for anything secret. (The demo
 * pictures have their own, seeded by a business's name: db/seed/images/svg.ts.)
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

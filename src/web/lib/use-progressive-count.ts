import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to draw now: `step` at first, then `step` more in a task
 * of their own after each commit, until all are drawn. A long list of cards is then
 * put on the page in short tasks a phone can answer input between: 24 city cards
 * committed at once made tasks of 60-100 ms on Lighthouse's throttled phone (its
 * Total Blocking Time), and a deferred render splits the rendering but not the commit.
 */
export function useProgressiveCount(total: number, step = 6): number {
  const [count, setCount] = useState(step);
  useEffect(() => {
    if (count >= total) return;
    const next = setTimeout(() => startTransition(() => setCount((drawn) => drawn + step)), 0);
    return () => clearTimeout(next);
  }, [count, total, step]);
  return Math.min(count, total);
}

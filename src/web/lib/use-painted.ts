import { useEffect, useState } from 'react';

let painted = false;
let scheduled = false;
const waiting = new Set<() => void>();

function afterNextPaint() {
  if (scheduled) return;
  scheduled = true;
  requestAnimationFrame(() => {
    setTimeout(() => {
      painted = true;
      for (const done of waiting) done();
      waiting.clear();
    }, 0);
  });
}

/**
 * False until the browser has painted the app's first screen, then true (at once for
 * anything drawn later). For what can wait a frame so that first paint does not: the
 * pictures beside a page's main one start downloading once that is on screen, not in
 * the same breath. One frame is awaited for all of them, so they render together. (A
 * hidden tab paints nothing: it stays false until the tab is shown.)
 */
export function usePainted(): boolean {
  const [value, setValue] = useState(painted);
  useEffect(() => {
    if (painted) {
      setValue(true);
      return;
    }
    const done = () => setValue(true);
    waiting.add(done);
    afterNextPaint();
    return () => {
      waiting.delete(done);
    };
  }, []);
  return value;
}

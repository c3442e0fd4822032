import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * What axe finds serious or critical on the page as it is now: each rule broken, with
 * the elements that break it. Every rule runs; only the lists a test never reads are
 * kept short (resultTypes: the passed and inapplicable rules name one element each,
 * not all of them). A page without frames is checked by axe.run in the page itself
 * (legacy mode): the default runs axe in every frame and then merges the results in a
 * new blank page, a renderer and a second 650 KB script per scan, which only frames
 * from another origin need. Four scans of the home page took 5.5 s of CPU (Chromium
 * and the test worker) that way and 1.7 s this way, with the same findings; the
 * suite scans about 25 pages.
 */
export async function seriousProblems(page: Page): Promise<string[]> {
  const axe = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (page.frames().length === 1) axe.setLegacyMode();
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

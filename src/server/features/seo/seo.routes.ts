import { type Context, Hono } from 'hono';
import type { AppEnv } from '../../platform/request-context.js';
import type { WebShell } from '../../platform/web-shell.js';
import { buildRobots, buildSitemap, resolvePageHead } from './seo.service.js';

const ONE_HOUR = 'public, max-age=3600';

export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', async (c) => {
    const { database, config } = c.get('deps');
    const xml = await buildSitemap({ db: database.db, config });
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', ONE_HOUR);
    return c.body(xml);
  })
  .get('/robots.txt', (c) => {
    c.header('Cache-Control', ONE_HOUR);
    return c.text(buildRobots({ config: c.get('deps').config }));
  });

/**
 * The SPA's index.html for any page path, with that page's own title, description,
 * Open Graph tags and structured data, and 404 for what the SPA shows as not found.
 */
export async function renderSpaPage(c: Context<AppEnv>, shell: WebShell) {
  const { database, logger, config } = c.get('deps');
  const page = await resolvePageHead({
    db: database.db,
    logger,
    config,
    pathname: new URL(c.req.url).pathname,
  });
  c.header('Cache-Control', 'no-cache');
  return c.html(shell.render(page.head), page.status);
}

import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROUTES } from '#domain/routes.js';
import { loadConfig } from '../config.js';
import { loadWebShell, pageModule } from './web-shell.js';

const webDir = mkdtempSync(join(tmpdir(), 'bcs-shell-'));
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Site</title>
    <meta name="bcs-config" content="{}" />
    <script type="module" crossorigin src="/assets/index.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

/** A build with an entry that imports the app after the first paint, and two pages. */
const MANIFEST = {
  'index.html': { file: 'assets/index.js', isEntry: true, dynamicImports: ['app/start.tsx'] },
  'app/start.tsx': { file: 'assets/start.js', imports: ['_react.js', '_app.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_app.js': { file: 'assets/app.js', imports: ['_react.js'] },
  'app/routes/public/home.tsx': {
    file: 'assets/home.js',
    imports: ['_app.js', '_card.js'],
    css: ['assets/home.css'],
  },
  'app/routes/public/business-profile.tsx': { file: 'assets/profile.js', imports: ['_card.js'] },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  // Imported by the app (src/web/lib/i18n.ts) on a Spanish page only.
  'lib/spanish-catalogues.ts': { file: 'assets/spanish.js', imports: ['_app.js', '_patterns.js'] },
  '_patterns.js': { file: 'assets/patterns.js' },
};

writeFileSync(join(webDir, 'index.html'), INDEX_HTML);
mkdirSync(join(webDir, '.vite'));
writeFileSync(join(webDir, '.vite/manifest.json'), JSON.stringify(MANIFEST));

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe('pageModule', () => {
  it('names a file that exists for every page of the route table', () => {
    for (const route of ROUTES) {
      const module = pageModule(route.page);
      expect(module && existsSync(resolve('src/web', module)), route.page).toBe(true);
    }
  });
});

describe('the page code preloads', () => {
  const shell = loadWebShell(webDir, {} as never);

  it('name the app and the page chunks once, after the entry', () => {
    const html = shell?.render({ title: 'Home', description: 'd' }, 'home') ?? '';
    expect(modulePreloads(html)).toEqual([
      '/assets/start.js',
      '/assets/react.js',
      '/assets/app.js',
      '/assets/home.js',
      '/assets/card.js',
    ]);
    expect(html).toContain('<link rel="preload" as="style" crossorigin href="/assets/home.css">');
    expect(html.indexOf('/assets/index.js')).toBeLessThan(html.indexOf('/assets/start.js'));
  });

  it('name only the app for a path that is no page, or a head that could not be read', () => {
    expect(modulePreloads(shell?.render(undefined, undefined) ?? '')).toEqual([
      '/assets/start.js',
      '/assets/react.js',
      '/assets/app.js',
    ]);
    expect(modulePreloads(shell?.render(undefined, 'businessProfile') ?? '')).toEqual([
      '/assets/start.js',
      '/assets/react.js',
      '/assets/app.js',
      '/assets/profile.js',
      '/assets/card.js',
    ]);
  });

  it('write the data and picture preloads of the head', () => {
    const html =
      shell?.render({
        title: 'Profile',
        description: 'd',
        preloads: [
          { as: 'fetch', href: '/api/businesses/a&b' },
          { as: 'image', href: '/p.webp', srcSet: '/t.webp 400w, /p.webp 800w', sizes: '100vw' },
        ],
      }) ?? '';
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/api/businesses/a&amp;b" crossorigin="anonymous">',
    );
    expect(html).toContain(
      '<link rel="preload" as="image" href="/p.webp" imagesrcset="/t.webp 400w, /p.webp 800w" imagesizes="100vw" fetchpriority="high">',
    );
  });
});

describe('a page in Spanish', () => {
  const shell = loadWebShell(webDir, {} as never);

  it('says its language in <html lang>, and English pages stay English', () => {
    expect(shell?.render({ title: 'Inicio', description: 'd' }, 'home', 'es')).toContain(
      '<html lang="es">',
    );
    expect(shell?.render(undefined, undefined, 'es')).toContain('<html lang="es">');
    expect(shell?.render({ title: 'Home', description: 'd' }, 'home')).toContain(
      '<html lang="en">',
    );
  });

  it('preloads the Spanish catalogues with the page chunks, and an English page does not', () => {
    expect(
      modulePreloads(
        shell?.render({ title: 'Perfil', description: 'd' }, 'businessProfile', 'es') ?? '',
      ),
    ).toEqual([
      '/assets/start.js',
      '/assets/react.js',
      '/assets/app.js',
      '/assets/profile.js',
      '/assets/card.js',
      '/assets/spanish.js',
      '/assets/patterns.js',
    ]);
    expect(modulePreloads(shell?.render(undefined, undefined, 'es') ?? '')).toContain(
      '/assets/spanish.js',
    );
    expect(
      modulePreloads(
        shell?.render({ title: 'Profile', description: 'd' }, 'businessProfile') ?? '',
      ),
    ).not.toContain('/assets/spanish.js');
  });

  it('writes the hreflang alternates and the Open Graph locales', () => {
    const html =
      shell?.render(
        {
          title: 'Acerca de',
          description: 'd',
          canonicalUrl: 'https://bcs.example/es/about',
          alternates: [
            { hreflang: 'en', href: 'https://bcs.example/about' },
            { hreflang: 'es', href: 'https://bcs.example/es/about' },
            { hreflang: 'x-default', href: 'https://bcs.example/about' },
          ],
          locale: { own: 'es_US', alternates: ['en_US'] },
          openGraph: {
            type: 'website',
            siteName: 'BCS Local',
            title: 'Acerca de',
            description: 'd',
            url: 'https://bcs.example/es/about',
          },
        },
        'about',
        'es',
      ) ?? '';
    expect(html).toContain(
      '<link rel="alternate" hreflang="en" href="https://bcs.example/about">\n    <link rel="alternate" hreflang="es" href="https://bcs.example/es/about">\n    <link rel="alternate" hreflang="x-default" href="https://bcs.example/about">',
    );
    expect(html).toContain('<meta property="og:locale" content="es_US">');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_US">');
  });
});

describe('the public settings', () => {
  it('carry the retention figure the privacy policy states (APPLICATION_RETENTION_DAYS)', () => {
    const { public: settings } = loadConfig({ APPLICATION_RETENTION_DAYS: '45' });
    const html = loadWebShell(webDir, settings)?.render({ title: 'P', description: 'd' }, 'home');
    const content = html?.match(/<meta name="bcs-config" content="([^"]*)">/)?.[1] ?? '';
    const parsed = JSON.parse(content.replaceAll('&quot;', '"'));
    expect(parsed.applicationRetentionDays).toBe(45);
  });
});

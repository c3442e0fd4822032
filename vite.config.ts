import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type UserConfig } from 'vite';
import { compiledCatalogues } from './src/locales/vite-catalogues.js';
import { precompressDirectory } from './src/server/platform/compression.js';

/** `npm run dev`'s API server (scripts/dev.mjs), on the PORT it was given. */
const apiServer = `http://127.0.0.1:${process.env.PORT || 3000}`;

/** .br and .gz copies of the built files, so the server never compresses them per request. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bcs-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDirectory(outDir);
    },
  };
}

/**
 * The stylesheet goes after index.html's boot header instead of in <head>: a stylesheet
 * in the body holds back the rendering of what follows it only, so the header bar (its
 * own styles are inline) paints while the stylesheet and the code download.
 */
function stylesheetAfterBootHeader(): Plugin {
  return {
    name: 'bcs-stylesheet-after-boot-header',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
        const root = '<div id="root">';
        if (links.length === 0 || !html.includes(root)) return html;
        let moved = html;
        for (const link of links)
          moved = moved.replace(new RegExp(`\\s*${escapeRegExp(link)}`), '');
        return moved.replace(root, `${links.join('\n    ')}\n    ${root}`);
      },
    },
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The modules the app's start module (src/web/app/start.tsx) imports statically, at any
 * depth: the shell every page needs (layout, router, query client, the UI it uses).
 * Read once the build has parsed every module, for the 'app' chunk below.
 */
function appShell(): { plugin: Plugin; has(id: string): boolean } {
  const start = resolve(import.meta.dirname, 'src/web/app/start.tsx');
  const modules = new Set<string>();
  return {
    has: (id) => modules.has(id),
    plugin: {
      name: 'bcs-app-shell',
      apply: 'build',
      buildEnd() {
        const visit = (id: string) => {
          // Virtual modules (Vite's preload helper) stay with the entry, which needs them
          // before the app: in the app's chunk they made the entry import all of it.
          const info = modules.has(id) || id.startsWith('\0') ? null : this.getModuleInfo(id);
          if (!info) return;
          modules.add(id);
          for (const imported of info.importedIds) visit(imported);
        };
        visit(start);
      },
    },
  };
}

const shell = appShell();

const config: UserConfig = {
  root: resolve(import.meta.dirname, 'src/web'),
  plugins: [
    compiledCatalogues(),
    react(),
    tailwindcss(),
    precompress(),
    stylesheetAfterBootHeader(),
    shell.plugin,
  ],
  build: {
    outDir: resolve(import.meta.dirname, 'dist/web'),
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page loads, read by e2e/bundle-budget.spec.ts.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // React and the router load on every page: one well-named, long-cached chunk.
          // Other libraries stay with the lazy pages that use them.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
            },
            // Every icon in one chunk (8 KB gzip): one request where each page made ten
            // or more of a few hundred bytes, each a round trip on a slow phone.
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            // The app shell in one chunk too: main.tsx imports it after the first paint,
            // and split by which pages share each module it was a dozen small requests.
            // The set is the whole closure already: the preload helper it leaves out must
            // not be pulled in (includeDependenciesRecursively), or the entry imports it all.
            {
              name: 'app',
              test: (id) => shell.has(id),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/uploads': apiServer,
      '/sitemap.xml': apiServer,
      '/sitemaps': apiServer,
      '/robots.txt': apiServer,
    },
  },
};

export default defineConfig(({ command }) => {
  // A build is always the production build of React, the JSX transform and every
  // library, whatever NODE_ENV the shell has: with NODE_ENV=development it compiled
  // React's development build and our source paths into the bundle (Vite reads
  // NODE_ENV after this file; docs/decisions/017-safe-by-default.md).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config;
});

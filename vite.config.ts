import { resolve } from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompressDirectory } from './src/server/platform/compression.js';

const apiServer = 'http://localhost:3000';

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

export default defineConfig({
  root: resolve(import.meta.dirname, 'src/web'),
  plugins: [react(), tailwindcss(), precompress()],
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
});

// The registry mirror on our build machines serves only linux-x64 builds of
// platform-specific packages, so `npm install` records optional dependencies
// (darwin, win32, android, ...) that have no entry in the lock file, and npm 11's
// `npm ci` then refuses the lock as "out of sync". This drops those dangling
// optional edges so `npm ci` accepts the lock. Run it after changing dependencies:
//   npm install && node scripts/prune-lock.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const packages = lock.packages;
let pruned = 0;

function resolves(fromPath, name) {
  // Node resolution: look in nested node_modules, walking up to the root.
  let dir = fromPath;
  while (true) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return true;
    if (!dir) return false;
    const idx = dir.lastIndexOf('/node_modules/');
    dir = idx === -1 ? '' : dir.slice(0, idx);
  }
}

for (const [path, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies;
  if (!optional) continue;
  for (const name of Object.keys(optional)) {
    if (!resolves(path, name)) {
      delete optional[name];
      pruned++;
    }
  }
  if (Object.keys(optional).length === 0) delete entry.optionalDependencies;
}

writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`prune-lock: removed ${pruned} optional dependencies this registry does not serve`);

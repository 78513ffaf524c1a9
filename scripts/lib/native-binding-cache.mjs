// Loaded with `node --import` by scripts/test-on-node.sh, never by the site. better-sqlite3 is the one
// native module built for one Node ABI: node_modules holds the build for the Node that ran `npm install`.
// This hook makes another Node (24 in CI) load the build for its own ABI from the cache that the script
// fills, so both Nodes share one node_modules and nothing in it is rebuilt or swapped.
import fs from 'node:fs';
import { createRequire, registerHooks } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const version = createRequire(import.meta.url)('better-sqlite3/package.json').version;
const cacheRoot = process.env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
const binding = path.join(
  cacheRoot,
  'revelstoke-stays',
  `better-sqlite3-${version}-abi${process.versions.modules}.node`,
);
if (!fs.existsSync(binding)) {
  throw new Error(
    `No better-sqlite3 build for Node ${process.version} at ${binding}: run scripts/test-on-node.sh`,
  );
}

registerHooks({
  resolve(specifier, context, nextResolve) {
    const result = nextResolve(specifier, context);
    return result.url.endsWith('/better-sqlite3/build/Release/better_sqlite3.node')
      ? { ...result, url: pathToFileURL(binding).href }
      : result;
  },
});

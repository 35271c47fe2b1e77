import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

function git(...args: string[]): string {
  try {
    return execFileSync('git', args, { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return '';
  }
}

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

// The page globals of foundation §2.10 (appVersion, commitHash, branchOrTag), fixed at build.
const BUILD = {
  appVersion: process.env.APP_VERSION || pkg.version,
  commitHash: process.env.COMMIT_HASH || git('rev-parse', 'HEAD') || 'unknown',
  branchOrTag:
    process.env.BRANCH_OR_TAG ||
    git('describe', '--tags', '--exact-match') ||
    git('rev-parse', '--abbrev-ref', 'HEAD') ||
    'unknown',
};

/**
 * The contract packages (@aq/api, @aq/validation) are declarations: zod schemas and endpoint
 * definitions built at module level. Bundlers must assume any call may have side effects, so every
 * schema of a module a screen touches stayed in its bundle, and with them whatever those schemas
 * call: the profile and user schemas brought libphonenumber-js's metadata into every page. Marking
 * the top-level declarations of those two packages pure lets the bundle keep only the schemas and
 * endpoints a screen really uses (their package.json also declares `"sideEffects": false`).
 */
const CONTRACT_SOURCE = /[\\/]packages[\\/](api|validation)[\\/]src[\\/](?!.*\.test\.)[^?]*\.ts$/;
// `export const Name = z.object(…)`, `const Paged = pagedList(…)`, `= Base.extend(…)` at column 0.
const TOP_LEVEL_CALL =
  /^((?:export )?const [\w$]+(?:: [^=\n]+)? = )(?!new\b)(?=[A-Za-z_$][\w$]*\s*[.(])/gm;

function pureContractDeclarations(): Plugin {
  return {
    name: 'aq:pure-contract-declarations',
    transform: {
      filter: { id: CONTRACT_SOURCE },
      handler(code) {
        // `map: null` keeps the source map's lines; only columns after an annotation move.
        return { code: code.replace(TOP_LEVEL_CALL, '$1/* @__PURE__ */ '), map: null };
      },
    },
  };
}

const API = process.env.API_URL || 'http://127.0.0.1:3000';

export default defineConfig({
  tsconfig: './tsconfig.json',
  plugins: [pureContractDeclarations(), react(), tailwindcss()],
  define: { __BUILD__: JSON.stringify(BUILD) },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps stay beside the build for debugging a production error, but no file links to them and
    // the server refuses to serve them (apps/server/src/http/spa.ts).
    sourcemap: 'hidden',
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // zod's configuration must run before any schema is built (src/zod-config.ts): in zod's
            // own chunk it runs when the first schema module imports zod, whichever chunk that is.
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-config\.ts$/ },
            // Named, so the end-to-end suite and bench/first-load.mjs can tell that a page does not
            // download them: phone rules load with the screens that have phone fields, maps with maps.
            { name: 'phone', test: /[\\/]node_modules[\\/]libphonenumber-js[\\/]/ },
            { name: 'maplibre', test: /[\\/]node_modules[\\/]maplibre-gl[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/v0.1', '/v2', '/auth', '/api'].map((prefix) => [prefix, { target: API }]),
    ),
  },
});

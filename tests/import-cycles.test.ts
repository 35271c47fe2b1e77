import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';

// ARCHITECTURE.md: "No import cycles between files". Every import counts, including `import type`,
// re-exports and lazy `import()`, because each one is an edge a reader has to follow and a cycle
// through any of them still ties the files' load order (or their design) together.

const ROOT = join(import.meta.dirname, '..');
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return EXTENSIONS.some((extension) => name.endsWith(extension)) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/** Every module a file names: imports, re-exports, `import()` and `import('x').T` types. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function asFile(path: string): string | null {
  for (const candidate of [
    path,
    ...EXTENSIONS.map((extension) => path + extension),
    ...EXTENSIONS.map((extension) => join(path, `index${extension}`)),
  ]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** The file a specifier names: a relative path, or `@aq/<package>[/<subpath>]` (under src/). */
function resolve(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return asFile(join(dirname(from), specifier));
  const workspace = /^@aq\/([\w-]+)(?:\/(.+))?$/.exec(specifier);
  if (!workspace?.[1]) return null;
  const folder = ['packages', 'apps']
    .map((group) => join(ROOT, group, workspace[1] ?? ''))
    .find((candidate) => existsSync(join(candidate, 'package.json')));
  if (!folder) return null;
  return asFile(join(folder, 'src', workspace[2] ?? 'index'));
}

/** The import graph of the files under the given folders (edges to other folders are kept). */
function importGraph(folders: string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  const pending = folders.flatMap((folder) => sourceFiles(join(ROOT, folder)));
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (graph.has(file)) continue;
    const targets = specifiers(file)
      .map((specifier) => resolve(file, specifier))
      .filter((target): target is string => target !== null);
    graph.set(file, targets);
    pending.push(...targets.filter((target) => !graph.has(target)));
  }
  return graph;
}

/** The cycles: strongly connected components of two files or more, or a self-import (Tarjan). */
export function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || (graph.get(file) ?? []).includes(file)) found.push(component);
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return found;
}

describe('the import graph', () => {
  it('finds a cycle when there is one, through any kind of import', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cycles(graph).map((component) => component.sort())).toEqual([['a', 'b', 'c'], ['e']]);
    const source = join(ROOT, 'tests', 'import-cycles.test.ts');
    expect(specifiers(source)).toContain('typescript');
  });

  // Every workspace's source, parsed once (a few seconds on a busy 2-core machine).
  const FOLDERS = ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(ROOT, group))
      .map((name) => `${group}/${name}/src`)
      .filter((folder) => existsSync(join(ROOT, folder))),
  );
  let found: string[][] = [];
  beforeAll(() => {
    found = cycles(importGraph(FOLDERS)).map((component) =>
      component.map((file) => relative(ROOT, file)).sort(),
    );
  }, 120_000);

  it.each(FOLDERS)('has no cycle in %s', (folder) => {
    expect(
      found.filter((component) => component.some((file) => file.startsWith(`${folder}/`))),
    ).toEqual([]);
  });
});

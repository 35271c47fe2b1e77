// Enforces the import direction of ../shared/ARCHITECTURE.md: imports only point down the layers,
// nothing imports an app, the design system never reaches for data fetching or an i18n library,
// and no file reaches into another package through a relative path.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Which internal elements each element may import (itself is always allowed). */
export const ALLOWED_IMPORTS = {
  validation: [],
  api: ['validation'],
  ui: ['validation'],
  charts: ['ui', 'validation'],
  dashboard: ['validation', 'api', 'ui', 'charts'],
  storybook: ['validation', 'ui', 'charts'],
  server: ['validation', 'api'],
};

/** Third-party modules an element must never import, with the reason shown to the developer. */
export const FORBIDDEN_MODULES = {
  validation: {
    react: 'validation is pure TypeScript',
    'react-dom': 'validation is pure TypeScript',
  },
  ui: {
    i18next: 'labels arrive as props or through the UiStrings provider',
    'react-i18next': 'labels arrive as props or through the UiStrings provider',
    '@tanstack/react-query': 'the design system does no data fetching',
  },
  charts: {
    i18next: 'labels arrive as props or through the UiStrings provider',
    'react-i18next': 'labels arrive as props or through the UiStrings provider',
    '@tanstack/react-query': 'charts do no data fetching',
  },
  server: {
    react: 'the server renders no React',
    'react-dom': 'the server renders no React',
  },
};

const APPS = new Set(['dashboard', 'storybook', 'server']);

/** The element (package or app) a file belongs to, or null for tooling outside them. */
export function elementOf(filename) {
  const relative = path.relative(ROOT, filename).split(path.sep);
  if ((relative[0] === 'packages' || relative[0] === 'apps') && relative[1]) {
    return relative[1];
  }
  return null;
}

function moduleName(source) {
  const parts = source.split('/');
  return source.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function check(context, node, source) {
  if (typeof source !== 'string') return;
  const from = elementOf(context.filename);
  if (from === null) return;

  let target = null;
  if (source.startsWith('@aq/')) {
    target = source.slice(4).split('/')[0];
  } else if (source.startsWith('.') || path.isAbsolute(source)) {
    const resolved = path.resolve(path.dirname(context.filename), source);
    const inside = path.relative(ROOT, resolved).split(path.sep);
    // The root's scripts/ holds test tooling (the browser and built-server harness): an element's
    // tests and configs outside src/ may use it, product code may not.
    const own = path.relative(ROOT, context.filename).split(path.sep);
    const tooling = inside[0] === 'scripts' && own[2] !== 'src';
    const outsideOwn =
      !resolved.startsWith(ROOT + path.sep) ||
      ((inside[0] === 'packages' || inside[0] === 'apps') && inside[1] !== from) ||
      (inside[0] !== 'packages' && inside[0] !== 'apps' && inside[0] !== 'locales' && !tooling);
    if (outsideOwn) {
      context.report({ node, messageId: 'relativeEscape', data: { from, source } });
      return;
    }
    return;
  } else {
    const reason = FORBIDDEN_MODULES[from]?.[moduleName(source)];
    if (reason)
      context.report({ node, messageId: 'forbiddenModule', data: { from, source, reason } });
    return;
  }

  if (target === from) return;
  if (APPS.has(target)) {
    context.report({ node, messageId: 'importsApp', data: { from, target } });
    return;
  }
  const allowed = ALLOWED_IMPORTS[from];
  if (!allowed || !allowed.includes(target)) {
    context.report({ node, messageId: 'wrongDirection', data: { from, target } });
  }
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports follow the layers of ARCHITECTURE.md' },
    schema: [],
    messages: {
      wrongDirection:
        '@aq/{{from}} may not import @aq/{{target}}: imports only point down the layers (see ARCHITECTURE.md).',
      importsApp: '@aq/{{from}} may not import the app @aq/{{target}}: nothing imports an app.',
      forbiddenModule: "@aq/{{from}} may not import '{{source}}': {{reason}}.",
      relativeEscape:
        "@aq/{{from}} may not reach outside its folder with '{{source}}': import the package by its @aq/ name.",
    },
  },
  create(context) {
    const visit = (node) => check(context, node.source ?? node, node.source?.value);
    return {
      ImportDeclaration: visit,
      ExportAllDeclaration: visit,
      ExportNamedDeclaration: (node) => node.source && visit(node),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(context, node.source, node.source.value),
      CallExpression: (node) => {
        if (
          node.callee.type === 'Identifier' &&
          node.callee.name === 'require' &&
          node.arguments[0]?.type === 'Literal'
        ) {
          check(context, node.arguments[0], node.arguments[0].value);
        }
      },
    };
  },
};

// ---------------------------------------------------------------------------------------------
// SQL only in repositories (server): route → service → repository, and only a repository speaks
// SQL (jobs/ and delivery/ included). db/ (connection, migrator, schema) is the infrastructure
// below them; tests build their fixtures with SQL.

/** Kysely's query-builder entry points: a call to one of them is a query. */
export const QUERY_BUILDER_METHODS = new Set([
  'selectFrom',
  'selectNoFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
]);

/** Whether a file may speak SQL: anything outside the server's src, and its repositories. */
export function maySpeakSql(filename) {
  const relative = path.relative(ROOT, filename).split(path.sep);
  if (relative[0] !== 'apps' || relative[1] !== 'server' || relative[2] !== 'src') return true;
  const inside = relative.slice(3);
  const base = inside[inside.length - 1] ?? '';
  return (
    base === 'repository.ts' || /\.test\.tsx?$/.test(base) || ['db', 'test'].includes(inside[0])
  );
}

const sqlRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Only repository.ts files of the server build SQL' },
    schema: [],
    messages: {
      sqlImport:
        "Only a repository.ts may import Kysely's `sql`: move the query into the module's repository.",
      builderCall:
        "Only a repository.ts may call `{{method}}`: move the query into the module's repository (a service passes its transaction to the repository).",
    },
  },
  create(context) {
    if (maySpeakSql(context.filename)) return {};
    return {
      ImportDeclaration(node) {
        if (node.source.value !== 'kysely' || node.importKind === 'type') return;
        for (const specifier of node.specifiers) {
          if (
            specifier.type === 'ImportSpecifier' &&
            specifier.importKind !== 'type' &&
            (specifier.imported.name ?? specifier.imported.value) === 'sql'
          ) {
            context.report({ node: specifier, messageId: 'sqlImport' });
          }
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        const method = callee.property.name;
        if (QUERY_BUILDER_METHODS.has(method)) {
          context.report({ node: callee.property, messageId: 'builderCall', data: { method } });
        }
      },
    };
  },
};

export default {
  meta: { name: 'aq-architecture' },
  rules: { architecture: rule, 'sql-in-repositories': sqlRule },
};

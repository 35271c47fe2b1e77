import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = join(import.meta.dirname, '..', 'locales');

/**
 * The options of i18next's `t(key, options)`: interpolation values share that object, so a value
 * with one of these names is read as the option and never reaches the text (a value named `lng`
 * switches the language: defect 5 of issue 12). From i18next's documentation of the translation
 * function's options and the TOptionsBase type of the installed i18next.
 */
const RESERVED = new Set([
  'defaultValue',
  'ordinal',
  'context',
  'replace',
  'lng',
  'lngs',
  'fallbackLng',
  'ns',
  'keySeparator',
  'nsSeparator',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'postProcess',
  'interpolation',
  'skipInterpolation',
  'keyPrefix',
]);

/**
 * `count` is an option too: i18next takes it as the plural count. It is allowed, because every
 * string of ours that uses it shows a number of things the text agrees with; a number that is
 * not such a count (a total in brackets, a year) takes another name.
 */
function isReserved(name: string): boolean {
  return RESERVED.has(name) || name.startsWith('defaultValue_');
}

function leafEntries(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    leafEntries(value, prefix ? `${prefix}.${key}` : key),
  );
}

/** The names of a text's interpolations: `{{name}}`, `{{- name}}` and `{{name, format}}`. */
function interpolationNames(text: string): string[] {
  return [...text.matchAll(/\{\{\s*-?\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((m) => m[1] ?? '');
}

const files = readdirSync(LOCALES_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((language) =>
    readdirSync(join(LOCALES_DIR, language.name))
      .filter((file) => file.endsWith('.json'))
      .map((file) => `${language.name}/${file}`),
  );

describe('interpolation names in the locale files', () => {
  it('finds the interpolations of every form i18next reads', () => {
    expect(interpolationNames('Location: {{latitude}}, {{ longitude }}')).toEqual([
      'latitude',
      'longitude',
    ]);
    expect(interpolationNames('{{- html}} on {{date, datetime}}')).toEqual(['html', 'date']);
    expect(interpolationNames('{{lng}}').filter(isReserved)).toEqual(['lng']);
    expect(interpolationNames('{{count}} selected').filter(isReserved)).toEqual([]);
  });

  it('scans every namespace of every language', () => {
    expect(files.length).toBeGreaterThanOrEqual(20);
  });

  it.each(files)('%s uses no name that i18next reserves for its options', (file) => {
    const entries = leafEntries(JSON.parse(readFileSync(join(LOCALES_DIR, file), 'utf8')));
    const reserved = entries.flatMap(([key, text]) =>
      interpolationNames(text)
        .filter(isReserved)
        .map((name) => `${key}: {{${name}}}`),
    );
    expect(reserved).toEqual([]);
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LOCALES_DIR = join(import.meta.dirname, '..', 'locales');
const LANGUAGES = ['en', 'es', 'fr', 'pt', 'zh'] as const;

function leafEntries(node: unknown, prefix = ''): Array<[string, string]> {
  if (typeof node === 'string') return [[prefix, node]];
  if (typeof node !== 'object' || node === null || Array.isArray(node)) {
    throw new Error(`${prefix}: locale values must be strings or objects`);
  }
  return Object.entries(node).flatMap(([key, value]) =>
    leafEntries(value, prefix ? `${prefix}.${key}` : key),
  );
}

function load(language: string, namespace: string): Map<string, string> {
  const text = readFileSync(join(LOCALES_DIR, language, namespace), 'utf8');
  return new Map(leafEntries(JSON.parse(text)));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const namespaces = readdirSync(join(LOCALES_DIR, 'en')).filter((f) => f.endsWith('.json'));

describe('locale files', () => {
  it('has at least one namespace in English', () => {
    expect(namespaces.length).toBeGreaterThan(0);
  });

  it('has the same namespaces in every language', () => {
    for (const language of LANGUAGES) {
      const files = readdirSync(join(LOCALES_DIR, language)).filter((f) => f.endsWith('.json'));
      expect(files.sort(), language).toEqual([...namespaces].sort());
    }
  });

  describe.each(LANGUAGES.filter((l) => l !== 'en'))('%s', (language) => {
    it.each(namespaces)('%s has every English key and no other', (namespace) => {
      const english = load('en', namespace);
      const other = load(language, namespace);
      expect([...other.keys()].sort()).toEqual([...english.keys()].sort());
    });

    it.each(namespaces)('%s keeps every placeholder and translates the text', (namespace) => {
      const english = load('en', namespace);
      const other = load(language, namespace);
      for (const [key, text] of english) {
        const translated = other.get(key) ?? '';
        expect(placeholders(translated), `${language}:${key}`).toEqual(placeholders(text));
        expect(translated.trim(), `${language}:${key} is empty`).not.toBe('');
      }
      const identical = [...english].filter(
        ([key, text]) => other.get(key) === text && /[a-z]{4}/i.test(text),
      );
      // Identical strings are allowed only for names and symbols; most of a namespace must differ.
      expect(
        identical.length / english.size,
        `${language}:${namespace} looks untranslated`,
      ).toBeLessThan(0.1);
    });
  });
});

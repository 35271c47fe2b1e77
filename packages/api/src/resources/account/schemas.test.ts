import { describe, expect, it } from 'vitest';
import {
  ApiKeyLabel,
  ChangeLanguageRequest,
  localeForLanguage,
  LoginRequest,
  uiLanguageOf,
  type UiLanguage,
} from './schemas';

describe('the Locale a language choice stores', () => {
  it.each<[string | null, UiLanguage, string]>([
    // The same language keeps its region, so dates and numbers keep following it.
    ['pt-BR', 'pt', 'pt-BR'],
    ['fr-CA', 'fr', 'fr-CA'],
    ['en-GB', 'en', 'en-GB'],
    ['en-US', 'en', 'en-US'],
    ['es-US', 'es', 'es-US'],
    ['zh-CN', 'zh', 'zh-CN'],
    ['pt', 'pt', 'pt'],
    // Another language takes that language's own locale; Chinese is zh-CN.
    ['pt-BR', 'fr', 'fr'],
    ['en', 'zh', 'zh-CN'],
    ['fr-CA', 'en', 'en'],
    ['en-NZ', 'es', 'es'],
    // Russian has no UI language: choosing English replaces it.
    ['ru', 'en', 'en'],
    // Not a profile locale (the browser's 'zh' or 'de-DE'), or none at all.
    ['zh', 'zh', 'zh-CN'],
    ['de-DE', 'en', 'en'],
    [null, 'es', 'es'],
  ])('from %j, choosing %s stores %s', (current, language, stored) => {
    expect(localeForLanguage(current, language)).toBe(stored);
  });

  it.each([
    ['fr-CA', 'fr'],
    ['zh-CN', 'zh'],
    ['pt_BR', 'pt'],
    ['EN-gb', 'en'],
    ['ru', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('reads the UI language of %j as %s', (locale, language) => {
    expect(uiLanguageOf(locale)).toBe(language);
  });
});

describe('the language in the sign-in and language calls', () => {
  it('lets sign-in carry a language, and leaves it out when none was chosen', () => {
    expect(LoginRequest.parse({ Username: 'a', Password: 'b', Language: 'fr' }).Language).toBe(
      'fr',
    );
    expect(LoginRequest.parse({ Username: 'a', Password: 'b' })).not.toHaveProperty('Language');
  });

  it.each(['fr-CA', 'de', '', 'FR'])('refuses %j as a language', (language) => {
    expect(
      LoginRequest.safeParse({ Username: 'a', Password: 'b', Language: language }).success,
    ).toBe(false);
    expect(ChangeLanguageRequest.safeParse({ Language: language }).success).toBe(false);
  });
});

describe('API key labels', () => {
  it('trims a label and accepts up to 100 characters', () => {
    expect(ApiKeyLabel.parse('  North fence logger ')).toBe('North fence logger');
    expect(ApiKeyLabel.parse('x'.repeat(100))).toHaveLength(100);
    expect(ApiKeyLabel.parse('Cámara 北 😀')).toBe('Cámara 北 😀');
  });

  it.each([
    ['', 'Enter a label for the key'],
    ['   ', 'Enter a label for the key'],
    ['x'.repeat(101), 'A label has at most 100 characters'],
    ['line\nbreak', 'A label cannot contain control characters'],
    ['nul\u0000', 'A label cannot contain control characters'],
  ])('refuses %j with "%s"', (label, message) => {
    const result = ApiKeyLabel.safeParse(label);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });
});

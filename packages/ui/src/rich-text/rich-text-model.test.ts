import { describe, expect, it } from 'vitest';
import { isHttpLink, readRichText, styleTags } from './rich-text-model';

const doc = (tokens: unknown[], version: unknown = '1.0') => ({ Version: version, Tokens: tokens });

describe('styleTags', () => {
  it.each<[string, Parameters<typeof styleTags>[0], string[]]>([
    ['no styles', undefined, []],
    ['an empty list', [], []],
    ['bold', ['Bold'], ['strong']],
    ['italic', ['Italic'], ['em']],
    ['underline', ['Underline'], ['u']],
    ['superscript', ['Superscript'], ['sup']],
    ['subscript', ['Subscript'], ['sub']],
    [
      'every style, in a fixed order',
      ['Subscript', 'Underline', 'Bold', 'Italic'],
      ['strong', 'em', 'u', 'sub'],
    ],
    ['a repeated style once', ['Bold', 'Bold'], ['strong']],
  ])('%s', (_case, styles, tags) => {
    expect(styleTags(styles)).toEqual(tags);
  });
});

describe('isHttpLink', () => {
  it.each<[string, boolean]>([
    ['https://example.com/notice', true],
    ['http://example.com', true],
    ['HTTPS://EXAMPLE.COM', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['mailto:ops@example.com', false],
    ['/relative/path', false],
    ['//example.com', false],
    ['', false],
  ])('%j: %s', (href, allowed) => {
    expect(isHttpLink(href)).toBe(allowed);
  });
});

describe('readRichText', () => {
  const tokens = [
    { Type: 'Text', Text: 'PM', Styles: ['Bold'] },
    { Type: 'Text', Text: '10', Styles: ['Subscript'] },
    { Type: 'LineBreak' },
    { Type: 'Link', Text: 'details', Href: 'https://example.com/pm10' },
  ];

  it('reads JSON text, a parsed value and a document alike', () => {
    const expected = { Version: '1.0', Tokens: tokens };
    expect(readRichText(JSON.stringify(doc(tokens)))).toEqual(expected);
    expect(readRichText(doc(tokens))).toEqual(expected);
    expect(readRichText(expected)).toEqual(expected);
  });

  it('turns a javascript: link into its text instead of failing the message', () => {
    expect(
      readRichText(doc([{ Type: 'Link', Text: 'Click me', Href: 'javascript:alert(1)' }])),
    ).toEqual({ Version: '1.0', Tokens: [{ Type: 'Text', Text: 'Click me' }] });
  });

  it('keeps the address of an unsafe link with no text, as text', () => {
    expect(
      readRichText(
        JSON.stringify(doc([{ Type: 'Link', Text: '', Href: 'mailto:ops@example.com' }])),
      ),
    ).toEqual({ Version: '1.0', Tokens: [{ Type: 'Text', Text: 'mailto:ops@example.com' }] });
  });

  it.each([['2.0'], ['10.1'], ['1']])('refuses version %s like parseRichText', (version) => {
    expect(readRichText(doc(tokens, version))).toEqual({
      code: 'richText.unsupportedVersion',
      message: `Unsupported rich text version ${version}`,
      params: { version },
    });
  });

  it('checks the version before demoting links', () => {
    expect(
      readRichText(doc([{ Type: 'Link', Text: 'x', Href: 'javascript:alert(1)' }], '2.0')),
    ).toHaveProperty('code', 'richText.unsupportedVersion');
  });

  it.each<[string, unknown]>([
    ['text that is not JSON', '{"Version":'],
    ['null', null],
    ['a number', 42],
    ['no tokens', { Version: '1.0' }],
    ['an unknown token', doc([{ Type: 'Image', Src: 'x.png' }])],
    ['an unknown style', doc([{ Type: 'Text', Text: 'x', Styles: ['Blink'] }])],
    ['a link without an address', doc([{ Type: 'Link', Text: 'x' }])],
    ['a link whose text is not a string', doc([{ Type: 'Link', Text: 1, Href: 'javascript:x' }])],
  ])('refuses %s as invalid', (_case, input) => {
    expect(readRichText(input)).toHaveProperty('code', 'richText.invalid');
  });
});

import { describe, expect, it } from 'vitest';
import { isValidationError } from './result';
import { parseRichText, richTextToPlainText, type RichTextDocument } from './rich-text';

const doc = (tokens: unknown[], version: unknown = '1.0') =>
  JSON.stringify({ Version: version, Tokens: tokens });

describe('parseRichText (foundation §3.2)', () => {
  it('reads a document with every token kind', () => {
    const input = doc([
      { Type: 'Text', Text: 'Maintenance ', Styles: ['Bold', 'Underline'] },
      { Type: 'Link', Text: 'details', Href: 'https://example.com/m' },
      { Type: 'LineBreak' },
      { Type: 'Text', Text: 'CO', Styles: [] },
      { Type: 'Text', Text: '2', Styles: ['Subscript'] },
    ]);
    expect(parseRichText(input)).toEqual({
      Version: '1.0',
      Tokens: [
        { Type: 'Text', Text: 'Maintenance ', Styles: ['Bold', 'Underline'] },
        { Type: 'Link', Text: 'details', Href: 'https://example.com/m' },
        { Type: 'LineBreak' },
        { Type: 'Text', Text: 'CO', Styles: [] },
        { Type: 'Text', Text: '2', Styles: ['Subscript'] },
      ],
    });
  });

  it('accepts an already parsed document and drops unknown fields', () => {
    const parsed = { Version: '1.0', Tokens: [{ Type: 'LineBreak', Extra: 1 }], Other: true };
    expect(parseRichText(parsed)).toEqual({ Version: '1.0', Tokens: [{ Type: 'LineBreak' }] });
  });

  it.each([['1.0'], ['1.5'], ['0.9'], ['1.10']])('accepts version %s', (version) => {
    expect(parseRichText(doc([], version))).toEqual({ Version: version, Tokens: [] });
  });

  it.each([['2.0'], ['10.1'], ['1'], ['1.0.0'], ['v1.0'], ['1.x'], [' 1.0']])(
    'refuses version %j as "Unsupported rich text version %s"',
    (version) => {
      expect(parseRichText(doc([], version))).toEqual({
        code: 'richText.unsupportedVersion',
        message: `Unsupported rich text version ${version}`,
        params: { version },
      });
    },
  );

  it('names the version in the message', () => {
    const error = parseRichText(doc([], '2.0'));
    expect(isValidationError(error) && error.message).toBe('Unsupported rich text version 2.0');
  });

  it.each([
    ['http://example.com'],
    ['https://example.com/a?b=c'],
    ['HTTPS://EXAMPLE.COM'],
    ['Http://example.com'],
  ])('accepts the link %j', (href) => {
    expect(parseRichText(doc([{ Type: 'Link', Text: 'x', Href: href }]))).not.toHaveProperty(
      'code',
    );
  });

  it.each([
    ['javascript:alert(1)'],
    ['mailto:a@example.com'],
    ['/relative/path'],
    ['example.com'],
    ['ftp://example.com'],
    [' https://example.com'],
    [''],
  ])('refuses the link %j as "Links must start with http"', (href) => {
    const result = parseRichText(doc([{ Type: 'Link', Text: 'x', Href: href }]));
    expect(result).toEqual({ code: 'richText.linkNotHttp', message: 'Links must start with http' });
  });

  it.each([
    ['text that is not JSON', '{"Version":'],
    ['plain words', 'hello'],
    ['JSON null', 'null'],
    ['a JSON array', '[]'],
    ['a missing version', JSON.stringify({ Tokens: [] })],
    ['a numeric version', JSON.stringify({ Version: 1, Tokens: [] })],
    ['an empty version', JSON.stringify({ Version: '', Tokens: [] })],
    ['missing tokens', JSON.stringify({ Version: '1.0' })],
    ['tokens that are not a list', JSON.stringify({ Version: '1.0', Tokens: {} })],
    ['an unknown token type', doc([{ Type: 'Image', Src: 'x' }])],
    ['a token without type', doc([{ Text: 'x' }])],
    ['a token discriminated by Kind instead of Type', doc([{ Kind: 'Text', Text: 'x' }])],
    ['a text token without text', doc([{ Type: 'Text' }])],
    ['an unknown style', doc([{ Type: 'Text', Text: 'x', Styles: ['Strike'] }])],
    ['styles that are not a list', doc([{ Type: 'Text', Text: 'x', Styles: 'Bold' }])],
    ['a link without href', doc([{ Type: 'Link', Text: 'x' }])],
    ['a token that is a string', doc(['x'])],
  ])('refuses %s as "The message is not valid rich text"', (_, input) => {
    expect(parseRichText(input)).toEqual({
      code: 'richText.invalid',
      message: 'The message is not valid rich text',
    });
  });

  it.each([[null], [undefined], [42]])('refuses the value %j', (input) => {
    expect(parseRichText(input)).toMatchObject({ code: 'richText.invalid' });
  });
});

describe('richTextToPlainText', () => {
  it.each<[string, RichTextDocument, string]>([
    ['an empty document', { Version: '1.0', Tokens: [] }, ''],
    [
      'styled text, a link and a line break',
      {
        Version: '1.0',
        Tokens: [
          { Type: 'Text', Text: 'Read ', Styles: ['Italic'] },
          { Type: 'Link', Text: 'the notes', Href: 'https://example.com' },
          { Type: 'LineBreak' },
          { Type: 'Text', Text: 'Thanks' },
        ],
      },
      'Read the notes\nThanks',
    ],
    [
      'a link without text',
      { Version: '1.0', Tokens: [{ Type: 'Link', Text: '', Href: 'https://example.com' }] },
      'https://example.com',
    ],
  ])('turns %s into %j', (_, document, text) => {
    expect(richTextToPlainText(document)).toBe(text);
  });
});

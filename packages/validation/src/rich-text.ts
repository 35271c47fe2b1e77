import { fail, type ValidationError } from './messages';
import { isValidationError } from './result';

/** The rich-text version this product writes (foundation §3.2). */
export const RICH_TEXT_VERSION = '1.0';

/** Highest major version this product reads; a later major version changed the format. */
export const RICH_TEXT_MAX_MAJOR_VERSION = 1;

/** Styles a text token may carry. */
export const RICH_TEXT_STYLES = [
  'Bold',
  'Italic',
  'Underline',
  'Superscript',
  'Subscript',
] as const;

/** One style of a text token. */
export type RichTextStyle = (typeof RICH_TEXT_STYLES)[number];

/** Plain text, optionally styled. Tokens are told apart by their `Type` field. */
export interface RichTextTextToken {
  Type: 'Text';
  Text: string;
  Styles?: RichTextStyle[];
}

/** A link; its Href must be an http or https address. */
export interface RichTextLinkToken {
  Type: 'Link';
  Text: string;
  Href: string;
}

/** A line break. */
export interface RichTextLineBreakToken {
  Type: 'LineBreak';
}

/** One token of a rich-text document, discriminated by `Type`. */
export type RichTextToken = RichTextTextToken | RichTextLinkToken | RichTextLineBreakToken;

/** A rich-text document as notifications carry it: `{ Version: '1.0', Tokens: [...] }`. */
export interface RichTextDocument {
  Version: string;
  Tokens: RichTextToken[];
}

const VERSION_PATTERN = /^(\d+)\.(\d+)$/;
// Only web addresses: javascript:, data:, mailto: and relative links are refused.
const HTTP_LINK = /^https?:/i;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseStyles(styles: unknown): RichTextStyle[] | null {
  if (!Array.isArray(styles)) return null;
  const known: readonly unknown[] = RICH_TEXT_STYLES;
  return styles.every((style) => known.includes(style)) ? (styles as RichTextStyle[]) : null;
}

/** A clean copy of one token (unknown fields dropped), or the failure it causes. */
function parseToken(token: unknown): RichTextToken | ValidationError {
  if (!isRecord(token)) return fail('richText.invalid');
  switch (token.Type) {
    case 'Text': {
      if (typeof token.Text !== 'string') return fail('richText.invalid');
      if (token.Styles === undefined) return { Type: 'Text', Text: token.Text };
      const styles = parseStyles(token.Styles);
      if (!styles) return fail('richText.invalid');
      return { Type: 'Text', Text: token.Text, Styles: [...styles] };
    }
    case 'Link':
      if (typeof token.Text !== 'string' || typeof token.Href !== 'string') {
        return fail('richText.invalid');
      }
      if (!HTTP_LINK.test(token.Href)) return fail('richText.linkNotHttp');
      return { Type: 'Link', Text: token.Text, Href: token.Href };
    case 'LineBreak':
      return { Type: 'LineBreak' };
    default:
      return fail('richText.invalid');
  }
}

/**
 * Reads a rich-text document from its JSON text or from an already parsed value. Checks the
 * version before the tokens, since another major version may shape its tokens differently.
 */
export function parseRichText(input: unknown): RichTextDocument | ValidationError {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch {
      return fail('richText.invalid');
    }
  }
  if (!isRecord(value) || typeof value.Version !== 'string' || value.Version.trim() === '') {
    return fail('richText.invalid');
  }
  const version = VERSION_PATTERN.exec(value.Version);
  if (!version || Number(version[1]) > RICH_TEXT_MAX_MAJOR_VERSION) {
    return fail('richText.unsupportedVersion', { version: value.Version });
  }
  if (!Array.isArray(value.Tokens)) return fail('richText.invalid');
  const tokens: RichTextToken[] = [];
  for (const raw of value.Tokens as unknown[]) {
    const token = parseToken(raw);
    if (isValidationError(token)) return token;
    tokens.push(token);
  }
  return { Version: value.Version, Tokens: tokens };
}

/**
 * The text of a document without styles, for e-mail bodies, previews and length rules. A link
 * gives its text (its address when the text is empty, so it is never lost); a line break gives '\n'.
 */
export function richTextToPlainText(doc: RichTextDocument): string {
  return doc.Tokens.map((token) => {
    switch (token.Type) {
      case 'Text':
        return token.Text;
      case 'Link':
        return token.Text === '' ? token.Href : token.Text;
      case 'LineBreak':
        return '\n';
    }
  }).join('');
}

import { isValidationError } from '@aq/validation/result';
import {
  RICH_TEXT_STYLES,
  RICH_TEXT_VERSION,
  parseRichText,
  type RichTextDocument,
  type RichTextStyle,
} from '@aq/validation/rich-text';
import type { ValidationError } from '@aq/validation/messages';

/** The element each style renders as. */
export type RichTextTag = 'strong' | 'em' | 'u' | 'sup' | 'sub';

const STYLE_TAGS: Record<RichTextStyle, RichTextTag> = {
  Bold: 'strong',
  Italic: 'em',
  Underline: 'u',
  Superscript: 'sup',
  Subscript: 'sub',
};

/**
 * The elements a text token is wrapped in, outermost first, in one fixed order (bold, italic,
 * underline, superscript, subscript) whatever the order of its styles, each once.
 */
export function styleTags(styles: readonly RichTextStyle[] | undefined): RichTextTag[] {
  if (!styles) return [];
  return RICH_TEXT_STYLES.filter((style) => styles.includes(style)).map(
    (style) => STYLE_TAGS[style],
  );
}

/** Whether a link address may be rendered as a link: the validation rule (http or https only). */
export function isHttpLink(href: string): boolean {
  return !isValidationError(
    parseRichText({ Version: RICH_TEXT_VERSION, Tokens: [{ Type: 'Link', Text: '', Href: href }] }),
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A link token whose address is not http(s) turned into plain text (its text, or the address
 * when the text is empty), so one bad link does not hide a whole message. Anything that is not
 * such a link is left for `parseRichText` to judge.
 */
function demoteUnsafeLink(token: unknown): unknown {
  if (
    !isRecord(token) ||
    token.Type !== 'Link' ||
    typeof token.Href !== 'string' ||
    typeof token.Text !== 'string' ||
    isHttpLink(token.Href)
  ) {
    return token;
  }
  return { Type: 'Text', Text: token.Text === '' ? token.Href : token.Text };
}

/**
 * Reads a rich-text message for display: JSON text, a parsed value or a document. It is
 * `parseRichText` (same version and shape rules, same failures) except that a link whose
 * address is not http(s) becomes plain text instead of failing the whole message: the writer
 * refuses such links, and the reader never renders one as a link.
 */
export function readRichText(input: unknown): RichTextDocument | ValidationError {
  let value = input;
  if (typeof input === 'string') {
    try {
      value = JSON.parse(input) as unknown;
    } catch {
      return parseRichText(input);
    }
  }
  if (isRecord(value) && Array.isArray(value.Tokens)) {
    value = { ...value, Tokens: value.Tokens.map(demoteUnsafeLink) };
  }
  return parseRichText(value);
}

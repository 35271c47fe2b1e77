import { fail, type ValidationError } from '@aq/validation/messages';
import { isValidationError } from '@aq/validation/result';
import {
  parseRichText,
  RICH_TEXT_STYLES,
  RICH_TEXT_VERSION,
  type RichTextDocument,
  type RichTextStyle,
  type RichTextToken,
} from '@aq/validation/rich-text';

/** A mark of the editor's document (ProseMirror JSON): a style, or a link with its address. */
export interface EditorMark {
  type: string;
  attrs?: Record<string, unknown>;
}

/** A node of the editor's document as the editor writes it in JSON (`editor.getJSON()`). */
export interface EditorNode {
  type: string;
  text?: string;
  marks?: EditorMark[];
  content?: EditorNode[];
  attrs?: Record<string, unknown>;
}

/** The editor's mark for each style of the token format (foundation §3.2). */
export const STYLE_MARKS: Readonly<Record<RichTextStyle, string>> = {
  Bold: 'bold',
  Italic: 'italic',
  Underline: 'underline',
  Superscript: 'superscript',
  Subscript: 'subscript',
};

/** The editor's mark of a link; its `href` attribute is the token's Href. */
export const LINK_MARK = 'link';
/** The editor's inline node of a line break. */
export const HARD_BREAK = 'hardBreak';

/**
 * Why a link address is refused, or null when it may be used: the rule of the token format (spec
 * 03 §5, only addresses starting with http; javascript:, data:, mailto: and relative links are
 * refused with 'Links must start with http'), and an empty address is required.
 */
export function validateLinkHref(href: string): ValidationError | null {
  const trimmed = href.trim();
  if (trimmed === '') return fail('common.required');
  const checked = parseRichText({
    Version: RICH_TEXT_VERSION,
    Tokens: [{ Type: 'Link', Text: '', Href: trimmed }],
  });
  return isValidationError(checked) ? checked : null;
}

function hrefOf(marks: readonly EditorMark[] | undefined): string | null {
  const link = marks?.find((mark) => mark.type === LINK_MARK);
  const href = link?.attrs?.href;
  return typeof href === 'string' ? href : null;
}

function stylesOf(marks: readonly EditorMark[] | undefined): RichTextStyle[] {
  const types = new Set(marks?.map((mark) => mark.type));
  // One fixed order whatever order the editor kept its marks in.
  return RICH_TEXT_STYLES.filter((style) => types.has(STYLE_MARKS[style]));
}

function sameStyles(a: readonly RichTextStyle[] | undefined, b: readonly RichTextStyle[]): boolean {
  const left = a ?? [];
  return left.length === b.length && left.every((style, index) => style === b[index]);
}

/**
 * The token document of what the editor holds (foundation §3.2): text with its styles, links
 * (only http(s) addresses; any other link keeps its text as plain text, so a pasted script link
 * can never reach the server), and line breaks, for a hard break and between paragraphs. A link's
 * own styles are dropped, as a Link token carries none. Neighbouring text of the same styles, and
 * neighbouring pieces of one link, become one token.
 */
export function editorDocToTokens(doc: EditorNode): RichTextDocument {
  const tokens: RichTextToken[] = [];
  const push = (token: RichTextToken) => {
    const last = tokens.at(-1);
    if (
      token.Type === 'Text' &&
      last?.Type === 'Text' &&
      sameStyles(last.Styles, token.Styles ?? [])
    ) {
      last.Text += token.Text;
    } else if (token.Type === 'Link' && last?.Type === 'Link' && last.Href === token.Href) {
      last.Text += token.Text;
    } else {
      tokens.push(token);
    }
  };
  const inline = (node: EditorNode) => {
    if (node.type === HARD_BREAK) {
      tokens.push({ Type: 'LineBreak' });
      return;
    }
    if (node.type !== 'text') {
      node.content?.forEach(inline);
      return;
    }
    const text = node.text ?? '';
    if (text === '') return;
    const href = hrefOf(node.marks);
    if (href !== null && validateLinkHref(href) === null) {
      push({ Type: 'Link', Text: text, Href: href.trim() });
      return;
    }
    const styles = stylesOf(node.marks);
    push(
      styles.length ? { Type: 'Text', Text: text, Styles: styles } : { Type: 'Text', Text: text },
    );
  };
  (doc.content ?? []).forEach((block, index) => {
    if (index > 0) tokens.push({ Type: 'LineBreak' });
    block.content?.forEach(inline);
  });
  return { Version: RICH_TEXT_VERSION, Tokens: tokens };
}

/**
 * The editor's document of a token document: one paragraph whose line breaks are hard breaks,
 * each style a mark, each link a link mark (a link without text shows its address, as the bell
 * does). Empty text tokens are left out (the editor holds no empty text).
 */
export function tokensToEditorDoc(doc: RichTextDocument): EditorNode {
  const content: EditorNode[] = [];
  for (const token of doc.Tokens) {
    switch (token.Type) {
      case 'LineBreak':
        content.push({ type: HARD_BREAK });
        break;
      case 'Link': {
        const text = token.Text === '' ? token.Href : token.Text;
        if (text === '') break;
        content.push(
          validateLinkHref(token.Href) === null
            ? { type: 'text', text, marks: [{ type: LINK_MARK, attrs: { href: token.Href } }] }
            : { type: 'text', text },
        );
        break;
      }
      case 'Text': {
        if (token.Text === '') break;
        const styles = stylesOf(
          (token.Styles ?? []).map((style) => ({ type: STYLE_MARKS[style] })),
        );
        content.push(
          styles.length
            ? {
                type: 'text',
                text: token.Text,
                marks: styles.map((s) => ({ type: STYLE_MARKS[s] })),
              }
            : { type: 'text', text: token.Text },
        );
        break;
      }
    }
  }
  return {
    type: 'doc',
    content: [content.length ? { type: 'paragraph', content } : { type: 'paragraph' }],
  };
}

/** An empty message: what the editor starts with and returns to after a creation. */
export const EMPTY_MESSAGE: RichTextDocument = { Version: RICH_TEXT_VERSION, Tokens: [] };

import { getSchema } from '@tiptap/core';
import { parseRichText, type RichTextDocument } from '@aq/validation/rich-text';
import { describe, expect, it } from 'vitest';
import { messageEditorExtensions } from './rich-text-editor-extensions';
import {
  editorDocToTokens,
  tokensToEditorDoc,
  validateLinkHref,
  type EditorNode,
} from './rich-text-editor-model';

const doc = (...Tokens: RichTextDocument['Tokens']): RichTextDocument => ({
  Version: '1.0',
  Tokens,
});
const paragraph = (...content: EditorNode[]): EditorNode => ({ type: 'paragraph', content });
const editorDoc = (...blocks: EditorNode[]): EditorNode => ({ type: 'doc', content: blocks });
const text = (value: string, ...marks: string[]): EditorNode =>
  marks.length
    ? { type: 'text', text: value, marks: marks.map((type) => ({ type })) }
    : { type: 'text', text: value };
const link = (value: string, href: string, ...marks: string[]): EditorNode => ({
  type: 'text',
  text: value,
  marks: [...marks.map((type) => ({ type })), { type: 'link', attrs: { href, target: '_blank' } }],
});

const schema = getSchema(messageEditorExtensions());

/** Editor JSON → ProseMirror node (checks it against the editor's real schema) → JSON again. */
function throughSchema(node: EditorNode): EditorNode {
  return schema.nodeFromJSON(node).toJSON() as EditorNode;
}

describe('editor document → tokens', () => {
  it.each([
    ['bold', 'Bold'],
    ['italic', 'Italic'],
    ['underline', 'Underline'],
    ['superscript', 'Superscript'],
    ['subscript', 'Subscript'],
  ] as const)('given text marked %s, gives a Text token with the style %s', (mark, style) => {
    expect(editorDocToTokens(editorDoc(paragraph(text('CO', mark))))).toEqual(
      doc({ Type: 'Text', Text: 'CO', Styles: [style] }),
    );
  });

  it('given plain text, gives a Text token without Styles', () => {
    expect(editorDocToTokens(editorDoc(paragraph(text('Maintenance tonight'))))).toEqual(
      doc({ Type: 'Text', Text: 'Maintenance tonight' }),
    );
  });

  it('given nested styles in any mark order, lists them once in the fixed order', () => {
    expect(
      editorDocToTokens(
        editorDoc(
          paragraph(text('all', 'subscript', 'underline', 'bold', 'italic', 'superscript')),
        ),
      ),
    ).toEqual(
      doc({
        Type: 'Text',
        Text: 'all',
        Styles: ['Bold', 'Italic', 'Underline', 'Superscript', 'Subscript'],
      }),
    );
  });

  it('given bold text with an italic word inside, gives three tokens in order', () => {
    expect(
      editorDocToTokens(
        editorDoc(
          paragraph(text('Read ', 'bold'), text('this', 'bold', 'italic'), text(' now', 'bold')),
        ),
      ),
    ).toEqual(
      doc(
        { Type: 'Text', Text: 'Read ', Styles: ['Bold'] },
        { Type: 'Text', Text: 'this', Styles: ['Bold', 'Italic'] },
        { Type: 'Text', Text: ' now', Styles: ['Bold'] },
      ),
    );
  });

  it('merges neighbouring text of the same styles', () => {
    expect(editorDocToTokens(editorDoc(paragraph(text('PM', 'bold'), text('10', 'bold'))))).toEqual(
      doc({ Type: 'Text', Text: 'PM10', Styles: ['Bold'] }),
    );
  });

  it('gives a link its text and address; pieces of one link become one token; its styles drop', () => {
    expect(
      editorDocToTokens(
        editorDoc(
          paragraph(
            text('See the '),
            link('status', 'https://status.example.com'),
            link(' page', 'https://status.example.com', 'bold'),
          ),
        ),
      ),
    ).toEqual(
      doc(
        { Type: 'Text', Text: 'See the ' },
        { Type: 'Link', Text: 'status page', Href: 'https://status.example.com' },
      ),
    );
  });

  it('keeps two different links next to each other apart', () => {
    expect(
      editorDocToTokens(
        editorDoc(paragraph(link('a', 'http://a.example'), link('b', 'http://b.example'))),
      ),
    ).toEqual(
      doc(
        { Type: 'Link', Text: 'a', Href: 'http://a.example' },
        { Type: 'Link', Text: 'b', Href: 'http://b.example' },
      ),
    );
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,x',
    'mailto:a@b.c',
    '/relative',
    'ftp://files.example',
  ])('never makes a Link of %s: its text stays as plain text', (href) => {
    const tokens = editorDocToTokens(editorDoc(paragraph(link('click', href, 'italic'))));
    expect(tokens).toEqual(doc({ Type: 'Text', Text: 'click', Styles: ['Italic'] }));
  });

  it('turns hard breaks and paragraph boundaries into LineBreak tokens', () => {
    expect(
      editorDocToTokens(
        editorDoc(
          paragraph(text('one'), { type: 'hardBreak' }, text('two')),
          paragraph(text('three')),
          paragraph(),
        ),
      ),
    ).toEqual(
      doc(
        { Type: 'Text', Text: 'one' },
        { Type: 'LineBreak' },
        { Type: 'Text', Text: 'two' },
        { Type: 'LineBreak' },
        { Type: 'Text', Text: 'three' },
        { Type: 'LineBreak' },
      ),
    );
  });

  it('gives an empty editor an empty token list, which the form refuses as no message', () => {
    expect(editorDocToTokens(editorDoc({ type: 'paragraph' }))).toEqual(doc());
    expect(editorDocToTokens({ type: 'doc' })).toEqual(doc());
  });

  it('always writes a document the server reads back unchanged', () => {
    const tokens = editorDocToTokens(
      editorDoc(
        paragraph(text('x', 'bold'), link('y', 'https://y.example'), { type: 'hardBreak' }),
      ),
    );
    expect(parseRichText(JSON.stringify(tokens))).toEqual(tokens);
  });
});

describe('tokens → editor document → tokens (round trip)', () => {
  const cases: Array<[string, RichTextDocument]> = [
    ['plain text', doc({ Type: 'Text', Text: 'Hello' })],
    [
      'every style alone',
      doc(
        { Type: 'Text', Text: 'b', Styles: ['Bold'] },
        { Type: 'Text', Text: 'i', Styles: ['Italic'] },
        { Type: 'Text', Text: 'u', Styles: ['Underline'] },
        { Type: 'Text', Text: 'sup', Styles: ['Superscript'] },
        { Type: 'Text', Text: 'sub', Styles: ['Subscript'] },
      ),
    ],
    [
      'nested styles, superscript with subscript included',
      doc({
        Type: 'Text',
        Text: 'all',
        Styles: ['Bold', 'Italic', 'Underline', 'Superscript', 'Subscript'],
      }),
    ],
    [
      'a link between texts and line breaks',
      doc(
        { Type: 'Text', Text: 'Maintenance ', Styles: ['Bold'] },
        { Type: 'LineBreak' },
        { Type: 'Text', Text: 'Details: ' },
        { Type: 'Link', Text: 'status page', Href: 'https://status.example.com/a?b=c' },
        { Type: 'LineBreak' },
        { Type: 'LineBreak' },
        { Type: 'Text', Text: 'Thanks' },
      ),
    ],
    ['only line breaks', doc({ Type: 'LineBreak' }, { Type: 'LineBreak' })],
    ['nothing', doc()],
  ];

  it.each(cases)('keeps %s exactly, through the editor’s real schema', (_name, tokens) => {
    const editor = tokensToEditorDoc(tokens);
    expect(editorDocToTokens(editor)).toEqual(tokens);
    expect(editorDocToTokens(throughSchema(editor))).toEqual(tokens);
  });

  it('orders styles the fixed way whatever order they came in', () => {
    expect(
      editorDocToTokens(
        tokensToEditorDoc(doc({ Type: 'Text', Text: 'x', Styles: ['Subscript', 'Bold'] })),
      ),
    ).toEqual(doc({ Type: 'Text', Text: 'x', Styles: ['Bold', 'Subscript'] }));
  });

  it('shows a link without text by its address and drops empty text', () => {
    expect(
      editorDocToTokens(
        tokensToEditorDoc(
          doc({ Type: 'Text', Text: '' }, { Type: 'Link', Text: '', Href: 'https://a.example' }),
        ),
      ),
    ).toEqual(doc({ Type: 'Link', Text: 'https://a.example', Href: 'https://a.example' }));
  });

  it('writes a link whose address breaks the rule as plain text', () => {
    const unsafe = {
      Version: '1.0',
      Tokens: [{ Type: 'Link', Text: 'here', Href: 'javascript:alert(1)' }],
    } as RichTextDocument;
    expect(tokensToEditorDoc(unsafe)).toEqual({
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: 'here' }] }],
    });
  });
});

describe('the link address rule (spec 03 §5: a link is accepted only if it starts with http)', () => {
  it.each([
    'http://example.com',
    'https://example.com/a b',
    'HTTPS://EXAMPLE.COM',
    ' https://x.example ',
  ])('accepts %s', (href) => expect(validateLinkHref(href)).toBeNull());

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>',
    'www.example.com',
    'mailto:a@b.c',
    'ftp://x',
  ])("refuses %s with 'Links must start with http'", (href) => {
    const error = validateLinkHref(href);
    expect(error?.code).toBe('richText.linkNotHttp');
    expect(error?.message).toBe('Links must start with http');
  });

  it('requires an address', () => {
    expect(validateLinkHref('  ')?.code).toBe('common.required');
  });

  it('is the rule the editor makes links and autolinks by, so a javascript: link is never made', () => {
    const extension = messageEditorExtensions().find((e) => e.name === 'link');
    const options = extension?.options as {
      isAllowedUri: (url: string, context: unknown) => boolean;
      shouldAutoLink: (url: string) => boolean;
    };
    const context = { defaultValidate: () => true, protocols: [], defaultProtocol: 'https' };
    expect(options.isAllowedUri('javascript:alert(1)', context)).toBe(false);
    expect(options.isAllowedUri('https://status.example.com', context)).toBe(true);
    expect(options.shouldAutoLink('data:text/html,x')).toBe(false);
    expect(options.shouldAutoLink('http://a.example')).toBe(true);
  });
});

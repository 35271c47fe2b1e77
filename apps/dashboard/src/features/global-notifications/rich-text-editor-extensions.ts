import { Extension, Mark, mergeAttributes, type AnyExtension } from '@tiptap/core';
import { Bold } from '@tiptap/extension-bold';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Italic } from '@tiptap/extension-italic';
import { Link } from '@tiptap/extension-link';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Text } from '@tiptap/extension-text';
import { Underline } from '@tiptap/extension-underline';
import { Placeholder, UndoRedo } from '@tiptap/extensions';
import { validateLinkHref } from './rich-text-editor-model';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    scriptMarks: {
      /** Toggles superscript on the selection. */
      toggleSuperscript: () => ReturnType;
      /** Toggles subscript on the selection. */
      toggleSubscript: () => ReturnType;
    };
  }
}

/**
 * A text mark rendered as one element (sup or sub). Written here rather than installed: the
 * published superscript and subscript extensions lag behind the core version the others need.
 * Neither excludes the other, so any document of the token format round-trips unchanged.
 */
function scriptMark(name: 'superscript' | 'subscript', tag: 'sup' | 'sub', shortcut: string) {
  const command = name === 'superscript' ? 'toggleSuperscript' : 'toggleSubscript';
  return Mark.create({
    name,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
    addCommands() {
      return {
        [command]:
          () =>
          ({ commands }: { commands: { toggleMark: (name: string) => boolean } }) =>
            commands.toggleMark(name),
      };
    },
    addKeyboardShortcuts() {
      return { [shortcut]: () => this.editor.commands.toggleMark(name) };
    },
  });
}

/** Superscript (Mod-.), as the token format's Superscript style. */
export const Superscript = scriptMark('superscript', 'sup', 'Mod-.');
/** Subscript (Mod-,), as the token format's Subscript style. */
export const Subscript = scriptMark('subscript', 'sub', 'Mod-,');

/**
 * Enter starts a new line (a hard break), not a paragraph: the token format has line breaks only
 * (spec 03 §3), and one paragraph keeps the editor's document and the tokens one to one.
 */
const EnterIsLineBreak = Extension.create({
  name: 'enterIsLineBreak',
  addKeyboardShortcuts() {
    return { Enter: () => this.editor.commands.setHardBreak() };
  },
});

/**
 * The editor's schema: paragraphs of text with line breaks, bold, italic, underline, superscript,
 * subscript and links whose address must pass the token format's rule (http or https only, so a
 * pasted or typed javascript: link is never made), plus undo and the placeholder.
 */
export function messageEditorExtensions(placeholder = ''): AnyExtension[] {
  return [
    Document,
    Paragraph,
    Text,
    HardBreak.configure({ keepMarks: true }),
    EnterIsLineBreak,
    Bold,
    Italic,
    Underline,
    Superscript,
    Subscript,
    Link.configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: [],
      isAllowedUri: (url) => validateLinkHref(url) === null,
      shouldAutoLink: (url) => validateLinkHref(url) === null,
      HTMLAttributes: { rel: 'noopener noreferrer', target: '_blank' },
    }),
    UndoRedo,
    Placeholder.configure({ placeholder }),
  ];
}

import { Button } from '@aq/ui/button';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import type { RichTextDocument } from '@aq/validation/rich-text';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import {
  Bold,
  Italic,
  Link2,
  Subscript,
  Superscript,
  Underline,
  type LucideIcon,
} from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { messageEditorExtensions } from './rich-text-editor-extensions';
import {
  editorDocToTokens,
  tokensToEditorDoc,
  validateLinkHref,
  type EditorNode,
} from './rich-text-editor-model';

/** Props of RichTextEditor. */
export interface RichTextEditorProps {
  /** The message as a token document (controlled); a new value from outside replaces the text. */
  value: RichTextDocument;
  /** Called with the token document after every change. */
  onChange: (value: RichTextDocument) => void;
  /** Called when the editor loses focus (the form marks the field touched). */
  onBlur?: () => void;
  /** Accessible name of the text area (the field's label). */
  label: string;
  /** The text area's id. */
  id?: string;
  /** Ids of the error and helper text. */
  'aria-describedby'?: string;
  /** Set while the field shows an error. */
  'aria-invalid'?: boolean;
  /** Set when the field is required. */
  'aria-required'?: boolean;
  /** Disables editing (while saving). */
  disabled?: boolean;
  /** Shown while the text area is empty. */
  placeholder?: string;
}

type MarkName = 'bold' | 'italic' | 'underline' | 'superscript' | 'subscript';

const STYLE_BUTTONS: ReadonlyArray<{ mark: MarkName; icon: LucideIcon; shortcut: string }> = [
  { mark: 'bold', icon: Bold, shortcut: 'Ctrl+B' },
  { mark: 'italic', icon: Italic, shortcut: 'Ctrl+I' },
  { mark: 'underline', icon: Underline, shortcut: 'Ctrl+U' },
  { mark: 'superscript', icon: Superscript, shortcut: 'Ctrl+.' },
  { mark: 'subscript', icon: Subscript, shortcut: 'Ctrl+,' },
];

function sameDocument(a: RichTextDocument, b: RichTextDocument): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

function toggle(editor: Editor, mark: MarkName) {
  editor.chain().focus().toggleMark(mark).run();
}

const EDITOR_CLASS =
  'min-h-32 px-3 py-2 text-sm leading-relaxed outline-none break-words [&_a]:text-interactive [&_a]:underline [&_.is-editor-empty:first-child]:before:text-text-muted [&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-left [&_.is-editor-empty:first-child]:before:h-0 [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]';

const toolButtonClass =
  'inline-flex size-8 items-center justify-center rounded-control text-text hover:bg-surface-sunken aria-pressed:bg-interactive/15 aria-pressed:text-interactive disabled:opacity-50';

/**
 * The message field of a global notification (spec 03 §3): a rich-text area with a toolbar for
 * Bold, Italic, Underline, Superscript, Subscript and Link (also on the usual shortcuts), Enter
 * for a new line. It edits the token document directly: every change is written as
 * `{ Version: '1.0', Tokens: [...] }`, and a link is only made for an http(s) address; any other
 * address is refused in the link form with the rule's message.
 */
export function RichTextEditor({
  value,
  onChange,
  onBlur,
  label,
  id,
  disabled = false,
  placeholder = '',
  ...aria
}: RichTextEditorProps) {
  const { t } = useTranslation('global-notifications');
  const { validationMessage } = useUiStrings();
  const linkInputId = useId();
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [hrefError, setHrefError] = useState<string | null>(null);
  // The last document this editor reported, so a value coming back unchanged is not re-applied.
  const emitted = useRef<RichTextDocument>(value);
  const linkInput = useRef<HTMLInputElement>(null);
  const describedBy = aria['aria-describedby'];
  const invalid = aria['aria-invalid'];
  const required = aria['aria-required'];

  const extensions = useMemo(() => messageEditorExtensions(placeholder), [placeholder]);
  const editor = useEditor({
    extensions,
    content: tokensToEditorDoc(value),
    editable: !disabled,
    immediatelyRender: true,
    // The text area's wiring to its label, error and hint: applied by the editor itself on every
    // render, so nothing here touches its DOM before it is mounted.
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        class: EDITOR_CLASS,
        'data-testid': 'notification-message-editor',
      },
    },
  });

  // Every change is reported as the token document; leaving the text area marks it touched.
  useEffect(() => {
    const update = () => {
      const next = editorDocToTokens(editor.getJSON() as EditorNode);
      emitted.current = next;
      onChange(next);
    };
    const blur = () => onBlur?.();
    editor.on('update', update);
    editor.on('blur', blur);
    return () => {
      editor.off('update', update);
      editor.off('blur', blur);
    };
  }, [editor, onChange, onBlur]);

  // The link form takes the focus when it opens.
  useEffect(() => {
    if (linkOpen) linkInput.current?.focus();
  }, [linkOpen]);

  useEffect(() => {
    // Without an update event: locking the field while saving is not an edit.
    if (editor.isEditable !== !disabled) editor.setEditable(!disabled, false);
  }, [editor, disabled]);

  // A value from outside (the form's reset after a creation) replaces the text.
  useEffect(() => {
    if (sameDocument(value, emitted.current)) return;
    emitted.current = value;
    editor.commands.setContent(tokensToEditorDoc(value), { emitUpdate: false });
  }, [editor, value]);

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive('bold'),
      italic: current.isActive('italic'),
      underline: current.isActive('underline'),
      superscript: current.isActive('superscript'),
      subscript: current.isActive('subscript'),
      link: current.isActive('link'),
      linkHref: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });

  function openLinkForm() {
    setHref(active.linkHref || 'https://');
    setHrefError(null);
    setLinkOpen(true);
  }

  function closeLinkForm() {
    setLinkOpen(false);
    setHrefError(null);
    editor.commands.focus();
  }

  function applyLink() {
    const error = validateLinkHref(href);
    if (error) {
      setHrefError(validationMessage(error));
      return;
    }
    const address = href.trim();
    const chain = editor.chain().focus().extendMarkRange('link');
    if (editor.state.selection.empty && !active.link) {
      // Nothing selected: the address itself becomes the link's text.
      chain
        .insertContent({
          type: 'text',
          text: address,
          marks: [{ type: 'link', attrs: { href: address } }],
        })
        .run();
    } else {
      chain.setLink({ href: address }).run();
    }
    setLinkOpen(false);
    setHrefError(null);
  }

  function removeLink() {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    setLinkOpen(false);
  }

  function onLinkKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      applyLink();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      closeLinkForm();
    }
  }

  return (
    <div
      data-slot="rich-text-editor"
      data-disabled={disabled || undefined}
      className="border-border-strong bg-surface-raised rounded-control focus-within:ring-focus data-disabled:bg-surface-sunken border focus-within:ring-2"
    >
      <div
        role="toolbar"
        aria-label={t('editor.toolbar')}
        className="border-border flex flex-wrap items-center gap-1 border-b p-1"
      >
        {STYLE_BUTTONS.map(({ mark, icon: Icon, shortcut }) => (
          <button
            key={mark}
            type="button"
            className={toolButtonClass}
            aria-pressed={active[mark]}
            aria-label={t(`editor.${mark}`)}
            title={`${t(`editor.${mark}`)} (${shortcut})`}
            disabled={disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => toggle(editor, mark)}
            data-testid={`editor-${mark}`}
          >
            <Icon aria-hidden="true" className="size-4" />
          </button>
        ))}
        <button
          type="button"
          className={toolButtonClass}
          aria-pressed={active.link}
          aria-expanded={linkOpen}
          aria-label={t('editor.link')}
          title={t('editor.link')}
          disabled={disabled}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => (linkOpen ? closeLinkForm() : openLinkForm())}
          data-testid="editor-link"
        >
          <Link2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {linkOpen ? (
        <div
          className="border-border flex flex-col gap-2 border-b p-2 sm:flex-row sm:items-start"
          data-testid="editor-link-form"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <label htmlFor={linkInputId} className="text-sm font-medium">
              {t('editor.linkAddress')}
            </label>
            <TextInput
              id={linkInputId}
              type="url"
              inputMode="url"
              value={href}
              ref={linkInput}
              aria-invalid={hrefError ? true : undefined}
              aria-describedby={hrefError ? `${linkInputId}-error` : undefined}
              onChange={(event) => {
                setHref(event.target.value);
                setHrefError(null);
              }}
              onKeyDown={onLinkKeyDown}
            />
            {hrefError ? (
              <p id={`${linkInputId}-error`} className="text-danger text-sm" role="alert">
                {hrefError}
              </p>
            ) : null}
          </div>
          <div className="flex gap-2 sm:pt-6">
            <Button type="button" size="sm" onClick={applyLink} data-testid="editor-link-apply">
              {t('editor.applyLink')}
            </Button>
            {active.link ? (
              <Button type="button" size="sm" variant="secondary" onClick={removeLink}>
                {t('editor.removeLink')}
              </Button>
            ) : null}
            <Button type="button" size="sm" variant="ghost" onClick={closeLinkForm}>
              {t('editor.cancelLink')}
            </Button>
          </div>
        </div>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}

import type { ValidationError } from '@aq/validation/messages';
import { isValidationError } from '@aq/validation/result';
import type { RichTextDocument, RichTextToken } from '@aq/validation/rich-text';
import { ExternalLink } from 'lucide-react';
import {
  Fragment,
  useEffect,
  useEffectEvent,
  useMemo,
  type ComponentProps,
  type ReactNode,
} from 'react';
import { cn } from '../lib/cn';
import { isHttpLink, readRichText, styleTags } from './rich-text-model';

/** Props of RichText. */
export interface RichTextProps extends Omit<ComponentProps<'div'>, 'children' | 'onError'> {
  /**
   * The message: a rich-text document (`{ Version: '1.0', Tokens: [...] }`), its JSON text, or
   * any parsed JSON value, which is checked before anything is shown.
   */
  value: RichTextDocument | string | unknown;
  /** Shown instead when the value cannot be read (bad JSON, unknown token, version 2…); nothing by default. */
  fallback?: ReactNode;
  /** Called with the failure when the value cannot be read (once per value). */
  onError?: (error: ValidationError) => void;
  /** The element that holds the text: a block (div, default), a paragraph or an inline span. */
  as?: 'div' | 'p' | 'span';
  /** Read after each link by screen readers, e.g. "(opens in a new tab)"; nothing by default. */
  newTabLabel?: string;
}

function renderToken(token: RichTextToken, key: number, newTabLabel: string | undefined) {
  switch (token.Type) {
    case 'LineBreak':
      return <br key={key} />;
    case 'Link': {
      const text = token.Text === '' ? token.Href : token.Text;
      // Checked again here, so a document built in code cannot slip a script link through.
      if (!isHttpLink(token.Href)) return <span key={key}>{text}</span>;
      return (
        <a
          key={key}
          data-slot="rich-text-link"
          href={token.Href}
          target="_blank"
          rel="noopener noreferrer"
          className="text-interactive underline underline-offset-2 hover:no-underline"
        >
          {text}
          <ExternalLink aria-hidden="true" className="ms-0.5 inline size-3 align-baseline" />
          {newTabLabel ? <span className="sr-only"> {newTabLabel}</span> : null}
        </a>
      );
    }
    case 'Text':
      return (
        <Fragment key={key}>
          {styleTags(token.Styles).reduceRight<ReactNode>(
            (inner, Tag) => (
              <Tag>{inner}</Tag>
            ),
            token.Text,
          )}
        </Fragment>
      );
  }
}

/**
 * Renders a notification's rich text: styled text (bold, italic, underline, superscript,
 * subscript), links that open in a new tab (only http and https addresses; any other link shows
 * as plain text) and line breaks. A value that fails `parseRichText` (a major version above 1,
 * say) renders `fallback` and is reported through `onError`.
 */
export function RichText({
  value,
  fallback = null,
  onError,
  as: Component = 'div',
  newTabLabel,
  className,
  ...props
}: RichTextProps) {
  const parsed = useMemo(() => readRichText(value), [value]);
  const failure = isValidationError(parsed) ? parsed : null;
  const reportError = useEffectEvent((error: ValidationError) => onError?.(error));

  useEffect(() => {
    if (failure) reportError(failure);
  }, [failure]);

  if (failure) return <>{fallback}</>;
  const doc = parsed as RichTextDocument;
  return (
    <Component
      data-slot="rich-text"
      data-version={doc.Version}
      className={cn('text-text text-sm leading-relaxed break-words', className)}
      {...props}
    >
      {doc.Tokens.map((token, index) => renderToken(token, index, newTabLabel))}
    </Component>
  );
}

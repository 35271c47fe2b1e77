import { Button } from '@aq/ui/button';
import { RichText } from '@aq/ui/rich-text';
import { readRichText } from '@aq/ui/rich-text';
import { isValidationError } from '@aq/validation/result';
import { richTextToPlainText, type RichTextDocument } from '@aq/validation/rich-text';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { collapsedText, isLongMessage } from '../../shell/notifications/notification-logic';

/**
 * A notification's message as the bell shows it (foundation §2.11): rendered with the rich-text
 * component, and over 200 characters collapsed to its first 200 with "View more" / "Collapse".
 * A message that cannot be read shows its raw text, as the bell does.
 */
export function NotificationMessagePreview({
  message,
  testId,
}: {
  /** The message: a token document or its JSON text. */
  message: RichTextDocument | string;
  /** data-testid of the message's box. */
  testId?: string;
}) {
  const { t } = useTranslation('shell');
  const [expanded, setExpanded] = useState(false);
  const document = useMemo(() => {
    const parsed = readRichText(message);
    return isValidationError(parsed) ? null : parsed;
  }, [message]);
  const plain = document
    ? richTextToPlainText(document)
    : typeof message === 'string'
      ? message
      : '';
  const long = isLongMessage(plain);
  return (
    <div className="text-text-muted text-sm break-words" data-testid={testId}>
      {long && !expanded ? (
        <p>{collapsedText(plain)}</p>
      ) : document ? (
        <RichText value={document} />
      ) : (
        <p>{plain}</p>
      )}
      {long ? (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto px-0"
          aria-expanded={expanded}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? t('notifications.collapse') : t('notifications.viewMore')}
        </Button>
      ) : null}
    </div>
  );
}

import { z } from 'zod';
import { fail, type ValidationError } from './messages';
import { isValidationError } from './result';
import { parseRichText, richTextToPlainText, type RichTextDocument } from './rich-text';
import { addFieldIssues } from './zod-issues';

/** The only notification type (foundation §3.3). */
export const GLOBAL_ANNOUNCEMENT = 'GlobalAnnouncement';

/** Numbers of the notification display states (foundation §3.2). */
export const NOTIFICATION_STATUS_VALUES = { Read: 0, Unread: 1, Dismissed: 2 } as const;

/** Messages longer than this many characters of plain text start collapsed ('View more'). */
export const NOTIFICATION_COLLAPSE_LENGTH = 200;

/** Highest count the unread badge shows; above it the badge reads '!!'. */
export const UNREAD_BADGE_MAX = 99;

/** Whether a message starts collapsed: more than 200 characters of plain text (200 exactly stays open). */
export function shouldCollapse(doc: RichTextDocument): boolean {
  // Characters, not UTF-16 units, so an emoji counts once.
  return Array.from(richTextToPlainText(doc)).length > NOTIFICATION_COLLAPSE_LENGTH;
}

/** Text of the unread badge: '' for none, the count up to 99, '!!' above 99. */
export function unreadBadgeText(count: number): string {
  if (!Number.isFinite(count) || count < 1) return '';
  return count > UNREAD_BADGE_MAX ? '!!' : String(Math.floor(count));
}

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

/**
 * Whether text is an ISO 8601 date or date-time (as toISOString writes it, or with an offset).
 * Each part is range-checked because Date.parse quietly rolls 2024-02-30 over to 1 March.
 */
export function isIsoDateString(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [
    ,
    year,
    month,
    day,
    hour = '0',
    minute = '0',
    second = '0',
    offsetHour = '0',
    offsetMinute = '0',
  ] = match;
  const y = Number(year);
  const m = Number(month);
  const daysInMonth = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return (
    m >= 1 &&
    m <= 12 &&
    Number(day) >= 1 &&
    Number(day) <= daysInMonth &&
    Number(hour) <= 23 &&
    Number(minute) <= 59 &&
    Number(second) <= 59 &&
    Number(offsetHour) <= 23 &&
    Number(offsetMinute) <= 59
  );
}

/** A global notification as the create form and POST /v0.1/notifications/global carry it. */
export interface GlobalNotificationInput {
  Title?: string | null;
  /** Rich-text JSON text, or the document itself. */
  Message?: string | RichTextDocument | null;
  Type?: string | null;
  CreatedAt?: string | null;
}

/** The failures of a global notification by field; an empty object means it can be created. */
export type GlobalNotificationErrors = Partial<
  Record<keyof GlobalNotificationInput, ValidationError>
>;

function isBlank(value: string | null | undefined): boolean {
  return value === null || value === undefined || value.trim() === '';
}

function validateMessage(message: GlobalNotificationInput['Message']): ValidationError | null {
  if (message === null || message === undefined) return fail('notification.messageRequired');
  if (typeof message === 'string' && message.trim() === '')
    return fail('notification.messageRequired');
  const doc = parseRichText(message);
  if (isValidationError(doc)) return doc;
  // A document of only blanks and line breaks says nothing.
  if (richTextToPlainText(doc).trim() === '') return fail('notification.messageRequired');
  return null;
}

/** Validates a global notification before creation (spec 03 §5) and returns all failures. */
export function validateGlobalNotification(
  input: GlobalNotificationInput,
): GlobalNotificationErrors {
  const errors: GlobalNotificationErrors = {};
  if (isBlank(input.Title)) errors.Title = fail('notification.titleRequired');
  const message = validateMessage(input.Message);
  if (message) errors.Message = message;
  if (input.Type !== GLOBAL_ANNOUNCEMENT) errors.Type = fail('notification.typeInvalid');
  const createdAt = input.CreatedAt;
  if (createdAt === null || createdAt === undefined || createdAt.trim() === '') {
    errors.CreatedAt = fail('notification.createdAtRequired');
  } else if (!isIsoDateString(createdAt)) {
    errors.CreatedAt = fail('time.invalidDateTime', { value: createdAt });
  }
  return errors;
}

const richTextDocumentInput = z.custom<RichTextDocument>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
);

/** Form schema of the create-notification form; every rule comes from validateGlobalNotification. */
export const globalNotificationSchema = z
  .object({
    Title: z.string().nullish(),
    Message: z.union([z.string(), richTextDocumentInput]).nullish(),
    Type: z.string().nullish(),
    CreatedAt: z.string().nullish(),
  })
  .superRefine((input, ctx) => {
    addFieldIssues(ctx, Object.entries(validateGlobalNotification(input)));
  });

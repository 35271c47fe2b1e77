import { describe, expect, it } from 'vitest';
import {
  NOTIFICATION_COLLAPSE_LENGTH,
  NOTIFICATION_STATUS_VALUES,
  globalNotificationSchema,
  isIsoDateString,
  shouldCollapse,
  unreadBadgeText,
  validateGlobalNotification,
  type GlobalNotificationInput,
} from './notification';
import type { RichTextDocument } from './rich-text';

const MESSAGE = JSON.stringify({
  Version: '1.0',
  Tokens: [
    { Type: 'Text', Text: 'Planned maintenance', Styles: ['Bold'] },
    { Type: 'LineBreak' },
    { Type: 'Link', Text: 'Status page', Href: 'https://status.example.com' },
  ],
});

const VALID: GlobalNotificationInput = {
  Title: 'Maintenance',
  Message: MESSAGE,
  Type: 'GlobalAnnouncement',
  CreatedAt: '2025-09-01T12:00:00.000Z',
};

const textDoc = (text: string): RichTextDocument => ({
  Version: '1.0',
  Tokens: [{ Type: 'Text', Text: text }],
});

describe('notification constants (foundation §2.11, §3.2)', () => {
  it('numbers the display states Read 0, Unread 1, Dismissed 2', () => {
    expect(NOTIFICATION_STATUS_VALUES).toEqual({ Read: 0, Unread: 1, Dismissed: 2 });
  });
});

describe('unreadBadgeText', () => {
  it.each([
    [0, ''],
    [-1, ''],
    [1, '1'],
    [42, '42'],
    [99, '99'],
    [100, '!!'],
    [1000, '!!'],
  ])('shows %d unread as %j', (count, text) => {
    expect(unreadBadgeText(count)).toBe(text);
  });
});

describe('shouldCollapse', () => {
  it('collapses above 200 characters', () => {
    expect(NOTIFICATION_COLLAPSE_LENGTH).toBe(200);
  });

  it.each<[string, RichTextDocument, boolean]>([
    ['200 characters', textDoc('a'.repeat(200)), false],
    ['201 characters', textDoc('a'.repeat(201)), true],
    ['200 emoji', textDoc('🔔'.repeat(200)), false],
    [
      '199 characters plus a line break',
      { Version: '1.0', Tokens: [{ Type: 'Text', Text: 'a'.repeat(199) }, { Type: 'LineBreak' }] },
      false,
    ],
    [
      '200 characters split over a styled run and a link',
      {
        Version: '1.0',
        Tokens: [
          { Type: 'Text', Text: 'a'.repeat(150), Styles: ['Bold'] },
          { Type: 'Link', Text: 'b'.repeat(51), Href: 'https://example.com' },
        ],
      },
      true,
    ],
  ])('%s: %s', (_, doc, collapsed) => {
    expect(shouldCollapse(doc)).toBe(collapsed);
  });
});

describe('isIsoDateString', () => {
  it.each([
    ['2025-09-01T12:00:00.000Z', true],
    ['2025-09-01T12:00:00Z', true],
    ['2025-09-01T12:00Z', true],
    ['2025-09-01T12:00:00+02:00', true],
    ['2025-09-01T12:00:00', true],
    ['2025-09-01', true],
    ['2024-02-29', true],
    ['2025-02-29', false],
    ['2025-02-30T00:00:00Z', false],
    ['2025-13-01', false],
    ['2025-09-01T24:00:00Z', false],
    ['2025-09-01T12:60:00Z', false],
    ['2025-09-01 12:00:00', false],
    ['09/01/2025', false],
    ['yesterday', false],
  ])('%j: %s', (text, valid) => {
    expect(isIsoDateString(text)).toBe(valid);
  });
});

describe('validateGlobalNotification (spec 03 §5)', () => {
  it('accepts a complete notification', () => {
    expect(validateGlobalNotification(VALID)).toEqual({});
  });

  it('accepts the message as an already parsed document', () => {
    expect(validateGlobalNotification({ ...VALID, Message: textDoc('Hello') })).toEqual({});
  });

  it.each<[string, GlobalNotificationInput, keyof GlobalNotificationInput, string]>([
    ['an empty title', { ...VALID, Title: '' }, 'Title', 'A title is required'],
    ['a blank title', { ...VALID, Title: '   ' }, 'Title', 'A title is required'],
    ['no title', { ...VALID, Title: undefined }, 'Title', 'A title is required'],
    ['an empty message', { ...VALID, Message: '' }, 'Message', 'A message is required'],
    ['no message', { ...VALID, Message: null }, 'Message', 'A message is required'],
    [
      'a message of only blanks',
      { ...VALID, Message: textDoc('  ') },
      'Message',
      'A message is required',
    ],
    [
      'a message with no tokens',
      { ...VALID, Message: '{"Version":"1.0","Tokens":[]}' },
      'Message',
      'A message is required',
    ],
    [
      'a message that is not rich text',
      { ...VALID, Message: 'Hello' },
      'Message',
      'The message is not valid rich text',
    ],
    [
      'a message of version 2.0',
      { ...VALID, Message: '{"Version":"2.0","Tokens":[]}' },
      'Message',
      'Unsupported rich text version 2.0',
    ],
    [
      'a javascript link',
      {
        ...VALID,
        Message: {
          Version: '1.0',
          Tokens: [{ Type: 'Link', Text: 'x', Href: 'javascript:alert(1)' }],
        },
      },
      'Message',
      'Links must start with http',
    ],
    ['no type', { ...VALID, Type: undefined }, 'Type', 'Unsupported notification type'],
    ['another type', { ...VALID, Type: 'Alert' }, 'Type', 'Unsupported notification type'],
    ['no creation date', { ...VALID, CreatedAt: '' }, 'CreatedAt', 'A creation date is required'],
    [
      'a null creation date',
      { ...VALID, CreatedAt: null },
      'CreatedAt',
      'A creation date is required',
    ],
    [
      'a creation date that is not ISO',
      { ...VALID, CreatedAt: '09/01/2025' },
      'CreatedAt',
      'Invalid date time: 09/01/2025',
    ],
    [
      'an impossible creation date',
      { ...VALID, CreatedAt: '2025-02-30T00:00:00Z' },
      'CreatedAt',
      'Invalid date time: 2025-02-30T00:00:00Z',
    ],
  ])('rejects %s', (_, input, field, message) => {
    const errors = validateGlobalNotification(input);
    expect(Object.keys(errors)).toEqual([field]);
    expect(errors[field]?.message).toBe(message);
  });

  it('returns every failure at once', () => {
    expect(validateGlobalNotification({})).toEqual({
      Title: { code: 'notification.titleRequired', message: 'A title is required' },
      Message: { code: 'notification.messageRequired', message: 'A message is required' },
      Type: { code: 'notification.typeInvalid', message: 'Unsupported notification type' },
      CreatedAt: { code: 'notification.createdAtRequired', message: 'A creation date is required' },
    });
  });
});

describe('globalNotificationSchema', () => {
  it('accepts a complete notification', () => {
    expect(globalNotificationSchema.safeParse(VALID).success).toBe(true);
  });

  it('puts each failure on its field with the catalogue code', () => {
    const issues = globalNotificationSchema.safeParse({
      Title: '',
      Message: MESSAGE,
      Type: 'GlobalAnnouncement',
      CreatedAt: 'soon',
    }).error?.issues;
    expect(issues).toEqual([
      expect.objectContaining({
        path: ['Title'],
        message: 'A title is required',
        params: { code: 'notification.titleRequired' },
      }),
      expect.objectContaining({
        path: ['CreatedAt'],
        message: 'Invalid date time: soon',
        params: { code: 'time.invalidDateTime', values: { value: 'soon' } },
      }),
    ]);
  });
});

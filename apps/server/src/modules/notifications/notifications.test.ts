import { notificationsApi } from '@aq/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_START, type Caller, type TestApp } from '../../test/helper';

let t: TestApp;
let admin: Caller;
let manager: Caller;
let viewer: Caller;
let other: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn('admin');
  manager = await t.signIn('manager');
  viewer = await t.signIn('viewer');
  other = await t.signIn('other');
});
afterAll(() => t.close());

interface Item {
  Id: string;
  Status: string;
  Title: string;
  Message: string;
  Type: string;
  CreatedAt: string;
}

async function list(caller: Caller): Promise<Item[]> {
  const response = await t.call(notificationsApi.getNotifications, {}, caller);
  expect(response.statusCode).toBe(200);
  return response.json().Items as Item[];
}

async function create(
  title: string,
  createdAt: string,
  message: unknown = textDocument(title),
): Promise<string> {
  const response = await t.call(
    notificationsApi.createGlobalNotification,
    {
      body: {
        Title: title,
        Message: message as string,
        Type: 'GlobalAnnouncement',
        CreatedAt: createdAt,
      },
    },
    admin,
  );
  expect(response.statusCode).toBe(201);
  return response.json().Id as string;
}

function textDocument(text: string) {
  return { Version: '1.0', Tokens: [{ Type: 'Text', Text: text }] };
}

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

describe('GET /v0.1/notifications', () => {
  it('lists the welcome notification as Unread, with its rich-text message and ISO date', async () => {
    const items = await list(viewer);
    expect(items).toHaveLength(1);
    const [welcome] = items;
    expect(welcome).toMatchObject({
      Status: 'Unread',
      Title: 'Welcome to the demo',
      Type: 'GlobalAnnouncement',
      CreatedAt: TEST_START.toISOString(),
    });
    expect(JSON.parse(welcome?.Message ?? '')).toMatchObject({ Version: '1.0' });
  });

  it('shows global notifications to every organisation', async () => {
    expect((await list(other)).map((n) => n.Title)).toEqual(['Welcome to the demo']);
  });

  it('answers 401 to anonymous callers', async () => {
    expect((await t.call(notificationsApi.getNotifications, {}, null)).statusCode).toBe(401);
    expect(
      (await t.call(notificationsApi.markNotificationsRead, { body: [] }, null)).statusCode,
    ).toBe(401);
    expect(
      (await t.call(notificationsApi.dismissNotifications, { body: [] }, null)).statusCode,
    ).toBe(401);
    expect((await t.call(notificationsApi.getGlobalNotifications, {}, null)).statusCode).toBe(401);
  });
});

describe('creating global notifications', () => {
  it('stores the clean document, the given date and the author; newest first', async () => {
    const id = await create('Planned maintenance', '2026-11-02T10:00:00.000Z', {
      Version: '1.0',
      Tokens: [
        { Type: 'Text', Text: 'Read the ', Styles: ['Bold'], Colour: 'red' },
        { Type: 'Link', Text: 'status page', Href: 'https://status.example.com' },
      ],
      Extra: true,
    });
    const items = await list(manager);
    expect(items.map((n) => n.Title)).toEqual(['Planned maintenance', 'Welcome to the demo']);
    expect(items[0]).toMatchObject({
      Id: id,
      Status: 'Unread',
      CreatedAt: '2026-11-02T10:00:00.000Z',
    });
    expect(items[0]?.Message).toBe(
      JSON.stringify({
        Version: '1.0',
        Tokens: [
          { Type: 'Text', Text: 'Read the ', Styles: ['Bold'] },
          { Type: 'Link', Text: 'status page', Href: 'https://status.example.com' },
        ],
      }),
    );

    const global = await t.call(notificationsApi.getGlobalNotifications, {}, admin);
    expect(global.statusCode).toBe(200);
    expect(global.json().Items[0]).toMatchObject({
      Id: id,
      Title: 'Planned maintenance',
      CreatedBy: 'admin',
    });
  });

  it('accepts the message as JSON text, and reads a time without offset as UTC', async () => {
    const id = await create(
      'Text message',
      '2026-11-01T08:30',
      JSON.stringify(textDocument('Hello')),
    );
    const global = (await t.call(notificationsApi.getGlobalNotifications, {}, admin)).json()
      .Items as Item[];
    const stored = global.find((n) => n.Id === id);
    expect(stored).toMatchObject({
      CreatedAt: '2026-11-01T08:30:00.000Z',
      Message: JSON.stringify(textDocument('Hello')),
    });
    await t.call(notificationsApi.deleteNotification, { params: { notificationId: id } }, admin);
  });

  it('reads a time with an offset as that instant (the dashboard sends the user’s zone)', async () => {
    // 15:26 in Kathmandu (UTC+05:45) is 09:41 UTC.
    const id = await create('Offset time', '2026-11-26T15:26:00+05:45');
    const global = (await t.call(notificationsApi.getGlobalNotifications, {}, admin)).json()
      .Items as Item[];
    expect(global.find((n) => n.Id === id)?.CreatedAt).toBe('2026-11-26T09:41:00.000Z');
    await t.call(notificationsApi.deleteNotification, { params: { notificationId: id } }, admin);
  });

  it("refuses a javascript: link with 'Links must start with http'", async () => {
    const response = await t.call(
      notificationsApi.createGlobalNotification,
      {
        body: {
          Title: 'Click me',
          Message: JSON.stringify({
            Version: '1.0',
            Tokens: [{ Type: 'Link', Text: 'here', Href: 'javascript:alert(1)' }],
          }),
          Type: 'GlobalAnnouncement',
          CreatedAt: '2026-11-02T10:00:00.000Z',
        },
      },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Messages).toEqual(['Links must start with http']);
    expect(response.json().Errors).toEqual({ Message: ['Links must start with http'] });
  });

  it('answers 400 with every rule message for an incomplete body', async () => {
    const response = await t.call(
      notificationsApi.createGlobalNotification,
      { body: { Title: ' ', Message: '', Type: 'Other', CreatedAt: 'soon' } },
      admin,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().Messages).toEqual([
      'A title is required',
      'A message is required',
      'Unsupported notification type',
      'Invalid date time: soon',
    ]);
  });

  it('is refused with 403 to callers without Administration__Manage_Notifications', async () => {
    const body = {
      Title: 'Not allowed',
      Message: JSON.stringify(textDocument('No')),
      Type: 'GlobalAnnouncement',
      CreatedAt: '2026-11-02T10:00:00.000Z',
    };
    for (const caller of [manager, viewer, other]) {
      expect(
        (await t.call(notificationsApi.createGlobalNotification, { body }, caller)).statusCode,
      ).toBe(403);
      expect((await t.call(notificationsApi.getGlobalNotifications, {}, caller)).statusCode).toBe(
        403,
      );
    }
    expect((await list(admin)).map((n) => n.Title)).not.toContain('Not allowed');
  });
});

describe('reading and dismissing', () => {
  it('marks read, then dismisses; reading a dismissed one keeps it dismissed', async () => {
    const [latest] = await list(viewer);
    const id = latest?.Id as string;
    const read = await t.call(notificationsApi.markNotificationsRead, { body: [id] }, viewer);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({});
    expect((await list(viewer)).find((n) => n.Id === id)?.Status).toBe('Read');

    expect(
      (await t.call(notificationsApi.dismissNotifications, { body: [id] }, viewer)).statusCode,
    ).toBe(200);
    expect((await list(viewer)).map((n) => n.Id)).not.toContain(id);

    expect(
      (await t.call(notificationsApi.markNotificationsRead, { body: [id] }, viewer)).statusCode,
    ).toBe(200);
    expect((await list(viewer)).map((n) => n.Id)).not.toContain(id);
    const state = await t.handle.db
      .selectFrom('notification_states')
      .select('status')
      .where('notification_id', '=', id)
      .where('user_id', '=', await t.userId('viewer'))
      .executeTakeFirstOrThrow();
    expect(state.status).toBe('Dismissed');
  });

  it('dismisses one without touching the others', async () => {
    const before = await list(admin);
    expect(before).toHaveLength(2);
    const [first, second] = before;
    const response = await t.call(
      notificationsApi.dismissNotifications,
      { body: [first?.Id as string] },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(await list(admin)).toEqual([second]);
    expect(second?.Status).toBe('Unread');
  });

  it('dismisses all at once', async () => {
    const ids = (await list(other)).map((n) => n.Id);
    expect(ids).toHaveLength(2);
    expect(
      (await t.call(notificationsApi.dismissNotifications, { body: ids }, other)).statusCode,
    ).toBe(200);
    expect(await list(other)).toEqual([]);
  });

  it('keeps them Unread for a second user', async () => {
    const items = await list(manager);
    expect(items).toHaveLength(2);
    expect(items.every((n) => n.Status === 'Unread')).toBe(true);
  });

  it('ignores ids that do not exist and accepts an empty list', async () => {
    for (const body of [[MISSING_ID], []]) {
      const read = await t.call(notificationsApi.markNotificationsRead, { body }, manager);
      expect(read.statusCode).toBe(200);
      const dismissed = await t.call(notificationsApi.dismissNotifications, { body }, manager);
      expect(dismissed.statusCode).toBe(200);
    }
    expect((await list(manager)).map((n) => n.Status)).toEqual(['Unread', 'Unread']);
  });

  it('answers 400 for a body that is not a list of notification ids', async () => {
    const notList = await t.call(
      notificationsApi.markNotificationsRead,
      { body: { Ids: [] } as unknown as string[] },
      manager,
    );
    expect(notList.statusCode).toBe(400);
    expect(notList.json().Messages).toEqual(['Invalid input: expected array, received object']);
    const notUuid = await t.call(
      notificationsApi.dismissNotifications,
      { body: [MISSING_ID, 'not-an-id'] },
      manager,
    );
    expect(notUuid.statusCode).toBe(400);
    expect(notUuid.json().Messages).toEqual(['1: Invalid UUID']);
    const tooMany = await t.call(
      notificationsApi.dismissNotifications,
      { body: Array.from({ length: 1001 }, () => MISSING_ID) },
      manager,
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().Messages).toEqual(['Too big: expected array to have <=1000 items']);
    expect((await list(manager)).map((n) => n.Status)).toEqual(['Unread', 'Unread']);
  });
});

describe('DELETE /v0.1/notifications/{notificationId}', () => {
  it('is refused with 403 to callers without the permission', async () => {
    const [latest] = await list(manager);
    const response = await t.call(
      notificationsApi.deleteNotification,
      { params: { notificationId: latest?.Id as string } },
      manager,
    );
    expect(response.statusCode).toBe(403);
    expect(await list(manager)).toHaveLength(2);
  });

  it('deletes a notification for everyone, and answers 404 for an unknown id', async () => {
    const [latest] = await list(manager);
    const id = latest?.Id as string;
    const response = await t.call(
      notificationsApi.deleteNotification,
      { params: { notificationId: id } },
      admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({});
    expect((await list(manager)).map((n) => n.Id)).not.toContain(id);
    const global = (await t.call(notificationsApi.getGlobalNotifications, {}, admin)).json()
      .Items as Item[];
    expect(global.map((n) => n.Id)).not.toContain(id);

    for (const notificationId of [id, MISSING_ID]) {
      const again = await t.call(
        notificationsApi.deleteNotification,
        { params: { notificationId } },
        admin,
      );
      expect(again.statusCode).toBe(404);
      expect(again.json().Messages).toEqual(['The requested resource could not be found.']);
    }
    const malformed = await t.call(
      notificationsApi.deleteNotification,
      { params: { notificationId: 'nope' } },
      admin,
    );
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().Messages).toEqual(['notificationId: Invalid UUID']);
  });

  it('answers 401 to anonymous callers', async () => {
    const response = await t.call(
      notificationsApi.deleteNotification,
      { params: { notificationId: MISSING_ID } },
      null,
    );
    expect(response.statusCode).toBe(401);
  });
});

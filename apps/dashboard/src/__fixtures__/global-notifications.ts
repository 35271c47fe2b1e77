import type { GlobalNotification } from '@aq/api';
import type { z } from 'zod';
import { STORY_USER } from './projects';
import { status, type FixtureRoute } from './screen-story';

type Item = z.output<typeof GlobalNotification>;

/** The stories' clock: 26 November 2026, 09:41:00 UTC. */
export const STORY_NOTIFICATIONS_NOW = Date.UTC(2026, 10, 26, 9, 41);

/** The stories' time zone (UTC+05:45 all year), so the labelled offset is the same on any machine. */
export const STORY_NOTIFICATIONS_ZONE = 'Asia/Kathmandu';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const message = (tokens: unknown[]) => JSON.stringify({ Version: '1.0', Tokens: tokens });

/** A message of 260 characters of text: over the 200 the bell and the list show before 'View more'. */
const LONG_TEXT =
  'From 22:00 UTC on Saturday the data service moves to new servers. Readings keep arriving ' +
  'from every instrument and are stored, but charts, downloads and reports may be slow or ' +
  'unavailable for up to two hours. Alerts are sent as usual throughout the move.';

/** Three global notifications, newest first: styles, a link and line breaks; a long one; plain. */
export const STORY_GLOBAL_NOTIFICATIONS: Item[] = [
  {
    Id: id(1),
    Title: 'Planned maintenance',
    Message: message([
      { Type: 'Text', Text: 'The service is ' },
      { Type: 'Text', Text: 'unavailable', Styles: ['Bold'] },
      { Type: 'Text', Text: ' on Sunday 06:00–07:00 UTC.' },
      { Type: 'LineBreak' },
      { Type: 'Text', Text: 'See the ' },
      { Type: 'Link', Text: 'status page', Href: 'https://status.example.com' },
      { Type: 'Text', Text: ' for PM' },
      { Type: 'Text', Text: '2.5', Styles: ['Subscript'] },
      { Type: 'Text', Text: ' sensor notes.' },
    ]),
    Type: 'GlobalAnnouncement',
    CreatedAt: '2026-11-25T14:30:00.000Z',
    CreatedBy: 'admin',
  },
  {
    Id: id(2),
    Title: 'Data service move',
    Message: message([{ Type: 'Text', Text: LONG_TEXT }]),
    Type: 'GlobalAnnouncement',
    CreatedAt: '2026-11-20T08:00:00.000Z',
    CreatedBy: 'admin',
  },
  {
    Id: id(3),
    Title: 'Welcome to the demo',
    Message: message([{ Type: 'Text', Text: 'Explore the demo projects.' }]),
    Type: 'GlobalAnnouncement',
    CreatedAt: '2026-11-01T00:00:00.000Z',
    CreatedBy: null,
  },
];

/** How the fixed server answers the create call. */
export type CreateOutcome =
  | 'created'
  /** 503 twice, then created: the form's retries hide the hiccup. */
  | 'flaky'
  /** 503 every time: the red box after the retries. */
  | 'unavailable'
  /** 400 with the server's message. */
  | 'refused'
  /** Never answers: the form stays in its saving state. */
  | 'pending';

/** What the fixed server of the screen holds and how it answers. */
export interface GlobalNotificationsFixture {
  items?: Item[];
  /** The signed-in user lacks Administration__Manage_Notifications. */
  forbidden?: boolean;
  /** Reading the signed-in user answers 500. */
  userFails?: boolean;
  /** The list never answers. */
  loading?: boolean;
  /** The list answers 500. */
  listFails?: boolean;
  create?: CreateOutcome;
  /** The delete call answers 404 with the server's message. */
  deleteFails?: boolean;
  /** Records the bodies of create calls, for play tests. */
  created?: unknown[];
}

/**
 * The fixed server of the notification administration screen: the signed-in administrator (or a
 * project manager without the permission), the list (which a creation or deletion changes) and
 * the create and delete calls with the chosen outcomes.
 */
export function globalNotificationRoutes(fixture: GlobalNotificationsFixture = {}): FixtureRoute[] {
  const items = [...(fixture.items ?? STORY_GLOBAL_NOTIFICATIONS)];
  const user = fixture.forbidden
    ? STORY_USER
    : {
        ...STORY_USER,
        Username: 'admin',
        FullName: 'Sam Rivera',
        Permissions: [...STORY_USER.Permissions, 'Administration__Manage_Notifications'],
      };
  let attempts = 0;
  return [
    {
      method: 'GET',
      path: '/v0.1/Users/self',
      respond: () =>
        fixture.userFails
          ? status(500, { Status: 500, Title: 'Internal Server Error', Messages: [] })
          : user,
    },
    {
      method: 'GET',
      path: '/v0.1/notifications/global',
      respond: () => {
        if (fixture.loading) return new Promise(() => undefined);
        if (fixture.listFails) {
          return status(500, { Status: 500, Title: 'Internal Server Error', Messages: [] });
        }
        return { Items: items };
      },
    },
    {
      method: 'POST',
      path: '/v0.1/notifications/global',
      respond: (_url, body) => {
        attempts += 1;
        fixture.created?.push(body);
        const outcome = fixture.create ?? 'created';
        if (outcome === 'pending') return new Promise(() => undefined);
        if (outcome === 'unavailable' || (outcome === 'flaky' && attempts <= 2)) {
          return status(503, { Status: 503, Title: 'Service Unavailable' });
        }
        if (outcome === 'refused') {
          return status(400, {
            Status: 400,
            Title: 'Bad Request',
            Messages: ['Links must start with http'],
          });
        }
        const request = body as { Title: string; Message: string; CreatedAt: string };
        const created: Item = {
          Id: id(100 + attempts),
          Title: request.Title,
          Message: request.Message,
          Type: 'GlobalAnnouncement',
          CreatedAt: request.CreatedAt,
          CreatedBy: 'admin',
        };
        items.unshift(created);
        return status(201, { Id: created.Id });
      },
    },
    {
      method: 'DELETE',
      path: /^\/v0\.1\/notifications\/[\w-]+$/,
      respond: (url) => {
        if (fixture.deleteFails) {
          return status(404, {
            Status: 404,
            Title: 'Not Found',
            Messages: ['The requested resource could not be found.'],
          });
        }
        const target = url.pathname.split('/').at(-1);
        const index = items.findIndex((item) => item.Id === target);
        if (index >= 0) items.splice(index, 1);
        return {};
      },
    },
  ];
}

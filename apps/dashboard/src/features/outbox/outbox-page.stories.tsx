import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory, status, type FixtureRoute } from '../../__fixtures__/screen-story';
import OutboxPage from './outbox-page';
import { OUTBOX_PATH } from './outbox-path';

type Message = {
  Id: string;
  Channel: 'Email' | 'Sms';
  Recipient: string;
  Subject: string;
  Status: 'Pending' | 'Retrying' | 'Sent' | 'Failed' | 'Held';
  Attempts: number;
  LastError: string | null;
  CreatedAt: string;
  SentAt: string | null;
  NextAttemptAt: string | null;
};

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 14, minute)).toISOString();

/** One message of every status on both channels, newest first. */
const MESSAGES: Message[] = [
  {
    Id: id(1),
    Channel: 'Email',
    Recipient: 'site.manager@harbour.example',
    Subject: 'PM10 above 150 µg/m³ at North fence',
    Status: 'Sent',
    Attempts: 1,
    LastError: null,
    CreatedAt: at(42),
    SentAt: at(42),
    NextAttemptAt: null,
  },
  {
    Id: id(2),
    Channel: 'Sms',
    Recipient: '+12015550123',
    Subject: '',
    Status: 'Retrying',
    Attempts: 2,
    LastError: 'SMS provider answered 503: {"error":"unavailable"}',
    CreatedAt: at(40),
    SentAt: null,
    NextAttemptAt: at(55),
  },
  {
    Id: id(3),
    Channel: 'Sms',
    Recipient: '+442071838750',
    Subject: '',
    Status: 'Failed',
    Attempts: 1,
    LastError: 'SMS provider answered 400: invalid number',
    CreatedAt: at(31),
    SentAt: null,
    NextAttemptAt: null,
  },
  {
    Id: id(4),
    Channel: 'Email',
    Recipient: 'ana.ruiz@harbour.example',
    Subject: 'OneView Air verification code',
    Status: 'Pending',
    Attempts: 0,
    LastError: null,
    CreatedAt: at(30),
    SentAt: null,
    NextAttemptAt: at(30),
  },
  {
    Id: id(5),
    Channel: 'Sms',
    Recipient: '+5511987654321',
    Subject: '',
    Status: 'Held',
    Attempts: 1,
    LastError: 'sms delivery is not configured',
    CreatedAt: at(12),
    SentAt: null,
    NextAttemptAt: null,
  },
  {
    Id: id(6),
    Channel: 'Email',
    Recipient: 'night.shift@harbour.example',
    Subject: 'Monitor AQ-7 offline for 30 minutes',
    Status: 'Sent',
    Attempts: 3,
    LastError: 'connect ECONNREFUSED 10.0.0.5:587',
    CreatedAt: at(3),
    SentAt: at(18),
    NextAttemptAt: null,
  },
];

/** Sixty sent e-mails, for two pages of fifty. */
const MANY: Message[] = Array.from({ length: 60 }, (_, index) => ({
  Id: id(100 + index),
  Channel: 'Email',
  Recipient: `person${String(index + 1).padStart(2, '0')}@harbour.example`,
  Subject: 'PM10 above 150 µg/m³',
  Status: 'Sent',
  Attempts: 1,
  LastError: null,
  CreatedAt: new Date(Date.UTC(2026, 10, 25, 14) - index * 60_000).toISOString(),
  SentAt: new Date(Date.UTC(2026, 10, 25, 14) - index * 60_000).toISOString(),
  NextAttemptAt: null,
}));

interface Fixture {
  messages?: Message[];
  emailConfigured?: boolean;
  smsConfigured?: boolean;
  forbidden?: boolean;
}

/** The outbox call as the server answers it: filtered, paged by 50 with a token, summary counts. */
function outboxRoutes(fixture: Fixture = {}): FixtureRoute[] {
  const messages = fixture.messages ?? MESSAGES;
  return [
    {
      method: 'GET',
      path: '/v0.1/outbox',
      respond: (url) => {
        if (fixture.forbidden) {
          return status(403, {
            Status: 403,
            Title: 'Forbidden',
            Messages: ['Only organisation administrators can see the delivery outbox.'],
          });
        }
        const wanted = url.searchParams.get('Status');
        const channel = url.searchParams.get('Channel');
        const limit = Number(url.searchParams.get('Limit') ?? 50);
        const start = Number(url.searchParams.get('Token') ?? 0);
        const ofChannel = messages.filter((m) => !channel || m.Channel === channel);
        const rows = ofChannel.filter((m) => !wanted || m.Status === wanted);
        const count = (s: Message['Status']) => ofChannel.filter((m) => m.Status === s).length;
        return {
          Items: rows.slice(start, start + limit),
          PageToken: { Next: start + limit < rows.length ? String(start + limit) : null },
          Summary: {
            Pending: count('Pending'),
            Retrying: count('Retrying'),
            Sent: count('Sent'),
            Failed: count('Failed'),
            Held: count('Held'),
          },
          EmailConfigured: fixture.emailConfigured ?? true,
          SmsConfigured: fixture.smsConfigured ?? false,
        };
      },
    },
  ];
}

const meta = {
  title: 'Screens/Administration/Delivery outbox',
  component: OutboxPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => (
    <div className="min-h-[calc(100vh-2rem)]" style={parameters.phone ? { width: 390 } : undefined}>
      <ScreenStory
        routes={outboxRoutes(parameters.fixture as Fixture)}
        path={OUTBOX_PATH}
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <OutboxPage />
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof OutboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The counts per status, a note that text messages are held (SMS_URL unset), and every message
 * newest first with its status, attempts and last error; times on this browser's clock.
 */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByTestId('outbox-table'));
    await table.findByText('site.manager@harbour.example');
    await expect(
      table.getAllByRole('columnheader').map((header) => header.textContent?.trim()),
    ).toEqual(['Queued', 'Channel', 'Recipient', 'Subject', 'Status', 'Attempts', 'Last error']);
    await expect(table.getAllByTestId('outbox-status').map((s) => s.textContent)).toEqual([
      'Sent',
      'Retrying',
      'Failed',
      'Pending',
      'Held',
      'Sent',
    ]);
    const retrying = table.getByRole('row', { name: /\+12015550123/ });
    await expect(retrying).toHaveTextContent('SMS provider answered 503');
    await expect(retrying).toHaveTextContent(/Next attempt .*UTC[+-]\d\d:\d\d/);
    await expect(within(canvas.getByTestId('outbox-summary-Sent')).getByText('2')).toBeVisible();
    await expect(within(canvas.getByTestId('outbox-summary-Held')).getByText('1')).toBeVisible();
    await expect(canvas.getByTestId('outbox-sms-off')).toHaveTextContent('SMS_URL');
    await expect(canvas.queryByTestId('outbox-email-off')).toBeNull();
    await expect(canvas.getByText('No older messages')).toBeVisible();
  },
};

/** With neither SMTP nor SMS configured, a note for each channel says why messages are held. */
export const NothingConfigured: Story = {
  parameters: { fixture: { emailConfigured: false, smsConfigured: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('outbox-email-off')).toHaveTextContent('SMTP_URL');
    await expect(canvas.getByTestId('outbox-sms-off')).toHaveTextContent('SMS_URL');
  },
};

/** Choosing a status asks the server for those messages only; the counts stay. */
export const FilterByStatus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByTestId('outbox-table'));
    await table.findByText('site.manager@harbour.example');
    await userEvent.click(canvas.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await within(document.body).findByRole('option', { name: 'Failed' }));
    await waitFor(() =>
      expect(table.getAllByTestId('outbox-status').map((s) => s.textContent)).toEqual(['Failed']),
    );
    await expect(table.getByText('+442071838750')).toBeVisible();
    await expect(within(canvas.getByTestId('outbox-summary-Sent')).getByText('2')).toBeVisible();
  },
};

/** Fifty messages first; Load more brings the last ten and then says there are no older ones. */
export const Paging: Story = {
  parameters: { fixture: { messages: MANY } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByTestId('outbox-table'));
    await table.findByText('person01@harbour.example');
    await expect(table.getAllByTestId('outbox-status')).toHaveLength(50);
    await expect(canvas.getByText('50 messages shown')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(table.getAllByTestId('outbox-status')).toHaveLength(60));
    await expect(table.getByText('person60@harbour.example')).toBeVisible();
    await expect(canvas.getByText('No older messages')).toBeVisible();
  },
};

/** An outbox with nothing in it yet. */
export const Empty: Story = {
  parameters: { fixture: { messages: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No messages yet')).toBeVisible();
  },
};

/** A user who is not an organisation administrator reads the server's reason. */
export const NotAnAdministrator: Story = {
  parameters: { fixture: { forbidden: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The outbox could not be loaded')).toBeVisible();
    await expect(
      canvas.getByText(/Only organisation administrators can see the delivery outbox/),
    ).toBeVisible();
  },
};

/** At a phone's width the counts wrap in two columns and the table scrolls inside its box. */
export const PhoneWidth: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('site.manager@harbour.example');
    await expect(canvas.getByRole('combobox', { name: 'Status' })).toBeVisible();
    await expect(canvas.getByTestId('outbox-summary')).toBeVisible();
  },
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('site.manager@harbour.example');
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('发送队列');
    await expect(await canvas.findByTestId('outbox-sms-off')).toHaveTextContent('未配置短信');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  globalNotificationRoutes,
  STORY_NOTIFICATIONS_NOW,
  STORY_NOTIFICATIONS_ZONE,
  type GlobalNotificationsFixture,
} from '../../__fixtures__/global-notifications';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { GlobalNotificationsScreen } from './global-notifications-page';
import { GLOBAL_NOTIFICATIONS_PATH } from './global-notifications-path';

const meta = {
  title: 'Screens/Administration/Global notifications',
  component: GlobalNotificationsScreen,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => (
    <div className="min-h-[calc(100vh-2rem)]" style={parameters.phone ? { width: 390 } : undefined}>
      <ScreenStory
        routes={globalNotificationRoutes(parameters.fixture as GlobalNotificationsFixture)}
        path={GLOBAL_NOTIFICATIONS_PATH}
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <GlobalNotificationsScreen
          now={() => STORY_NOTIFICATIONS_NOW}
          timeZone={STORY_NOTIFICATIONS_ZONE}
        />
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof GlobalNotificationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/**
 * Keys typed into the editor one at a time with a pause: the editor reads what the browser
 * changed after each key, and synthetic keys sent back to back can outrun it (a letter is lost).
 */
const TYPING = { delay: 40 };

async function editorOf(canvas: Canvas) {
  return canvas.findByRole('textbox', { name: 'Message' });
}

/** Writes 'Dust alert' (bold), a line break and 'Read the guide' with 'guide' linked. */
async function writeMessage(canvas: Canvas) {
  await userEvent.type(await canvas.findByRole('textbox', { name: /Title/ }), 'Dust season');
  const editor = await editorOf(canvas);
  await userEvent.click(editor);
  await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
  await userEvent.keyboard('Dust alert', TYPING);
  await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
  await userEvent.keyboard('{Enter}Read the ', TYPING);
  await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
  const address = await canvas.findByLabelText('Link address');
  await userEvent.clear(address);
  await userEvent.type(address, 'https://guide.example.com{Enter}');
}

/**
 * An administrator's view: the create form at rest ('Created at' is now on the user's clock, the
 * zone labelled) beside the preview, and the notifications newest first with their creation
 * times in that zone; the long one is collapsed as the bell collapses it.
 */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Global notifications' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('create-notification')).toHaveAttribute('data-state', 'view');
    // 09:41 UTC is 15:26 in Kathmandu (UTC+05:45).
    await expect(canvas.getByTestId('notification-time')).toHaveValue('15:26');
    await expect(canvas.getByTestId('notification-zone')).toHaveTextContent(
      'UTC+05:45 (Asia/Kathmandu)',
    );
    const items = await canvas.findAllByTestId('global-notification');
    await expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Planned maintenance',
      'Data service move',
      'Welcome to the demo',
    ]);
    // 14:30 UTC on the 25th is 20:15 in Kathmandu.
    await expect(
      within(items[0] as HTMLElement).getByTestId('global-notification-created'),
    ).toHaveTextContent('11/25/2026, 20:15 UTC+05:45');
    await expect(
      within(items[0] as HTMLElement).getByRole('link', { name: /status page/ }),
    ).toHaveAttribute('href', 'https://status.example.com');
    await expect(
      within(items[1] as HTMLElement).getByRole('button', { name: 'View more' }),
    ).toBeVisible();
  },
};

/**
 * Writing a message with the toolbar: bold text, Enter for a new line, and a link; the preview
 * renders it as the bell will, and the form is in its editing state.
 */
export const Editing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await writeMessage(canvas);
    await expect(canvas.getByTestId('create-notification')).toHaveAttribute(
      'data-state',
      'editing',
    );
    const preview = within(canvas.getByTestId('notification-preview'));
    await expect(preview.getByText('Dust season')).toBeVisible();
    await expect(preview.getByText('Dust alert').tagName).toBe('STRONG');
    await expect(preview.getByRole('link', { name: /guide\.example\.com/ })).toHaveAttribute(
      'href',
      'https://guide.example.com',
    );
    await expect(canvas.getByTestId('preview-message').querySelector('br')).not.toBeNull();
  },
};

/** A link address that does not start with http is refused with the rule's message. */
export const LinkRefused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await editorOf(canvas));
    await userEvent.keyboard('click here', TYPING);
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const address = await canvas.findByLabelText('Link address');
    await userEvent.clear(address);
    await userEvent.type(address, 'javascript:alert(1){Enter}');
    await expect(await canvas.findByText('Links must start with http')).toBeVisible();
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByTestId('preview-message').querySelector('a')).toBeNull();
  },
};

/** Create with nothing filled in: the title and message rules' messages. */
export const Required: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Create' }));
    await expect(await canvas.findByText('A title is required')).toBeVisible();
    await expect(canvas.getByText('A message is required')).toBeVisible();
  },
};

/** While the server has not answered, the form is saving: Create spins, the fields are locked. */
export const Saving: Story = {
  parameters: { fixture: { create: 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await writeMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(canvas.getByTestId('create-notification')).toHaveAttribute('data-state', 'saving'),
    );
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toBeDisabled();
  },
};

const sent: unknown[] = [];

/**
 * A creation: the body carries the token document and Created at in UTC; the success modal says
 * 'Successfully created notification.', and closing it resets the form; the list shows the new one.
 */
export const Created: Story = {
  parameters: { fixture: { created: sent } },
  play: async ({ canvasElement }) => {
    sent.length = 0;
    const canvas = within(canvasElement);
    await writeMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    const body = within(document.body);
    await expect(await body.findByText('Successfully created notification.')).toBeVisible();
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toEqual({
      Title: 'Dust season',
      Message: JSON.stringify({
        Version: '1.0',
        Tokens: [
          { Type: 'Text', Text: 'Dust alert', Styles: ['Bold'] },
          { Type: 'LineBreak' },
          { Type: 'Text', Text: 'Read the ' },
          { Type: 'Link', Text: 'https://guide.example.com', Href: 'https://guide.example.com' },
        ],
      }),
      Type: 'GlobalAnnouncement',
      // 15:26 in Kathmandu is 09:41 UTC.
      CreatedAt: '2026-11-26T09:41:00.000Z',
    });
    await userEvent.click(body.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(canvas.getByTestId('create-notification')).toHaveAttribute('data-state', 'view'),
    );
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toHaveTextContent('');
    await waitFor(() =>
      expect(
        within(canvas.getAllByTestId('global-notification')[0] as HTMLElement).getByRole('heading'),
      ).toHaveTextContent('Dust season'),
    );
  },
};

/** Two 503 answers, then success: the form's retries (spec: twice) hide the failures. */
export const RetriedThenCreated: Story = {
  parameters: { fixture: { create: 'flaky', created: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await writeMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    await expect(
      await within(document.body).findByText('Successfully created notification.', undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    await expect(canvas.queryByTestId('create-notification-error')).toBeNull();
  },
};

/** Still 503 after the retries: 'Error 503 Service Unavailable' in a red box; the text stays. */
export const ServerFailure: Story = {
  parameters: { fixture: { create: 'unavailable' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await writeMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    const error = await canvas.findByTestId('create-notification-error', undefined, {
      timeout: 10_000,
    });
    await expect(error).toHaveTextContent('Error 503 Service Unavailable');
    await expect(canvas.getByRole('textbox', { name: /Title/ })).toHaveValue('Dust season');
  },
};

/** A 400 is not retried: 'Error 400 Bad Request' with the server's message. */
export const Refused: Story = {
  parameters: { fixture: { create: 'refused' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await writeMessage(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'Create' }));
    const error = await canvas.findByTestId('create-notification-error');
    await expect(error).toHaveTextContent('Error 400 Bad Request');
    await expect(error).toHaveTextContent('Links must start with http');
  },
};

/** Delete asks first (danger confirmation); confirming removes the notification from the list. */
export const Delete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('global-notification');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete “Data service move”' }));
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Delete notification?' });
    await expect(dialog).toHaveTextContent('“Data service move” will be removed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(canvas.getAllByTestId('global-notification')).toHaveLength(2));
    await expect(canvas.queryByText('Data service move')).toBeNull();
  },
};

/** A failed deletion keeps the confirmation open with the server's message. */
export const DeleteFails: Story = {
  parameters: { fixture: { deleteFails: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('global-notification');
    await userEvent.click(canvas.getByRole('button', { name: 'Delete “Planned maintenance”' }));
    const dialog = await within(document.body).findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(dialog).findByText('The requested resource could not be found.'),
    ).toBeVisible();
    await expect(canvas.getAllByTestId('global-notification')).toHaveLength(3);
  },
};

/** A message over 200 characters opens with 'View more' and closes with 'Collapse'. */
export const LongMessage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = await canvas.findAllByTestId('global-notification');
    const long = within(items[1] as HTMLElement);
    await expect(long.queryByText(/throughout the move/)).toBeNull();
    await userEvent.click(long.getByRole('button', { name: 'View more' }));
    await expect(long.getByText(/throughout the move/)).toBeVisible();
    await userEvent.click(long.getByRole('button', { name: 'Collapse' }));
    await expect(long.queryByText(/throughout the move/)).toBeNull();
  },
};

/** No global notifications yet. */
export const Empty: Story = {
  parameters: { fixture: { items: [] } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No global notifications')).toBeVisible();
  },
};

/** While the list loads. */
export const Loading: Story = {
  parameters: { fixture: { loading: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading notifications' }),
    ).toBeVisible();
  },
};

/** The list could not be loaded: the reason and Try again. */
export const ListError: Story = {
  parameters: { fixture: { listFails: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The notifications could not be loaded')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A user without Administration__Manage_Notifications reads the 403 screen. */
export const NotAllowed: Story = {
  parameters: { fixture: { forbidden: true } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('error-screen-403')).toBeVisible();
  },
};

/** The signed-in user could not be read: the screen says so instead of refusing. */
export const AccountUnavailable: Story = {
  parameters: { fixture: { userFails: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Your account could not be loaded')).toBeVisible();
    await expect(canvas.queryByTestId('error-screen-403')).toBeNull();
  },
};

/** At a phone's width the form, its toolbar and the list stack in one column. */
export const PhoneWidth: Story = {
  tags: ['visual'],
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('global-notification');
    await expect(canvas.getByRole('toolbar', { name: 'Text formatting' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create' })).toBeVisible();
  },
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByTestId('global-notification');
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('全局通知');
    await expect(canvas.getByRole('heading', { name: '管理全局通知' })).toBeVisible();
  },
};

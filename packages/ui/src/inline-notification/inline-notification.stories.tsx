import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button';
import { UiStringsProvider } from '../ui-strings';
import { InlineNotification } from './inline-notification';

const meta = {
  title: 'Components/InlineNotification',
  component: InlineNotification,
  args: { kind: 'info', title: 'Data is delayed', text: 'Readings arrive every 15 minutes.' },
  tags: ['visual'],
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InlineNotification>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Information, announced politely. */
export const Info: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status', { name: 'Data is delayed' });
    await expect(status).toHaveTextContent('Readings arrive every 15 minutes.');
    await expect(within(status).queryByRole('button')).toBeNull();
  },
};

/** Every kind: info and success are statuses, warning and error are alerts. */
export const Kinds: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <InlineNotification
        kind="info"
        title="Data is delayed"
        text="Readings arrive every 15 minutes."
      />
      <InlineNotification
        kind="success"
        title="Report saved"
        text="It runs every Monday at 08:00."
      />
      <InlineNotification
        kind="warning"
        title="Trial ends in 3 days"
        text="Add a licence to keep your alerts running."
      />
      <InlineNotification kind="error" title="Export failed" text="Try again later." />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Data is delayed' })).toBeVisible();
    await expect(canvas.getByRole('status', { name: 'Report saved' })).toBeVisible();
    await expect(canvas.getByRole('alert', { name: 'Trial ends in 3 days' })).toBeVisible();
    await expect(canvas.getByRole('alert', { name: 'Export failed' })).toBeVisible();
  },
};

/** The kinds in the dark theme. */
export const KindsDark: Story = {
  ...Kinds,
  globals: { theme: 'dark' },
};

/** An error with a follow-up action and a Close button. */
export const WithActionAndClose: Story = {
  args: {
    kind: 'error',
    title: 'Export failed',
    text: 'The server did not answer in time.',
    action: (
      <Button variant="secondary" size="sm">
        Try again
      </Button>
    ),
    onClose: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert', { name: 'Export failed' });
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** With an action and Close, in the dark theme. */
export const WithActionAndCloseDark: Story = {
  ...WithActionAndClose,
  play: undefined,
  globals: { theme: 'dark' },
};

function Closable() {
  const [open, setOpen] = useState(true);
  return open ? (
    <InlineNotification
      kind="success"
      title="Report saved"
      text="It runs every Monday at 08:00."
      onClose={() => setOpen(false)}
    />
  ) : (
    <p>Nothing to report.</p>
  );
}

/** Given a closable notification, when Close is pressed with the keyboard, it goes away. */
export const CloseWithKeyboard: Story = {
  tags: ['!visual'],
  render: () => <Closable />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('status', { name: 'Report saved' })).toBeNull();
    await expect(canvas.getByText('Nothing to report.')).toBeVisible();
  },
};

/** The Close button's name comes from the UI strings, so it is translated with the app. */
export const TranslatedClose: Story = {
  tags: ['!visual'],
  args: { onClose: fn() },
  decorators: [
    (Story) => (
      <UiStringsProvider strings={{ close: 'Cerrar' }}>
        <Story />
      </UiStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

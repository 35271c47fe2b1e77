import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Toaster } from './toast';
import { createToastStore, toast, type ToastOptions, type ToastStore } from './toast-store';

// 14 May 2024, 09:30:15 UTC: every toast in the stories is stamped with this fixed time.
const NOW = Date.UTC(2024, 4, 14, 9, 30, 15);

const SAVED: ToastOptions = {
  title: 'Report saved',
  text: 'The monthly PM10 report is ready.',
  kind: 'success',
  link: { label: 'Open report', href: '#reports/42' },
};

function useStore(initial: ToastOptions[]): ToastStore {
  const [store] = useState(() => {
    const created = createToastStore({ now: () => NOW });
    for (const options of initial) created.add(options);
    return created;
  });
  return store;
}

/** A Toaster in the page flow (not fixed to the corner) so the screenshot includes it. */
function Demo({ initial = [], next = SAVED }: { initial?: ToastOptions[]; next?: ToastOptions }) {
  const store = useStore(initial);
  return (
    <div className="flex flex-col items-start gap-4">
      <Button variant="secondary" onClick={() => store.add(next)}>
        Show toast
      </Button>
      <Toaster label="Notifications" store={store} timeZone="UTC" className="static" />
    </div>
  );
}

const meta = {
  title: 'Components/Toast',
  component: Toaster,
  args: { label: 'Notifications' },
  tags: ['visual'],
} satisfies Meta<typeof Toaster>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALL_KINDS: ToastOptions[] = [
  { title: 'Sync started', text: 'Readings from 12 monitors are being imported.', kind: 'info' },
  SAVED,
  { title: 'Monitor offline', text: 'DustMate 3 has not reported for 2 hours.', kind: 'warning' },
  { title: 'Export failed', text: 'Sorry, something went wrong.', kind: 'error' },
];

/** Every kind, each with its icon and accent, title, text and a time stamp with seconds. */
export const Kinds: Story = {
  render: () => <Demo initial={ALL_KINDS} />,
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Notifications' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
    const saved = within(region).getByRole('listitem', { name: 'Report saved' });
    // Toasts slide in first, so wait for the transition to finish.
    await waitFor(() => expect(within(saved).getByText('9:30:15 AM')).toBeVisible());
    await expect(within(saved).getByRole('link', { name: 'Open report' })).toHaveAttribute(
      'href',
      '#reports/42',
    );
  },
};

/** The kinds in the dark theme. */
export const KindsDark: Story = {
  ...Kinds,
  globals: { theme: 'dark' },
};

/** The time stamp follows the locale: a 24-hour clock in French. */
export const FrenchLocale: Story = {
  render: () => <Demo initial={[SAVED]} />,
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByText('9:30:15')).toBeVisible());
  },
};

/** A toast appears in the live region, and Close slides it out and removes it. */
export const ShowAndClose: Story = {
  tags: ['!visual'],
  render: () => <Demo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(within(region).queryAllByRole('listitem')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const item = await within(region).findByRole('listitem', { name: 'Report saved' });
    await expect(item.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(within(region).queryByRole('listitem', { name: 'Report saved' })).toBeNull(),
    );
  },
};

/** Errors are announced assertively, interrupting the screen reader. */
export const ErrorIsAssertive: Story = {
  tags: ['!visual'],
  render: () => <Demo next={{ title: 'Export failed', kind: 'error' }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const item = await canvas.findByRole('listitem', { name: 'Export failed' });
    await expect(item).toHaveAttribute('aria-live', 'assertive');
  },
};

/** Keyboard users reach the close button with Tab and close the toast with Enter. */
export const CloseWithKeyboard: Story = {
  tags: ['!visual'],
  render: () => <Demo initial={[SAVED]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const close = canvas.getByRole('button', { name: 'Close' });
    close.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('listitem')).toBeNull());
  },
};

/** The app calls `toast()` anywhere; the Toaster without a store prop shows it. */
export const ImperativeApi: Story = {
  tags: ['!visual'],
  render: (args) => (
    <div className="flex flex-col items-start gap-4">
      <Button
        variant="secondary"
        onClick={() => toast({ title: 'Location renamed', kind: 'info' })}
      >
        Rename location
      </Button>
      <Toaster {...args} className="static" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Rename location' }));
    const item = await canvas.findByRole('listitem', { name: 'Location renamed' });
    // Close it again: the application store outlives this story.
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('listitem')).toBeNull());
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw } from 'lucide-react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS, Tooltip } from './tooltip';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: 'Reload the latest readings',
    children: (
      <Button variant="secondary" size="sm" aria-label="Refresh data">
        <RefreshCw aria-hidden="true" className="size-4" />
      </Button>
    ),
  },
  // The tooltip is portalled to the body; the trigger sits in a roomy frame so it fits.
  decorators: [
    (Story) => (
      <div className="flex min-h-48 items-center justify-center">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown above its trigger. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Reload the latest readings');
  },
};

/** Shown, in the dark theme. */
export const OpenDark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
};

/** A longer description wraps within a narrow box, here placed to the right. */
export const LongContent: Story = {
  args: {
    defaultOpen: true,
    side: 'right',
    content:
      'Readings arrive every 15 minutes; refreshing fetches anything newer than the last update.',
  },
};

/** Keyboard users get it on focus; it describes the trigger and has the tooltip role. */
export const OnFocus: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Refresh data' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await waitFor(() => page.getByRole('tooltip'));
    await expect(tooltip).toHaveTextContent('Reload the latest readings');
    await expect(trigger).toHaveAccessibleDescription('Reload the latest readings');
    // Escape hides it at once; moving focus away hides it after the hide delay.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument(), {
      timeout: TOOLTIP_HIDE_DELAY_MS / 2,
    });
  },
};

/** On hover it waits 500 ms before showing, and lingers 100 ms after the pointer leaves. */
export const HoverDelays: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Refresh data' });
    await userEvent.hover(trigger);
    await expect(page.queryByRole('tooltip')).not.toBeInTheDocument();
    await waitFor(() => expect(page.getByRole('tooltip')).toBeInTheDocument(), {
      timeout: TOOLTIP_SHOW_DELAY_MS * 3,
    });
    await userEvent.unhover(trigger);
    await expect(page.getByRole('tooltip')).toBeInTheDocument();
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** A pointer that moves onto the tooltip within the hide delay keeps it open (WCAG 1.4.13). */
export const HoverableContent: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Refresh data' });
    await userEvent.hover(trigger);
    const tooltip = await page.findByRole('tooltip', {}, { timeout: TOOLTIP_SHOW_DELAY_MS * 3 });
    await userEvent.unhover(trigger);
    await userEvent.hover(tooltip);
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_HIDE_DELAY_MS * 3));
    await expect(page.getByRole('tooltip')).toBeInTheDocument();
    await userEvent.unhover(tooltip);
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Focus leaving hides it after the hide delay. */
export const BlurHides: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await waitFor(() => expect(page.getByRole('tooltip')).toBeInTheDocument());
    await userEvent.tab();
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

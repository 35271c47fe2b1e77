import type { Meta, StoryObj } from '@storybook/react-vite';
import { Download, RefreshCw, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { TOOLTIP_SHOW_DELAY_MS } from '../tooltip';
import { IconButton } from './icon-button';

const meta = {
  title: 'Components/IconButton',
  component: IconButton,
  args: {
    label: 'Refresh data',
    icon: <RefreshCw />,
    onClick: fn(),
  },
  // The tooltip is portalled to the body and drawn above the button; leave it room.
  decorators: [
    (Story) => (
      <div className="flex min-h-32 items-center justify-center">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default: ghost, medium. The label is the accessible name; the icon is hidden. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh data' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Every variant and size side by side. */
export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-3">
      {(['ghost', 'secondary', 'primary', 'danger'] as const).map((variant) => (
        <div key={variant} className="flex items-center gap-3">
          <span className="text-text-muted w-20 text-sm">{variant}</span>
          {(['sm', 'md', 'lg'] as const).map((size) => (
            <IconButton
              key={size}
              {...args}
              variant={variant}
              size={size}
              label={`${variant === 'danger' ? 'Delete location' : 'Download data'} (${size})`}
              icon={variant === 'danger' ? <Trash2 /> : <Download />}
            />
          ))}
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(12);
    await expect(canvas.getByRole('button', { name: 'Delete location (lg)' })).toBeVisible();
  },
};

/** The variants in the dark theme. */
export const VariantsDark: Story = {
  ...Variants,
  globals: { theme: 'dark' },
};

/** While its action runs: a spinner replaces the icon, the button is busy and ignores clicks. */
export const Loading: Story = {
  args: { loading: true, variant: 'secondary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh data' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
    // The synthetic pointer would otherwise leave the tooltip's show timer running.
    await userEvent.unhover(button, { pointerEventsCheck: 0 });
    const page = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Unavailable: announced as disabled, ignores clicks and shows no tooltip. */
export const Disabled: Story = {
  args: { disabled: true, variant: 'secondary' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Refresh data' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

/** Keyboard focus shows the label as a tooltip at once. */
export const TooltipOnFocus: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Refresh data' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent('Refresh data');
  },
};

/** The tooltip on focus, in the dark theme. */
export const TooltipOnFocusDark: Story = {
  ...TooltipOnFocus,
  globals: { theme: 'dark' },
};

/** A pointer has to rest 500 ms on the button before the tooltip shows; leaving hides it. */
export const TooltipOnHover: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Refresh data' });
    await userEvent.hover(button);
    await expect(page.queryByRole('tooltip')).not.toBeInTheDocument();
    await waitFor(() => expect(page.getByRole('tooltip')).toHaveTextContent('Refresh data'), {
      timeout: TOOLTIP_SHOW_DELAY_MS * 3,
    });
    await userEvent.unhover(button);
    await waitFor(() => expect(page.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** `tooltip={false}` for buttons whose meaning the context already shows; the name stays. */
export const WithoutTooltip: Story = {
  tags: ['!visual'],
  args: { tooltip: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh data' })).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, TOOLTIP_SHOW_DELAY_MS * 2));
    await expect(page.queryByRole('tooltip')).not.toBeInTheDocument();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info, SlidersHorizontal } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { FormField } from '../form-field';
import { TextInput } from '../text-input';
import { Popover, PopoverAnchor, PopoverClose, PopoverContent, PopoverTrigger } from './popover';

const onApply = fn();

const meta = {
  title: 'Components/Popover',
  component: PopoverContent,
  args: { title: 'Alert threshold', showCloseButton: true },
  render: ({ defaultOpen, ...args }: PopoverStoryArgs) => (
    <Popover defaultOpen={defaultOpen}>
      <PopoverTrigger asChild>
        <Button variant="secondary">
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          Threshold
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" {...args}>
        <FormField label="PM10 (µg/m³)" helperText="Alert when the 15-minute average exceeds it.">
          <TextInput inputMode="decimal" defaultValue="50" />
        </FormField>
        <div className="flex justify-end gap-2">
          <PopoverClose asChild>
            <Button variant="secondary" size="sm">
              Cancel
            </Button>
          </PopoverClose>
          <PopoverClose asChild>
            <Button size="sm" onClick={onApply}>
              Apply
            </Button>
          </PopoverClose>
        </div>
      </PopoverContent>
    </Popover>
  ),
  // The popover is portalled to the body; the frame leaves it room below the trigger.
  decorators: [
    (Story) => (
      <div className="min-h-80">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    onApply.mockClear();
  },
  tags: ['visual'],
} satisfies Meta<PopoverStoryArgs>;

type PopoverStoryArgs = Parameters<typeof PopoverContent>[0] & { defaultOpen?: boolean };

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: a titled dialog beside its trigger, with a Close button; focus moves inside. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Alert threshold' });
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await waitFor(() => expect(within(dialog).getByLabelText('PM10 (µg/m³)')).toHaveFocus());
  },
};

/** Open, in the dark theme. */
export const OpenDark: Story = {
  ...Open,
  globals: { theme: 'dark' },
};

/** Without a title or Close button; `aria-label` names it instead. */
export const Plain: Story = {
  args: {
    defaultOpen: true,
    title: undefined,
    showCloseButton: false,
    'aria-label': 'Alert threshold',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Alert threshold' });
    await expect(within(dialog).queryByRole('heading')).not.toBeInTheDocument();
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  },
};

/** The trigger opens it; Escape closes it and focus returns to the trigger. */
export const TriggerAndEscape: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Threshold' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.findByRole('dialog', { name: 'Alert threshold' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** The Close button and the footer buttons close it; Apply runs its action first. */
export const CloseButtons: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Threshold' });
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onApply).toHaveBeenCalledTimes(1);
  },
};

/** A click outside closes it. */
export const ClickOutside: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Threshold' }));
    await page.findByRole('dialog');
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Placed against an anchor (here the reading) rather than the small info button that opens it. */
export const WithAnchor: Story = {
  args: {
    title: 'Why is this reading flagged?',
    showCloseButton: true,
    side: 'bottom',
    align: 'start',
  },
  render: (args) => (
    <Popover>
      <PopoverAnchor asChild>
        <div className="rounded-card border-border bg-surface-raised inline-flex items-center gap-2 border p-3 text-sm">
          <span>
            PM10 at North perimeter fence: <strong>87 µg/m³</strong>
          </span>
          <PopoverTrigger asChild>
            <Button
              variant="ghost"
              size="sm"
              className="size-8 px-0"
              aria-label="About this reading"
            >
              <Info aria-hidden="true" className="size-4" />
            </Button>
          </PopoverTrigger>
        </div>
      </PopoverAnchor>
      <PopoverContent {...args}>
        <p className="text-text-muted">
          It is above the site limit of 50 µg/m³ for the 15-minute average ending 14:30.
        </p>
      </PopoverContent>
    </Popover>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'About this reading' }),
    );
    const dialog = await page.findByRole('dialog', { name: 'Why is this reading flagged?' });
    const anchor = within(canvasElement).getByText(/PM10 at North perimeter fence/).parentElement;
    // Lined up with the anchor's start edge, not with the trigger.
    await waitFor(() =>
      expect(
        Math.abs(dialog.getBoundingClientRect().left - (anchor?.getBoundingClientRect().left ?? 0)),
      ).toBeLessThan(2),
    );
  },
};

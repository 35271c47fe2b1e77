import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { Modal } from './modal';

const meta = {
  title: 'Components/Modal',
  component: Modal,
  args: {
    title: 'Rename monitoring location',
    description: 'The new name appears on charts, reports and alerts.',
    primaryLabel: 'Save',
    onPrimary: fn(),
    onSecondary: fn(),
    onOpenChange: fn(),
    trigger: <Button variant="secondary">Rename location</Button>,
    children: <p>North perimeter fence (NPF-02) will be renamed for everyone in the project.</p>,
  },
  // The dialog is portalled to the body; the frame fills the viewport so screenshots show it.
  decorators: [
    (Story) => (
      <div className="min-h-[calc(100vh-2rem)]">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: title, description, body, Cancel and the main action, and a Close button. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Rename monitoring location' });
    await expect(dialog).toHaveAccessibleDescription(
      'The new name appears on charts, reports and alerts.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Open, in the dark theme. */
export const OpenDark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
};

/** The small size, for short confirmations. */
export const Small: Story = {
  args: { defaultOpen: true, size: 'sm', description: undefined },
};

/** The large size, for forms and longer content. */
export const Large: Story = {
  args: { defaultOpen: true, size: 'lg' },
};

/** The trigger opens it; Escape closes it and focus returns to the trigger. */
export const OpenWithTriggerAndEscape: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename location' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Rename monitoring location' });
    await expect(dialog).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Tab and Shift+Tab cycle through the dialog's controls without leaving it. */
export const FocusTrapped: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rename location' }));
    const dialog = await page.findByRole('dialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();
  },
};

/** Cancel and the Close button both dismiss it; Cancel reports through `onSecondary`. */
export const CancelAndClose: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename location' });
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSecondary).toHaveBeenCalledTimes(1);
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/**
 * Passive (no `primaryLabel`): an information dialog whose actions sit in its body. It has no
 * footer, so the corner Close button is its one close button; Escape closes it too.
 */
export const Passive: Story = {
  tags: ['!visual'],
  args: {
    primaryLabel: undefined,
    title: 'Api Key',
    description: 'Keys let loggers and scripts send and read data.',
    children: <Button variant="secondary">Create key</Button>,
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Rename location' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog', { name: 'Api Key' });
    await expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent || button.getAttribute('aria-label')),
    ).toEqual(['Create key', 'Close']);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('button', { name: 'Close' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onSecondary).not.toHaveBeenCalled();
  },
};

/** The main action reports through `onPrimary`; with `closeOnPrimary` the modal then closes. */
export const PrimaryCloses: Story = {
  tags: ['!visual'],
  args: { closeOnPrimary: true },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Rename location' }));
    await userEvent.click(await page.findByRole('button', { name: 'Save' }));
    await expect(args.onPrimary).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Controlled from outside (no trigger): focus still returns to the opening button. */
export const Controlled: Story = {
  tags: ['!visual'],
  args: { trigger: undefined },
  render: function ControlledModal(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button onClick={() => setOpen(true)}>Open settings</Button>
        <Modal {...args} open={open} onOpenChange={setOpen} onPrimary={() => setOpen(false)} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Open settings' });
    await userEvent.click(opener);
    await userEvent.click(await page.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** While busy the main action spins and nothing dismisses the modal. */
export const Busy: Story = {
  args: { defaultOpen: true, busy: true, primaryLabel: 'Saving' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Saving' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

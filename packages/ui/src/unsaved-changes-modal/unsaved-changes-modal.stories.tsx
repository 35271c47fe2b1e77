import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import { UnsavedChangesModal } from './unsaved-changes-modal';

const meta = {
  title: 'Components/UnsavedChangesModal',
  component: UnsavedChangesModal,
  args: { open: true, onDiscard: fn(), onCancel: fn() },
  // The dialog is portalled to the body; the frame fills the viewport so screenshots show it.
  decorators: [
    (Story) => (
      <div className="min-h-[calc(100vh-2rem)]">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof UnsavedChangesModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The specification's wording, with Discard and Cancel. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', {
      name: 'You have unsaved changes. Are you sure you want to discard these changes?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Discard' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
  },
};

/** Open, in the dark theme. */
export const OpenDark: Story = {
  globals: { theme: 'dark' },
};

/** The app passes translated wording. */
export const Translated: Story = {
  args: {
    title: 'Tiene cambios sin guardar. ¿Seguro que desea descartarlos?',
    discardLabel: 'Descartar',
    cancelLabel: 'Cancelar',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(await page.findByRole('button', { name: 'Descartar' })).toBeVisible();
  },
};

/** Leaving a dirty form: Discard reports `onDiscard`, Escape and Cancel report `onCancel`. */
export const DiscardOrStay: Story = {
  tags: ['!visual'],
  args: { open: false },
  render: function Guarded(args) {
    const [open, setOpen] = useState(false);
    return (
      <>
        <Button variant="link" onClick={() => setOpen(true)}>
          Go to reports
        </Button>
        <UnsavedChangesModal
          {...args}
          open={open}
          onDiscard={() => {
            args.onDiscard();
            setOpen(false);
          }}
          onCancel={() => {
            args.onCancel();
            setOpen(false);
          }}
        />
      </>
    );
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const leave = within(canvasElement).getByRole('button', { name: 'Go to reports' });

    await userEvent.click(leave);
    await page.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(leave).toHaveFocus());

    await userEvent.click(leave);
    await userEvent.click(await page.findByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);

    await userEvent.click(leave);
    await userEvent.click(await page.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onDiscard).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

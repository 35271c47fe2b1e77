import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { Button } from '../button';
import { DangerModal } from './danger-modal';

const meta = {
  title: 'Components/DangerModal',
  component: DangerModal,
  args: {
    title: 'Delete monitoring location?',
    description:
      'North perimeter fence (NPF-02) and its alert rules will be deleted. This cannot be undone.',
    confirmLabel: 'Delete',
    onConfirm: fn(async () => undefined),
    onOpenChange: fn(),
    trigger: <Button variant="danger">Delete location</Button>,
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
} satisfies Meta<typeof DangerModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A promise the play function settles when it chooses, to observe the pending state. */
function deferred() {
  let resolve: (value?: unknown) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Open: the question, the consequence, Cancel and the destructive action. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Delete monitoring location?' });
    // The safe choice has focus first.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeEnabled();
  },
};

/** Open, in the dark theme. */
export const OpenDark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
};

/** Confirm stays pending until the promise settles; a failure is shown inside and a retry that succeeds closes the modal. */
export const PendingErrorThenRetry: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const onConfirm = args.onConfirm as Mock<() => Promise<unknown>>;
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete location' });
    await userEvent.click(trigger);
    const dialog = await page.findByRole('dialog');

    const first = deferred();
    onConfirm.mockImplementationOnce(() => first.promise);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });
    await expect(confirm).toBeDisabled();
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape is ignored while the action runs.
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('dialog')).toBeVisible();

    first.reject(new Error('The location is used by 2 alert rules.'));
    const alert = await within(dialog).findByRole('alert');
    await expect(alert).toHaveTextContent('The location is used by 2 alert rules.');
    await expect(page.getByRole('dialog')).toBeVisible();
    await waitFor(() => expect(confirm).toBeEnabled());
    await waitFor(() => expect(confirm).toHaveFocus());

    const second = deferred();
    onConfirm.mockImplementationOnce(() => second.promise);
    await userEvent.click(confirm);
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    second.resolve();
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onConfirm).toHaveBeenCalledTimes(2);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** After a failure: the message stays inside the modal so the user can retry or cancel. */
export const Failed: Story = {
  args: {
    defaultOpen: true,
    onConfirm: fn(async () => {
      throw new Error('The location is used by 2 alert rules.');
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The location is used by 2 alert rules.',
    );
  },
};

/** The failure in the dark theme, with a custom `errorMessage`. */
export const FailedDark: Story = {
  ...Failed,
  args: {
    ...Failed.args,
    errorMessage: () => 'The location could not be deleted. Try again later.',
  },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The location could not be deleted. Try again later.',
    );
  },
};

/** High impact: Confirm is enabled only when the resource name is typed exactly. */
export const TypedConfirmation: Story = {
  args: {
    defaultOpen: true,
    title: 'Delete project?',
    description: 'Harbour Road Redevelopment, its 14 locations and all their data will be deleted.',
    confirmText: 'Harbour Road Redevelopment',
    confirmTextLabel: 'Type "Harbour Road Redevelopment" to confirm',
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Delete project?' });
    const input = within(dialog).getByLabelText('Type "Harbour Road Redevelopment" to confirm');
    await waitFor(() => expect(input).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeDisabled();
  },
};

/** The typed confirmation in the dark theme. */
export const TypedConfirmationDark: Story = {
  ...TypedConfirmation,
  globals: { theme: 'dark' },
};

/** Near misses keep Confirm disabled; the exact text enables it and Enter confirms. */
export const TypedConfirmationExactMatch: Story = {
  tags: ['!visual'],
  args: { ...TypedConfirmation.args, defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete location' }));
    const dialog = await page.findByRole('dialog');
    const input = within(dialog).getByLabelText('Type "Harbour Road Redevelopment" to confirm');
    const confirm = within(dialog).getByRole('button', { name: 'Delete' });

    await userEvent.type(input, 'harbour road redevelopment');
    await expect(confirm).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.type(input, 'Harbour Road Redevelopment ');
    await expect(confirm).toBeDisabled();

    await userEvent.clear(input);
    await userEvent.type(input, 'Harbour Road Redevelopment');
    await expect(confirm).toBeEnabled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

/** Reopening starts clean: the typed text and the last error are gone. */
export const ReopensClean: Story = {
  tags: ['!visual'],
  args: { ...TypedConfirmation.args, defaultOpen: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Delete location' });
    await userEvent.click(trigger);
    const label = 'Type "Harbour Road Redevelopment" to confirm';
    await userEvent.type(await page.findByLabelText(label), 'Harbour');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await expect(await page.findByLabelText(label)).toHaveValue('');
  },
};

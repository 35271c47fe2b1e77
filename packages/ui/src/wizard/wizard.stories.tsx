import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { Button } from '../button';
import { Checkbox } from '../checkbox';
import { FormField } from '../form-field';
import { RadioGroup } from '../radio-group';
import { TextInput } from '../text-input';
import { UnsavedChangesModal } from '../unsaved-changes-modal';
import { Wizard, type WizardProps, type WizardStep } from './wizard';

/** The story's own props: the wizard's (its steps are replaced by the demo's), plus step hooks. */
interface CreateAlertWizardProps extends WizardProps {
  /** The Details step's Next (e.g. checking the name is unique). */
  onDetailsNext?: () => Promise<void>;
  /** Starts with the Details and Trigger steps filled in. */
  prefilled?: boolean;
  /** Asks before cancelling a wizard with input, using UnsavedChangesModal. */
  guardCancel?: boolean;
}

/** A three-step Create alert wizard whose steps hold their input in the page's state. */
function CreateAlertWizard({
  onDetailsNext,
  prefilled = false,
  guardCancel = false,
  steps: _steps,
  ...args
}: CreateAlertWizardProps) {
  const [name, setName] = useState(prefilled ? 'North fence PM10' : '');
  const [threshold, setThreshold] = useState(prefilled ? '50' : '');
  const [period, setPeriod] = useState('15');
  const [email, setEmail] = useState(true);
  const [open, setOpen] = useState(args.defaultOpen ?? false);
  const [confirming, setConfirming] = useState(false);

  const steps: WizardStep[] = [
    {
      id: 'details',
      title: 'Details',
      isComplete: name.trim() !== '',
      onNext: onDetailsNext,
      content: (
        <FormField label="Alert name" helperText="A unique name, used in notifications." required>
          <TextInput value={name} onChange={(event) => setName(event.target.value)} />
        </FormField>
      ),
    },
    {
      id: 'trigger',
      title: 'Trigger',
      isComplete: Number(threshold) > 0,
      content: (
        <>
          <FormField label="Threshold (µg/m³)" required>
            <TextInput
              inputMode="decimal"
              value={threshold}
              onChange={(event) => setThreshold(event.target.value)}
            />
          </FormField>
          <RadioGroup
            label="Averaging period"
            value={period}
            onValueChange={setPeriod}
            options={[
              { value: '15', label: '15 minutes' },
              { value: '60', label: '1 hour' },
              { value: '1440', label: '24 hours' },
            ]}
          />
        </>
      ),
    },
    {
      id: 'actions',
      title: 'Actions',
      isComplete: true,
      content: (
        <Checkbox
          label="Send e-mails to the recipients"
          checked={email}
          onCheckedChange={(checked) => setEmail(checked === true)}
        />
      ),
    },
  ];

  return (
    <>
      <Wizard
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
        onCancel={
          guardCancel
            ? () => {
                args.onCancel?.();
                if (name || threshold) setConfirming(true);
                else setOpen(false);
              }
            : args.onCancel
        }
        trigger={<Button>Create alert</Button>}
        steps={steps}
      />
      <UnsavedChangesModal
        open={confirming}
        onCancel={() => setConfirming(false)}
        onDiscard={() => {
          setConfirming(false);
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Components/Wizard',
  component: Wizard,
  args: {
    title: 'Create alert',
    description: 'Alerts e-mail and text the recipients when a reading crosses the threshold.',
    finishLabel: 'Create',
    steps: [],
    defaultOpen: true,
    onFinish: fn(async () => undefined),
    onOpenChange: fn(),
    onStepChange: fn(),
    onCancel: undefined,
  },
  render: (args) => <CreateAlertWizard {...args} />,
  // The tearsheet is portalled to the body; the frame fills the viewport so screenshots show it.
  decorators: [
    (Story) => (
      <div className="min-h-[calc(100vh-2rem)]">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<CreateAlertWizardProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A promise the play function settles when it chooses, to observe the pending state. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function openDialog(canvasElement: HTMLElement) {
  const page = within(canvasElement.ownerDocument.body);
  const dialog = await page.findByRole('dialog', { name: 'Create alert' });
  return { page, dialog, inDialog: within(dialog) };
}

/** The first step: Next stays disabled until the step is complete, and there is no Back. */
export const FirstStep: Story = {
  play: async ({ canvasElement }) => {
    const { dialog, inDialog } = await openDialog(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Alerts e-mail and text the recipients when a reading crosses the threshold.',
    );
    const current = inDialog.getByRole('listitem', { current: 'step' });
    await expect(current).toHaveTextContent('Step 1 of 3 Details');
    await expect(inDialog.getByRole('heading', { level: 3, name: 'Details' })).toBeVisible();
    await expect(inDialog.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(inDialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await waitFor(() =>
      expect(inDialog.getByRole('textbox', { name: 'Alert name' })).toHaveFocus(),
    );
  },
};

/** The first step, in the dark theme. */
export const FirstStepDark: Story = {
  ...FirstStep,
  globals: { theme: 'dark' },
};

/** Completing a step enables Next, which moves on; the progress shows the first step complete. */
export const SecondStep: Story = {
  play: async ({ canvasElement, args }) => {
    const { inDialog } = await openDialog(canvasElement);
    const next = inDialog.getByRole('button', { name: 'Next' });
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Alert name' }), 'North fence PM10');
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    const heading = await inDialog.findByRole('heading', { level: 3, name: 'Trigger' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(inDialog.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Step 2 of 3 Trigger',
    );
    await expect(args.onStepChange).toHaveBeenLastCalledWith(1);
    await expect(inDialog.getByRole('button', { name: 'Back' })).toBeEnabled();
    await expect(inDialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** The second step, in the dark theme. */
export const SecondStepDark: Story = {
  ...SecondStep,
  globals: { theme: 'dark' },
};

/** The last step's button carries the final label ("Create"). */
export const LastStep: Story = {
  args: { prefilled: true },
  play: async ({ canvasElement }) => {
    const { inDialog } = await openDialog(canvasElement);
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await userEvent.click(await inDialog.findByRole('button', { name: 'Next' }));
    await expect(await inDialog.findByRole('heading', { name: 'Actions' })).toBeVisible();
    await expect(inDialog.queryByRole('button', { name: 'Next' })).toBeNull();
    await expect(inDialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    await expect(inDialog.getAllByRole('listitem')[0]).toHaveAttribute('data-status', 'complete');
  },
};

/** Cloning: the same wizard with "Clone" as the final label, on the last step. */
export const CloneLabel: Story = {
  args: { prefilled: true, title: 'Clone alert', finishLabel: 'Clone' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Clone alert' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Next' }));
    await userEvent.click(await dialog.findByRole('button', { name: 'Next' }));
    await expect(await dialog.findByRole('button', { name: 'Clone' })).toBeEnabled();
  },
};

/**
 * Given an async Next, the button spins and every button is disabled until it settles; then the
 * wizard moves on.
 */
export const AsyncNextThenAdvance: Story = {
  tags: ['!visual'],
  args: { onDetailsNext: fn(async () => undefined) },
  play: async ({ canvasElement, args }) => {
    const onDetailsNext = args.onDetailsNext as Mock<() => Promise<void>>;
    const pending = deferred();
    onDetailsNext.mockImplementationOnce(() => pending.promise);
    const { page, inDialog } = await openDialog(canvasElement);
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Alert name' }), 'North fence');
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    const next = inDialog.getByRole('button', { name: 'Next' });
    await expect(next).toHaveAttribute('aria-busy', 'true');
    await expect(next).toBeDisabled();
    await expect(inDialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape is ignored while the step's Next runs.
    await userEvent.keyboard('{Escape}');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(inDialog.getByRole('heading', { level: 3, name: 'Details' })).toBeVisible();

    pending.resolve();
    await expect(await inDialog.findByRole('heading', { level: 3, name: 'Trigger' })).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-busy');
    await expect(onDetailsNext).toHaveBeenCalledTimes(1);
  },
};

/** Given a failing Next, the wizard stays on the step and shows the error; focus returns to Next. */
export const NextFailure: Story = {
  args: {
    onDetailsNext: fn(async () => {
      throw new Error('An alert called "North fence" already exists in this project.');
    }),
  },
  play: async ({ canvasElement, args }) => {
    const { inDialog } = await openDialog(canvasElement);
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Alert name' }), 'North fence');
    const next = inDialog.getByRole('button', { name: 'Next' });
    await userEvent.click(next);
    const alert = await inDialog.findByRole('alert');
    await expect(alert).toHaveTextContent(
      'An alert called "North fence" already exists in this project.',
    );
    await expect(inDialog.getByRole('heading', { level: 3, name: 'Details' })).toBeVisible();
    await expect(inDialog.getByRole('textbox', { name: 'Alert name' })).toHaveValue('North fence');
    await waitFor(() => expect(next).toHaveFocus());
    await expect(args.onStepChange).not.toHaveBeenCalled();
  },
};

/** The failure, in the dark theme. */
export const NextFailureDark: Story = {
  ...NextFailure,
  globals: { theme: 'dark' },
};

/** Back returns to the previous step with its input kept by the page. */
export const Back: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const { inDialog } = await openDialog(canvasElement);
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Alert name' }), 'North fence');
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await userEvent.click(await inDialog.findByRole('button', { name: 'Back' }));
    const heading = await inDialog.findByRole('heading', { level: 3, name: 'Details' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(inDialog.getByRole('textbox', { name: 'Alert name' })).toHaveValue('North fence');
    await expect(inDialog.queryByRole('button', { name: 'Back' })).toBeNull();
    await expect(args.onStepChange).toHaveBeenLastCalledWith(0);
  },
};

/** The final button submits through `onFinish`, with a spinner meanwhile; success closes the wizard. */
export const FinishCloses: Story = {
  tags: ['!visual'],
  args: { prefilled: true, defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const onFinish = args.onFinish as Mock<() => Promise<void>>;
    const pending = deferred();
    onFinish.mockImplementationOnce(() => pending.promise);
    const trigger = within(canvasElement).getByRole('button', { name: 'Create alert' });
    await userEvent.click(trigger);
    const { page, inDialog } = await openDialog(canvasElement);
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await userEvent.click(await inDialog.findByRole('button', { name: 'Next' }));
    await userEvent.click(await inDialog.findByRole('button', { name: 'Create' }));
    await expect(inDialog.getByRole('button', { name: 'Create' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(inDialog.getByRole('button', { name: 'Back' })).toBeDisabled();
    pending.resolve();
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(onFinish).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A failed submit keeps the last step open with the error, under `errorTitle`. */
export const FinishFailure: Story = {
  args: {
    prefilled: true,
    errorTitle: 'Alert not created',
    onFinish: fn(async () => {
      throw new Error('The server did not answer in time. Try again.');
    }),
  },
  play: async ({ canvasElement }) => {
    const { page, inDialog } = await openDialog(canvasElement);
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await userEvent.click(await inDialog.findByRole('button', { name: 'Next' }));
    await userEvent.click(await inDialog.findByRole('button', { name: 'Create' }));
    const alert = await inDialog.findByRole('alert', { name: 'Alert not created' });
    await expect(alert).toHaveTextContent('The server did not answer in time. Try again.');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect(inDialog.getByRole('heading', { level: 3, name: 'Actions' })).toBeVisible();
  },
};

/** Without `onCancel`, Cancel closes the wizard and a reopened wizard starts again at step 1. */
export const Cancel: Story = {
  tags: ['!visual'],
  args: { prefilled: true, defaultOpen: false },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Create alert' });
    await userEvent.click(trigger);
    let { page, inDialog } = await openDialog(canvasElement);
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await inDialog.findByRole('heading', { level: 3, name: 'Trigger' });
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onFinish).not.toHaveBeenCalled();

    await userEvent.click(trigger);
    ({ page, inDialog } = await openDialog(canvasElement));
    await expect(inDialog.getByRole('heading', { level: 3, name: 'Details' })).toBeVisible();
    // Escape acts as Cancel; a click outside does nothing.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/**
 * With `onCancel` the wizard asks nothing itself: here the page shows UnsavedChangesModal and
 * closes the wizard on Discard.
 */
export const CancelWithUnsavedChanges: Story = {
  args: { guardCancel: true, onCancel: fn() },
  play: async ({ canvasElement, args }) => {
    const { page, inDialog } = await openDialog(canvasElement);
    await userEvent.type(inDialog.getByRole('textbox', { name: 'Alert name' }), 'North fence');
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    const confirm = await page.findByRole('dialog', {
      name: 'You have unsaved changes. Are you sure you want to discard these changes?',
    });
    // Stay: the wizard keeps its input.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryAllByRole('dialog')).toHaveLength(1));
    await expect(inDialog.getByRole('textbox', { name: 'Alert name' })).toHaveValue('North fence');
    // Leave: Discard closes both.
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await page.findByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A single-step wizard (Create project) has no progress indicator and no step heading. */
export const SingleStep: Story = {
  args: { title: 'Create project', description: undefined },
  render: function SingleStepWizard(args) {
    const [name, setName] = useState('');
    return (
      <Wizard
        {...args}
        size="narrow"
        steps={[
          {
            id: 'project',
            title: 'Project',
            isComplete: name.trim() !== '',
            content: (
              <FormField label="Project name" required>
                <TextInput value={name} onChange={(event) => setName(event.target.value)} />
              </FormField>
            ),
          },
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const dialog = within(await page.findByRole('dialog', { name: 'Create project' }));
    await expect(dialog.queryByRole('list')).toBeNull();
    await expect(dialog.queryByText('Step 1 of 1')).toBeNull();
    await expect(dialog.queryByRole('button', { name: 'Next' })).toBeNull();
    const create = dialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await userEvent.type(dialog.getByRole('textbox', { name: 'Project name' }), 'Harbour Road');
    await expect(create).toBeEnabled();
  },
};

/** The single-step wizard, in the dark theme. */
export const SingleStepDark: Story = {
  ...SingleStep,
  globals: { theme: 'dark' },
};

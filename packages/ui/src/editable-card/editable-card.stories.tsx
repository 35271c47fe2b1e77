import type { Meta, StoryObj } from '@storybook/react-vite';
import { validateProjectName } from '@aq/validation/project';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within, type Mock } from 'storybook/test';
import { FormField } from '../form-field';
import { TextArea } from '../text-area';
import { TextInput } from '../text-input';
import { useUiStrings } from '../ui-strings';
import { EditableCard, type EditableCardEditProps, type EditableCardProps } from './editable-card';

interface ProjectDetails {
  name: string;
  description: string;
}

const PROJECT: ProjectDetails = {
  name: 'Harbour Road Redevelopment',
  description: 'Dust and PM10 monitoring around the demolition site.',
};

function viewProject(value: ProjectDetails) {
  return (
    <dl className="grid grid-cols-[8rem_1fr] gap-2">
      <dt className="text-text-muted">Name</dt>
      <dd>{value.name}</dd>
      <dt className="text-text-muted">Description</dt>
      <dd>{value.description}</dd>
    </dl>
  );
}

function ProjectForm({ draft, setDraft }: EditableCardEditProps<ProjectDetails>) {
  const { validationMessage } = useUiStrings();
  const nameError = validateProjectName(draft.name);
  return (
    <>
      <FormField label="Name" required error={nameError ? validationMessage(nameError) : undefined}>
        <TextInput
          value={draft.name}
          onChange={(event) => {
            const name = event.target.value;
            setDraft((current) => ({ ...current, name }));
          }}
        />
      </FormField>
      <FormField label="Description">
        <TextArea
          value={draft.description}
          onChange={(event) => {
            const description = event.target.value;
            setDraft((current) => ({ ...current, description }));
          }}
        />
      </FormField>
    </>
  );
}

/** The card with its value held in state, as a page holds it after a successful save. */
function ProjectDetailsCard({
  value: initial,
  onSave,
  ...args
}: EditableCardProps<ProjectDetails>) {
  const [value, setValue] = useState(initial);
  return (
    <EditableCard
      {...args}
      value={value}
      onSave={async (draft) => {
        await onSave(draft);
        setValue(draft);
      }}
    />
  );
}

const meta = {
  title: 'Components/EditableCard',
  component: EditableCard,
  args: {
    title: 'Project details',
    value: PROJECT,
    onSave: fn(async () => undefined),
    onEditingChange: fn(),
    onDirtyChange: fn(),
    isValid: (draft: ProjectDetails) => validateProjectName(draft.name) === null,
    renderView: viewProject,
    renderEdit: (props: EditableCardEditProps<ProjectDetails>) => <ProjectForm {...props} />,
    className: 'max-w-lg',
  },
  render: (args) => <ProjectDetailsCard {...args} />,
  tags: ['visual'],
} satisfies Meta<EditableCardProps<ProjectDetails>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A promise the play function settles when it chooses, to observe the saving state. */
function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** Viewing: the saved values and an Edit button described by the card's title. */
export const Viewing: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Project details' });
    await expect(within(card).getByText('Harbour Road Redevelopment')).toBeVisible();
    const edit = within(card).getByRole('button', { name: 'Edit' });
    await expect(edit).toHaveAccessibleDescription('Project details');
    await expect(within(card).queryByRole('button', { name: 'Save' })).toBeNull();
  },
};

/** Viewing, in the dark theme. */
export const ViewingDark: Story = {
  ...Viewing,
  globals: { theme: 'dark' },
};

/** Editing: the form takes focus; Save stays disabled while nothing has changed. */
export const Editing: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Project details' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const name = within(card).getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toHaveValue('Harbour Road Redevelopment');
    await expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    await expect(within(card).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(args.onEditingChange).toHaveBeenLastCalledWith(true);
  },
};

/** Editing, in the dark theme. */
export const EditingDark: Story = {
  ...Editing,
  globals: { theme: 'dark' },
};

/**
 * Given an edited card, Save is enabled only when the draft is dirty and valid; Enter in a
 * single-line field saves, Save spins and the fields are disabled until the save settles, and the
 * card then shows the new values with focus back on Edit.
 */
export const EditAndSaveWithEnter: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const onSave = args.onSave as Mock<(draft: ProjectDetails) => Promise<void>>;
    const card = within(canvasElement).getByRole('region', { name: 'Project details' });
    const edit = within(card).getByRole('button', { name: 'Edit' });
    await userEvent.click(edit);
    const name = within(card).getByRole('textbox', { name: 'Name' });
    const save = within(card).getByRole('button', { name: 'Save' });

    await expect(args.onDirtyChange).not.toHaveBeenCalled();
    // Invalid: blank name, with the rule's message; Enter does nothing.
    await userEvent.clear(name);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(true);
    await expect(name).toHaveAccessibleDescription('A project must have a name');
    await expect(save).toBeDisabled();
    await userEvent.keyboard('{Enter}');
    await expect(onSave).not.toHaveBeenCalled();

    // Typed back to the saved value: valid but not dirty.
    await userEvent.type(name, 'Harbour Road Redevelopment');
    await expect(save).toBeDisabled();
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);

    // Dirty and valid.
    await userEvent.type(name, ' Phase 2');
    await expect(save).toBeEnabled();

    const pending = deferred();
    onSave.mockImplementationOnce(() => pending.promise);
    await userEvent.keyboard('{Enter}');
    await expect(onSave).toHaveBeenCalledWith({
      ...PROJECT,
      name: 'Harbour Road Redevelopment Phase 2',
    });
    await expect(save).toHaveAttribute('aria-busy', 'true');
    await expect(save).toBeDisabled();
    await expect(name).toBeDisabled();
    await expect(within(card).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    // Escape is ignored while saving.
    await userEvent.keyboard('{Escape}');
    await expect(save).toBeInTheDocument();

    pending.resolve();
    await waitFor(() =>
      expect(within(card).getByText('Harbour Road Redevelopment Phase 2')).toBeVisible(),
    );
    await expect(within(card).queryByRole('textbox')).toBeNull();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Edit' })).toHaveFocus());
    await expect(args.onEditingChange).toHaveBeenLastCalledWith(false);
    await expect(args.onDirtyChange).toHaveBeenLastCalledWith(false);
  },
};

/** Enter in the multi-line description adds a line instead of saving. */
export const EnterInTextareaDoesNotSave: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Project details' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const description = within(card).getByRole('textbox', { name: 'Description' });
    await userEvent.click(description);
    await userEvent.keyboard('{Enter}Second line');
    await expect(description).toHaveValue(`${PROJECT.description}\nSecond line`);
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(within(card).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Saving: Save spins and the fields are disabled (the save never settles here). */
export const Saving: Story = {
  args: { onSave: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Project details' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Name' }), ' Phase 2');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await expect(within(card).getByRole('button', { name: 'Save' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(within(card).getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(card).toHaveAttribute('aria-busy', 'true');
  },
};

/** Saving, in the dark theme. */
export const SavingDark: Story = {
  ...Saving,
  globals: { theme: 'dark' },
};

/**
 * Given a failing save, the card goes back to editing with the error inside it, the draft kept
 * and focus back in the field; a retry that succeeds shows the new values.
 */
export const SaveFailure: Story = {
  args: {
    onSave: fn(async () => {
      throw new Error('The project name is already used in this organisation.');
    }),
    saveErrorTitle: 'Changes not saved',
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Project details' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const name = within(card).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Harbour Road{Enter}');
    const alert = await within(card).findByRole('alert', { name: 'Changes not saved' });
    await expect(alert).toHaveTextContent('The project name is already used in this organisation.');
    await expect(name).toHaveValue('Harbour Road');
    await expect(name).toBeEnabled();
    await waitFor(() => expect(name).toHaveFocus());
    await expect(within(card).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The failure, in the dark theme. */
export const SaveFailureDark: Story = {
  ...SaveFailure,
  globals: { theme: 'dark' },
};

/** After a failure, Save again: the error goes while saving and the success shows the values. */
export const SaveFailureThenRetry: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const onSave = args.onSave as Mock<(draft: ProjectDetails) => Promise<void>>;
    onSave.mockRejectedValueOnce(new Error('The server did not answer in time.'));
    const card = within(canvasElement).getByRole('region', { name: 'Project details' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.type(within(card).getByRole('textbox', { name: 'Name' }), ' North');
    const save = within(card).getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await expect(await within(card).findByRole('alert')).toHaveTextContent(
      'The server did not answer in time.',
    );
    await waitFor(() => expect(save).toHaveFocus());
    await userEvent.click(save);
    await waitFor(() =>
      expect(within(card).getByText('Harbour Road Redevelopment North')).toBeVisible(),
    );
    await expect(within(card).queryByRole('alert')).toBeNull();
    await expect(onSave).toHaveBeenCalledTimes(2);
  },
};

/** Cancel drops the draft: the original values come back, and so does Edit, with focus. */
export const CancelRestores: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Project details' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const name = within(card).getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Something else');
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    await expect(within(card).getByText('Harbour Road Redevelopment')).toBeVisible();
    await expect(within(card).queryByText('Something else')).toBeNull();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Edit' })).toHaveFocus());
    await expect(args.onEditingChange).toHaveBeenLastCalledWith(false);
    await expect(args.onSave).not.toHaveBeenCalled();
    // Editing again starts from the saved values, not the abandoned draft.
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await expect(within(card).getByRole('textbox', { name: 'Name' })).toHaveValue(
      'Harbour Road Redevelopment',
    );
  },
};

/** Given a dirty card, when Escape is pressed in a field, it restores the values. */
export const EscapeCancels: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Project details' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const description = within(card).getByRole('textbox', { name: 'Description' });
    await userEvent.type(description, ' More text.');
    await userEvent.keyboard('{Escape}');
    await expect(within(card).queryByRole('textbox')).toBeNull();
    await expect(within(card).getByText(PROJECT.description)).toBeVisible();
    await expect(args.onSave).not.toHaveBeenCalled();
    await waitFor(() => expect(within(card).getByRole('button', { name: 'Edit' })).toHaveFocus());
  },
};

/** Read only: `editable={false}` hides the Edit button. */
export const NotEditable: Story = {
  args: { editable: false },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Project details' });
    await expect(within(card).queryByRole('button')).toBeNull();
  },
};

/** Without permission Edit is unavailable but focusable, and its tooltip says why. */
export const CannotEdit: Story = {
  args: {
    canEdit: false,
    cannotEditReason: 'Only project administrators can change the project details.',
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const card = within(canvasElement).getByRole('region', { name: 'Project details' });
    const edit = within(card).getByRole('button', { name: 'Edit' });
    await expect(edit).toHaveAttribute('aria-disabled', 'true');
    await expect(edit).toHaveAccessibleDescription(
      'Project details Only project administrators can change the project details.',
    );
    await userEvent.click(edit);
    await expect(within(card).queryByRole('textbox')).toBeNull();
    await expect(args.onEditingChange).not.toHaveBeenCalled();
    edit.blur();
    await userEvent.tab();
    await expect(edit).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent(
      'Only project administrators can change the project details.',
    );
  },
};

/** While the card's data loads it shows a skeleton and no Edit button. */
export const Loading: Story = {
  args: { state: 'loading' },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Project details' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
  },
};

/** Loading, in the dark theme. */
export const LoadingDark: Story = {
  ...Loading,
  globals: { theme: 'dark' },
};

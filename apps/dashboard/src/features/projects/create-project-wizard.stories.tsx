import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { CreateProjectWizard } from './create-project-wizard';
import { projectRoutes } from '../../__fixtures__/projects';

const meta = {
  title: 'Screens/Projects/Create project',
  component: CreateProjectWizard,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  args: { onClose: fn() },
  render: (args, { globals, parameters }) => (
    // The wizard is a dialog in a portal: the screenshot covers the viewport-high root.
    <div className="min-h-[calc(100vh-2rem)]">
      <ScreenStory
        routes={projectRoutes({
          organisationsAdministrator: Boolean(parameters.organisationsAdministrator),
        })}
        path="/OneView"
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <CreateProjectWizard {...args} />
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof CreateProjectWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: Create stays disabled until name, location and time zone are set. */
export const Empty: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create project' });
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    const organisation = within(dialog).getByTestId('project-organisation');
    await waitFor(() => expect(organisation).toHaveValue('Demo Environmental'), { timeout: 5000 });
    await expect(organisation).toHaveAttribute('readonly');
    // The map has drawn the offline world before the screenshot.
    await waitFor(() => expect(dialog.querySelector('[data-state="idle"]')).not.toBeNull(), {
      timeout: 15_000,
    });
  },
};

/**
 * A name and typed coordinates set the location and fill the time zone from the coordinates;
 * Create is then enabled. Numbers that fit both orders wait for the user to pick A or B, and
 * Create stays disabled until then (issue 12, defect 3).
 */
export const FilledFromCoordinates: Story = {
  tags: ['!visual'],
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create project' });
    await userEvent.type(within(dialog).getByTestId('project-name'), 'Riverside Demolition');
    const coordinates = within(dialog).getByRole('textbox', { name: 'Coordinates' });
    await userEvent.type(coordinates, '-73.9442, 40.6782{enter}');
    await expect(
      await within(dialog).findByText(
        'These numbers fit two places. Choose A or B to set the location.',
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Use B: latitude 40.6782, longitude -73.9442' }),
    );
    await expect(await within(dialog).findByText('Location: 40.678200, -73.944200')).toBeVisible();
    await waitFor(() =>
      expect(within(dialog).getByTestId('project-time-zone')).toHaveValue(
        '(UTC-05:00) America/New_York',
      ),
    );
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeEnabled();
  },
};

/** A name with characters the rule refuses shows the rule's message. */
export const InvalidName: Story = {
  tags: ['!visual'],
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create project' });
    const name = within(dialog).getByTestId('project-name');
    await userEvent.type(name, 'Site <A>');
    await userEvent.tab();
    await expect(
      await within(dialog).findByText(
        /A project name can only contain the following special characters/,
      ),
    ).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

/** An organisations administrator chooses the organisation from every organisation. */
export const OrganisationsAdministrator: Story = {
  tags: ['!visual'],
  parameters: { organisationsAdministrator: true },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create project' });
    // The field becomes a choice once the signed-in user has loaded.
    const organisation = await within(dialog).findByRole(
      'combobox',
      { name: /Organisation/ },
      { timeout: 5000 },
    );
    await waitFor(() => expect(organisation).toHaveValue('Demo Environmental'));
    await userEvent.clear(organisation);
    await userEvent.type(organisation, 'harb');
    await userEvent.click(
      await within(document.body).findByRole('option', { name: 'Harbour Consulting' }),
    );
    await expect(organisation).toHaveValue('Harbour Consulting');
    await expect(
      within(dialog).queryByText('Projects are created in your organisation.'),
    ).toBeNull();
  },
};

/** Escape with nothing entered closes the wizard at once. */
export const EscapeWhenEmpty: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Create project' });
    await userEvent.click(within(dialog).getByTestId('project-name'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(
      within(document.body).queryByRole('dialog', { name: /unsaved changes/ }),
    ).toBeNull();
  },
};

/**
 * Escape after typing asks with the unsaved-changes modal instead of throwing the form away
 * (issue 12, defect 9): Cancel keeps the form as it was, Discard closes the wizard.
 */
export const EscapeAsksWhenTyped: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Create project' });
    const name = within(dialog).getByTestId('project-name');
    await userEvent.type(name, 'Riverside Demolition');
    await userEvent.keyboard('{Escape}');
    const ask = await body.findByRole('dialog', { name: /You have unsaved changes/ });
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(body.queryByRole('dialog', { name: /You have unsaved changes/ })).toBeNull(),
    );
    await expect(name).toHaveValue('Riverside Demolition');
    await expect(args.onClose).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(
      within(await body.findByRole('dialog', { name: /You have unsaved changes/ })).getByRole(
        'button',
        { name: 'Discard' },
      ),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/** Coordinates typed but waiting for a pick (A or B) are typed data too: Escape asks first. */
export const EscapeAsksWhenOnlyCoordinatesTyped: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Create project' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Coordinates' }),
      '-74.0, 40.7',
    );
    await userEvent.keyboard('{Escape}');
    await body.findByRole('dialog', { name: /You have unsaved changes/ });
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ADMINISTRATION_READ_ONLY,
  administrationRoutes,
  NO_MANAGE_USERS,
  type AdministrationFixture,
} from '../../__fixtures__/administration';
import { ScreenStory } from '../../__fixtures__/screen-story';
import AdministrationPage from './administration-page';
import { administrationHref, ADMINISTRATION_PATH } from './administration-path';

const meta = {
  title: 'Screens/Administration/Organisations',
  component: AdministrationPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => (
    <div className="min-h-[calc(100vh-2rem)]" style={parameters.phone ? { width: 390 } : undefined}>
      <ScreenStory
        routes={administrationRoutes(parameters.fixture as AdministrationFixture)}
        path={(parameters.path as string | undefined) ?? ADMINISTRATION_PATH}
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <AdministrationPage />
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof AdministrationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * An organisations administrator: the tree (customers under their parent, the chosen
 * organisation's branch open) and the first organisation's details.
 */
export const Administrator: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('organisation-heading')).toHaveTextContent(
      'Harbour Environmental',
    );
    await expect(canvas.getByTestId('organisation-time-zone-name')).toHaveTextContent(
      'America/New_York',
    );
    const tree = within(canvas.getByTestId('organisation-tree'));
    await expect(
      tree.getAllByTestId('tree-organisation-link').map((link) => link.textContent),
    ).toEqual(['Beacon Labs', 'Harbour Environmental', 'Acme Ports', 'Northfield Geotechnical']);
    await expect(await tree.findByText('Gowanus Canal Remediation')).toBeVisible();
    await expect(await tree.findByText('Ana Ruiz')).toBeVisible();
    await userEvent.click(
      tree.getByRole('button', {
        name: 'Show the projects, users and customers of Acme Ports',
      }),
    );
    await expect(await tree.findByText('Terminal 4 Dredging')).toBeVisible();
    await expect(tree.getByRole('link', { name: 'Quay Builders' })).toBeVisible();
    await userEvent.click(tree.getByRole('link', { name: 'Beacon Labs' }));
    await expect(await canvas.findByTestId('organisation-heading')).toHaveTextContent(
      'Beacon Labs',
    );
  },
};

/** A customer of a customer opens with the branches leading to it. */
export const NestedCustomer: Story = {
  parameters: { path: administrationHref('Quay Builders') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('organisation-heading')).toHaveTextContent(
      'Quay Builders',
    );
    await expect(canvas.getByText('Customer organisation of Acme Ports')).toBeVisible();
    const tree = within(canvas.getByTestId('organisation-tree'));
    await expect(tree.getByRole('link', { name: 'Quay Builders' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** Details: a rename to a name in use shows the server's message in the card. */
export const RenameConflict: Story = {
  parameters: { path: administrationHref('Harbour Environmental') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('organisation-edit'));
    const name = canvas.getByTestId('organisation-name-input');
    await expect(canvas.getByTestId('organisation-save')).toBeDisabled();
    await userEvent.clear(name);
    await expect(await canvas.findByText('Enter the organisation’s name.')).toBeVisible();
    await userEvent.type(name, 'Beacon Labs');
    await userEvent.click(canvas.getByTestId('organisation-save'));
    await expect(await canvas.findByTestId('organisation-save-error')).toHaveTextContent(
      'An organisation named Beacon Labs already exists.',
    );
    await userEvent.click(name);
    await userEvent.keyboard('{Escape}');
    await expect(await canvas.findByTestId('organisation-name')).toHaveTextContent(
      'Harbour Environmental',
    );
  },
};

/** Details: a rename follows the organisation to its new name. */
export const Rename: Story = {
  parameters: { path: administrationHref('Northfield Geotechnical') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('organisation-edit'));
    const name = canvas.getByTestId('organisation-name-input');
    await userEvent.clear(name);
    await userEvent.type(name, 'Northfield Geo');
    await userEvent.click(canvas.getByTestId('organisation-save'));
    await waitFor(() =>
      expect(canvas.getByTestId('organisation-heading')).toHaveTextContent('Northfield Geo'),
    );
  },
};

/** 'Add customer organisation' asks for a name and a time zone, then opens the new one. */
export const AddCustomer: Story = {
  parameters: { path: administrationHref('Acme Ports') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('add-customer'));
    const modal = within(await body().findByTestId('add-customer-modal'));
    await userEvent.click(modal.getByRole('button', { name: 'Add organisation' }));
    await expect(await modal.findByText('Enter the organisation’s name.')).toBeVisible();
    await userEvent.type(modal.getByTestId('customer-name-input'), 'Pier 9 Cranes');
    await userEvent.click(modal.getByRole('button', { name: 'Add organisation' }));
    await waitFor(() =>
      expect(canvas.getByTestId('organisation-heading')).toHaveTextContent('Pier 9 Cranes'),
    );
    await expect(canvas.getByText('Customer organisation of Acme Ports')).toBeVisible();
  },
};

/** Projects: licensed yes or no, links to each dashboard, and Manage licences. */
export const Projects: Story = {
  tags: ['visual'],
  parameters: { path: administrationHref('Harbour Environmental', 'projects') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByTestId('organisation-projects'));
    await table.findByText('Gowanus Canal Remediation');
    await expect(table.getAllByTestId('project-licensed').map((cell) => cell.textContent)).toEqual([
      'Yes',
      'No',
      'Yes',
    ]);
    await expect(table.getByRole('link', { name: 'Harbour Road Demolition' })).toHaveAttribute(
      'href',
      expect.stringContaining('/OneView/project/dashboard'),
    );
    await expect(canvas.getByTestId('manage-licences')).not.toHaveAttribute('aria-disabled');
  },
};

/** Users: each user's role and last sign-in on the organisation's clock; one's own row is kept. */
export const Users: Story = {
  tags: ['visual'],
  parameters: { path: administrationHref('Harbour Environmental', 'users') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByTestId('organisation-users'));
    const ana = await table.findByRole('row', { name: /Ana Ruiz/ });
    await expect(ana).toHaveTextContent('Project manager');
    await expect(ana).toHaveTextContent(/UTC-05:00/);
    await expect(table.getByRole('row', { name: /Li Wei/ })).toHaveTextContent('Never');
    const self = within(table.getByRole('row', { name: /Dana Whitfield/ }));
    await expect(self.getByTestId('remove-user')).toHaveAttribute('aria-disabled', 'true');
    await expect(within(ana).getByTestId('remove-user')).not.toHaveAttribute('aria-disabled');
  },
};

/** Invite user: the rules of each field, roles with their lines, then the new user in the list. */
export const InviteUser: Story = {
  parameters: { path: administrationHref('Harbour Environmental', 'users') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await canvas.findByTestId('organisation-users')).findByRole('row', {
      name: /Ana Ruiz/,
    });
    await userEvent.click(canvas.getByTestId('invite-user'));
    const modal = within(await body().findByTestId('invite-user-modal'));
    await userEvent.click(modal.getByRole('button', { name: 'Invite' }));
    await expect(await modal.findByText('Enter a username.')).toBeVisible();
    await expect(modal.getByText('Choose a role.')).toBeVisible();
    await userEvent.type(modal.getByTestId('invite-username'), 'jo.baker');
    await userEvent.type(modal.getByTestId('invite-full-name'), 'Jo Baker');
    await userEvent.type(modal.getByTestId('invite-email'), 'jo.baker');
    await userEvent.type(modal.getByTestId('invite-job-title'), 'Site engineer');
    await userEvent.type(modal.getByTestId('invite-password'), 'letters');
    await userEvent.click(modal.getByRole('button', { name: 'Invite' }));
    await expect(await modal.findByText(/Minimum 6 characters/)).toBeVisible();
    await expect(modal.getByText('Email address must include a domain')).toBeVisible();
    await userEvent.clear(modal.getByTestId('invite-email'));
    await userEvent.type(modal.getByTestId('invite-email'), 'jo.baker@harbour.example');
    await userEvent.clear(modal.getByTestId('invite-password'));
    await userEvent.type(modal.getByTestId('invite-password'), 'harbour-7');
    await userEvent.click(modal.getByTestId('invite-role'));
    await userEvent.click(await body().findByRole('option', { name: /Viewer/ }));
    await expect(modal.getByText('Sees data and reports, changes nothing.')).toBeVisible();
    await userEvent.click(modal.getByRole('button', { name: 'Invite' }));
    const table = within(canvas.getByTestId('organisation-users'));
    await expect(await table.findByRole('row', { name: /Jo Baker/ })).toHaveTextContent('Viewer');
  },
};

/** Change role, then Remove with a confirmation naming the user. */
export const ChangeRoleAndRemove: Story = {
  parameters: { path: administrationHref('Harbour Environmental', 'users') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByTestId('organisation-users'));
    await table.findByRole('row', { name: /Li Wei/ });
    await userEvent.click(table.getByRole('button', { name: 'Change role Li Wei' }));
    const modal = within(await body().findByTestId('change-role-modal'));
    await userEvent.click(modal.getByTestId('change-role-select'));
    await userEvent.click(await body().findByRole('option', { name: /Project manager/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Change role' }));
    await waitFor(() =>
      expect(table.getByRole('row', { name: /Li Wei/ })).toHaveTextContent('Project manager'),
    );
    await userEvent.click(table.getByRole('button', { name: 'Remove Li Wei' }));
    const dialog = within(await body().findByRole('dialog', { name: 'Remove Li Wei?' }));
    await expect(dialog.getByText(/Li Wei \(li\.wei\) will no longer be able/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Remove user' }));
    await waitFor(() => expect(table.queryByRole('row', { name: /Li Wei/ })).toBeNull());
  },
};

/** The last administrator of an organisation cannot be demoted: the server's 409 is shown. */
export const LastAdministrator: Story = {
  parameters: { path: administrationHref('Acme Ports', 'users') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByTestId('organisation-users'));
    await table.findByRole('row', { name: /Marco Rossi/ });
    await userEvent.click(table.getByRole('button', { name: 'Change role Marco Rossi' }));
    const modal = within(await body().findByTestId('change-role-modal'));
    await userEvent.click(modal.getByTestId('change-role-select'));
    await userEvent.click(await body().findByRole('option', { name: /Viewer/ }));
    await userEvent.click(modal.getByRole('button', { name: 'Change role' }));
    await expect(await modal.findByTestId('change-role-error')).toHaveTextContent(
      'Marco Rossi is the last user who can manage the users of Acme Ports.',
    );
  },
};

/**
 * A user without the permissions: every change is unavailable with the reason, and the users list
 * shows the server's refusal.
 */
export const ReadOnly: Story = {
  parameters: {
    fixture: { user: ADMINISTRATION_READ_ONLY },
    path: administrationHref('Harbour Environmental'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('organisation-edit')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByTestId('add-customer')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: /Projects/ }));
    await expect(await canvas.findByTestId('manage-licences')).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(canvas.getByRole('tab', { name: /Users/ }));
    await expect(await canvas.findByText(NO_MANAGE_USERS)).toBeVisible();
    await expect(canvas.getByTestId('invite-user')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** While the organisations load. */
export const Loading: Story = {
  parameters: { fixture: { loading: true } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('status', { name: 'Loading' }),
    ).toBeInTheDocument();
  },
};

/** A caller who manages no organisation. */
export const Empty: Story = {
  parameters: { fixture: { organisations: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No organisations to manage'),
    ).toBeVisible();
  },
};

/** A refusal shows the server's message. */
export const Failure: Story = {
  parameters: {
    fixture: {
      failure: { status: 403, message: 'You do not have permission to manage users.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('administration-error')).toHaveTextContent(
      'You do not have permission to manage users.',
    );
  },
};

/** At a phone's width the tree folds into a button above the panel. */
export const PhoneWidth: Story = {
  tags: ['visual'],
  parameters: { phone: true, path: administrationHref('Harbour Environmental', 'users') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await within(await canvas.findByTestId('organisation-users')).findByRole('row', {
      name: /Ana Ruiz/,
    });
    const toggle = canvas.getByTestId('tree-phone-toggle');
    await expect(toggle).toHaveTextContent('Organisation: Harbour Environmental');
    await expect(canvas.getByTestId('organisation-tree')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(canvas.getByTestId('organisation-tree')).toBeVisible();
  },
};

/** In the dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: { path: administrationHref('Harbour Environmental', 'users') },
  play: async ({ canvasElement }) => {
    await within(await within(canvasElement).findByTestId('organisation-users')).findByRole('row', {
      name: /Ana Ruiz/,
    });
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  parameters: { path: administrationHref('Harbour Environmental') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('管理');
  },
};

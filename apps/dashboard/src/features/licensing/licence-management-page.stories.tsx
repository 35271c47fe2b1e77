import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  flagRoutes,
  LICENSING_NOW,
  LICENSING_ORGANISATION,
  LICENSING_PROJECTS,
  LICENSING_SUBSCRIPTION_ID,
  licenceManagementRoutes,
  type LicensingFixture,
} from '../../__fixtures__/licensing';
import { ScreenStory, type FixtureRoute } from '../../__fixtures__/screen-story';
import { LicenceManagement } from './licence-management-page';
import { licencesHref } from './licensing-path';

interface StoryParameters {
  fixture?: LicensingFixture;
  flags?: Record<string, boolean>;
  phone?: boolean;
}

function routes(parameters: StoryParameters): FixtureRoute[] {
  return [...licenceManagementRoutes(parameters.fixture), ...flagRoutes(parameters.flags ?? {})];
}

const meta = {
  title: 'Screens/Licensing/Licence management',
  component: LicenceManagement,
  parameters: { layout: 'fullscreen' },
  args: { now: LICENSING_NOW },
  render: (args, { globals, parameters }) => (
    <div className="min-h-[calc(100vh-2rem)]" style={parameters.phone ? { width: 390 } : undefined}>
      <ScreenStory
        routes={routes(parameters as StoryParameters)}
        path={licencesHref(LICENSING_ORGANISATION)}
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <LicenceManagement {...args} />
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof LicenceManagement>;

export default meta;
type Story = StoryObj<typeof meta>;

const action = (name: string) => `License action for ${name}`;

async function choose(canvasElement: HTMLElement, project: string, option: string) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('combobox', { name: action(project) }));
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

/**
 * Every licence state of §4 with its status text; the order summary prices the 2 continuing
 * licences at $30 a week: $60.00, 10% off, $54.00. Nothing chosen: Save is disabled, with why.
 */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = await canvas.findAllByTestId('licence-row');
    await expect(rows).toHaveLength(7);
    await expect(canvas.getAllByTestId('licence-status').map((s) => s.textContent)).toEqual([
      'Active',
      'Active',
      'Not licensed',
      'Active until next renewal',
      expect.stringMatching(/^Free trial expiring on Nov 28, 2026/),
      expect.stringMatching(/^Converting to paid on Dec 5, 2026/),
      'Not licensed',
    ]);
    await expect(
      within(canvas.getByRole('navigation', { name: /breadcrumb/i })).getByRole('link', {
        name: 'Organisations',
      }),
    ).toHaveAttribute('href', '/OneView/organisations');
    await expect(await canvas.findByTestId('estimate-total')).toHaveTextContent('$54.00');
    await expect(canvas.getByTestId('estimate-renewal')).toHaveTextContent('$60.00');
    await expect(canvas.getByTestId('estimate-discount')).toHaveTextContent('$6.00');
    await expect(canvas.getByTestId('estimate-formula')).toHaveTextContent(
      'Renewal = 2 × $30.00 per week',
    );
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(
      canvas.getByText('Add or remove a licence, or choose a trial action, before saving'),
    ).toBeVisible();
    await expect(canvas.getByTestId('licence-reference')).toBeDisabled();
  },
};

/**
 * Adding a licence on Thursday with a Monday renewal charges 4 of 7 days now: 30 × 4 / 7 = $17.14;
 * renewal 3 × $30 = $90.00; sub-total $107.14, 10% off $10.71, total $96.43. Saving sends the
 * reference and the whole paid set, then shows the success notice with its link.
 */
export const AddLicence: Story = {
  parameters: { fixture: { calls: [] } },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('licence-row');
    await choose(canvasElement, 'Newark Bay Pier Demolition', 'Add license');
    await expect(canvas.getByTestId('summary-added')).toHaveTextContent('1');
    await waitFor(() => expect(canvas.getByTestId('estimate-total')).toHaveTextContent('$96.43'));
    await expect(canvas.getByTestId('estimate-prorated')).toHaveTextContent('$17.14');
    await expect(canvas.getByText('Charged now (4 of 7 days)')).toBeVisible();
    await expect(canvas.getByTestId('estimate-renewal')).toHaveTextContent('$90.00');
    await expect(canvas.getByTestId('estimate-subtotal')).toHaveTextContent('$107.14');
    await expect(canvas.getByTestId('estimate-discount')).toHaveTextContent('$10.71');
    await userEvent.type(canvas.getByTestId('licence-reference'), 'PO-2026-114');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByTestId('licences-saved')).toHaveTextContent('Licenses updated');
    await expect(canvas.getByRole('link', { name: 'Go to the administration tree' })).toBeVisible();
    const calls = (parameters as StoryParameters).fixture?.calls ?? [];
    await expect(calls).toEqual([
      {
        method: 'PUT',
        path: '/v0.1/organisations/Demo%20Environmental/project-subscriptions',
        body: {
          PoNumber: 'PO-2026-114',
          ProjectAddons: {
            SubscriptionId: LICENSING_SUBSCRIPTION_ID,
            AddonPlanId: 3,
            ProjectIds: [
              LICENSING_PROJECTS[0]?.Id,
              LICENSING_PROJECTS[1]?.Id,
              LICENSING_PROJECTS[2]?.Id,
            ],
          },
        },
      },
    ]);
  },
};

/** Without a subscription the button reads 'Purchase licenses' and the order is a POST. */
export const FirstPurchase: Story = {
  parameters: {
    fixture: {
      noSubscription: true,
      projects: LICENSING_PROJECTS.filter((p) => !p.IsActive),
      calls: [],
    },
  },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('licence-row');
    await expect(canvas.getByRole('button', { name: 'Purchase licenses' })).toBeDisabled();
    await choose(canvasElement, 'Newark Bay Pier Demolition', 'Add license');
    await userEvent.click(canvas.getByRole('button', { name: 'Purchase licenses' }));
    await canvas.findByTestId('licences-saved');
    const calls = (parameters as StoryParameters).fixture?.calls ?? [];
    await expect(calls.map((c) => c.method)).toEqual(['POST']);
  },
};

/** A removal asks first; confirming saves the set without the project. */
export const RemoveConfirms: Story = {
  parameters: { fixture: { calls: [] } },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('licence-row');
    await choose(canvasElement, 'Harbour Demolition', 'Remove at renewal');
    await expect(canvas.getByTestId('licence-reference')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByText(/Harbour Demolition will stay licensed/)).toBeVisible();
    const calls = (parameters as StoryParameters).fixture?.calls ?? [];
    await expect(calls).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Remove licenses' }));
    await canvas.findByTestId('licences-saved');
    await expect(calls[0]?.body).toMatchObject({
      PoNumber: null,
      ProjectAddons: { ProjectIds: [LICENSING_PROJECTS[0]?.Id] },
    });
  },
};

/**
 * With AllowApplyingTrialLicenses on, a project that never had a trial offers 'Apply trial'
 * (Buffalo Bayou already had one); the trial runs its own call.
 */
export const ApplyTrial: Story = {
  parameters: { flags: { AllowApplyingTrialLicenses: true }, fixture: { calls: [] } },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('licence-row');
    await userEvent.click(
      canvas.getByRole('combobox', { name: action('Buffalo Bayou Soil Remediation') }),
    );
    await expect(within(document.body).queryByRole('option', { name: 'Apply trial' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await choose(canvasElement, 'Newark Bay Pier Demolition', 'Apply trial');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await canvas.findByTestId('licences-saved');
    const calls = (parameters as StoryParameters).fixture?.calls ?? [];
    await expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v0.1/organisations/Demo%20Environmental/project-trial-subscription',
        body: { ProjectId: LICENSING_PROJECTS[2]?.Id, AddonPlanId: 3 },
      },
    ]);
  },
};

/** Converting the active trial sends the reference with the upgrade call. */
export const ConvertTrial: Story = {
  parameters: { fixture: { calls: [] } },
  play: async ({ canvasElement, parameters }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('licence-row');
    await choose(canvasElement, 'Portland Harbor Cap', 'Convert to paid');
    await userEvent.type(canvas.getByTestId('licence-reference'), 'PO-77');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await canvas.findByTestId('licences-saved');
    const calls = (parameters as StoryParameters).fixture?.calls ?? [];
    await expect(calls[0]?.path).toMatch(/\/upgrade$/);
    await expect(calls[0]?.body).toEqual({
      ProjectId: LICENSING_PROJECTS[4]?.Id,
      AddonPlanId: 3,
      PoNumber: 'PO-77',
    });
  },
};

/** 101 characters of reference: the rule's message, and Save is disabled. */
export const ReferenceTooLong: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('licence-row');
    await choose(canvasElement, 'Newark Bay Pier Demolition', 'Add license');
    const input = canvas.getByTestId('licence-reference');
    await userEvent.click(input);
    await userEvent.paste('R'.repeat(101));
    await expect(
      await canvas.findByText('The reference must be 100 characters or less'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

/** The server refuses the order: its message is shown and the choices stay. */
export const ServerRefuses: Story = {
  parameters: {
    fixture: {
      saveStatus: { code: 409, message: 'The subscription changed since it was loaded.' },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('licence-row');
    await choose(canvasElement, 'Newark Bay Pier Demolition', 'Add license');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByTestId('licences-save-error')).toHaveTextContent(
      'The subscription changed since it was loaded.',
    );
    await expect(canvas.getByTestId('summary-added')).toHaveTextContent('1');
  },
};

/** An organisation without projects: 'Unable to modify licenses' with the text of §8. */
export const UnableToModify: Story = {
  tags: ['visual'],
  parameters: { fixture: { projects: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Unable to modify licenses')).toBeVisible();
    await expect(
      canvas.getByText(/You currently have no projects in this organization/),
    ).toBeVisible();
  },
};

/** A user who may not manage this organisation's licences reads the server's reason. */
export const Forbidden: Story = {
  parameters: {
    fixture: {
      detailsStatus: {
        code: 403,
        message: 'Only licence administrators can see and change licences.',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('licences-load-error')).toHaveTextContent(
      'Only licence administrators can see and change licences.',
    );
  },
};

/** At a phone's width the rows stack and the order summary follows them. */
export const PhoneWidth: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByTestId('licence-row');
    await expect(canvas.getByTestId('order-summary')).toBeVisible();
  },
};

/** Dark theme. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByTestId('licence-row');
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 })).toHaveTextContent('管理许可证');
    await expect(await canvas.findByText('订单摘要')).toBeVisible();
  },
};

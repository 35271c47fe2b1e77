import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { contributionRoutes, CONTRIBUTIONS_PROJECT } from '../../__fixtures__/contributions';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { routeHref } from '../../lib/route-query';
import { CreateContributionWizard } from './create-contribution-wizard';

type Options = Parameters<typeof contributionRoutes>[0];

const meta = {
  title: 'Screens/Contributions/Create contribution',
  component: CreateContributionWizard,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  args: {
    projectId: CONTRIBUTIONS_PROJECT.Id,
    projectName: CONTRIBUTIONS_PROJECT.Name,
    onClose: fn(),
  },
  render: (args, { globals, parameters }) => (
    // The wizard is a dialog in a portal: the screenshot covers the viewport-high root.
    <div className="min-h-[calc(100vh-2rem)]">
      <ScreenStory
        routes={contributionRoutes(parameters.fixture as Options)}
        path={routeHref('/OneView/project/contributions', { projectId: CONTRIBUTIONS_PROJECT.Id })}
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <CreateContributionWizard {...args} />
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof CreateContributionWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

async function wizard() {
  const dialog = await within(document.body).findByRole('dialog', { name: 'Create contribution' });
  return { dialog, inDialog: within(dialog) };
}

/** Fills the Details step with a name and a type and moves to Pollutants. */
async function toPollutants(typeLabel: RegExp) {
  const { dialog, inDialog } = await wizard();
  await userEvent.type(inDialog.getByRole('textbox', { name: /^Name/ }), 'North plume');
  await userEvent.click(inDialog.getByRole('radio', { name: typeLabel }));
  await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
  await inDialog.findByRole('heading', { level: 3, name: 'Pollutants' });
  return { dialog, inDialog };
}

/** Chooses two data sources on the last step (reached from a DER-10 Pollutants step). */
async function toDataSources() {
  const { dialog, inDialog } = await toPollutants(/^DER-10/);
  await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
  await inDialog.findByRole('heading', { level: 3, name: 'Data sources' });
  return { dialog, inDialog };
}

/**
 * The Details step: the project is this page's and read-only; Next stays disabled until a name
 * and a type are there. The three steps are numbered in the side panel.
 */
export const Details: Story = {
  play: async () => {
    const { inDialog } = await wizard();
    await expect(inDialog.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Step 1 of 3 Details',
    );
    await expect(inDialog.getByTestId('contribution-project')).toHaveValue(
      CONTRIBUTIONS_PROJECT.Name,
    );
    await expect(inDialog.getByTestId('contribution-project')).toHaveAttribute('readonly');
    const next = inDialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Name/ }), 'North plume');
    await expect(next).toBeDisabled();
    await userEvent.click(inDialog.getByRole('radio', { name: /^DER-10/ }));
    await expect(next).toBeEnabled();
  },
};

/** The Details step in the dark theme. */
export const DetailsDark: Story = { ...Details, globals: { theme: 'dark' } };

/** Cancel with something entered asks before discarding it; Discard closes the wizard. */
export const CancelAsks: Story = {
  tags: ['!visual'],
  play: async ({ args }) => {
    const { inDialog } = await wizard();
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Name/ }), 'North plume');
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    const confirm = await within(document.body).findByRole('dialog', {
      name: 'You have unsaved changes. Are you sure you want to discard these changes?',
    });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/** A blank name says so once the field is left. */
export const NameRequired: Story = {
  tags: ['!visual'],
  play: async () => {
    const { inDialog } = await wizard();
    const name = inDialog.getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, '   ');
    await userEvent.tab();
    await expect(await inDialog.findByText('A contribution must have a name')).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * DER-10: Rolling average, 15 minutes, PM10 and VOC preset. Deleting one offers it back in Add
 * (only PM10 or VOC, while fewer than two); deleting both says 'Select at least one pollutant'
 * and Next is disabled.
 */
export const PollutantsDer10: Story = {
  play: async () => {
    const { inDialog } = await toPollutants(/^DER-10/);
    await expect(inDialog.getByTestId('averaging-method')).toHaveValue('Rolling average');
    await expect(inDialog.getByTestId('averaging-period')).toHaveValue('15');
    await expect(inDialog.getByText('15 minutes')).toBeVisible();
    const rows = inDialog.getAllByTestId('pollutant-row');
    await expect(rows.map((row) => row.textContent)).toEqual(['PM10', 'VOC']);
    await expect(inDialog.getByTestId('add-pollutant')).toBeDisabled();
    await expect(inDialog.getByRole('button', { name: 'Next' })).toBeEnabled();
    // The screenshot shows the list and Add under the period.
    inDialog.getByTestId('add-pollutant').scrollIntoView({ block: 'end' });
  },
};

/** Deleting and adding back in a DER-10 list, down to empty. */
export const Der10DeleteAndAdd: Story = {
  tags: ['!visual'],
  play: async () => {
    const { inDialog } = await toPollutants(/^DER-10/);
    await userEvent.click(inDialog.getByRole('button', { name: 'Remove VOC' }));
    await expect(inDialog.getAllByTestId('pollutant-row')).toHaveLength(1);
    await userEvent.click(inDialog.getByTestId('add-pollutant'));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['VOC']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'VOC' }));
    await waitFor(() =>
      expect(inDialog.getAllByTestId('pollutant-row').map((row) => row.textContent)).toEqual([
        'PM10',
        'VOC',
      ]),
    );
    await userEvent.click(inDialog.getByRole('button', { name: 'Remove PM10' }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Remove VOC' }));
    await expect(await inDialog.findByRole('alert')).toHaveTextContent(
      'Select at least one pollutant',
    );
    await expect(inDialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** 1466: PM10 fixed (no add, no delete), 2 hours, Rolling average. */
export const Pollutants1466: Story = {
  tags: ['!visual'],
  play: async () => {
    const { inDialog } = await toPollutants(/^1466/);
    await expect(inDialog.getByTestId('averaging-method')).toHaveValue('Rolling average');
    await expect(inDialog.getByTestId('averaging-period')).toHaveValue('120');
    await expect(inDialog.getByText('2 hours')).toBeVisible();
    await expect(
      inDialog.getByText('The pollutants of a 1466 contribution cannot be changed'),
    ).toBeVisible();
    await expect(inDialog.getAllByTestId('pollutant-row').map((row) => row.textContent)).toEqual([
      'PM10',
    ]);
    await expect(inDialog.queryByRole('button', { name: /^Remove/ })).toBeNull();
    await expect(inDialog.queryByTestId('add-pollutant')).toBeNull();
  },
};

/** NJ PAM: Block average; PM10 and VOC and the 15-minute period are fixed. */
export const PollutantsNjPam: Story = {
  play: async () => {
    const { inDialog } = await toPollutants(/^NJ PAM/);
    await expect(inDialog.getByTestId('averaging-method')).toHaveValue('Block average');
    const period = inDialog.getByTestId('averaging-period');
    await expect(period).toHaveValue('15');
    await expect(period).toHaveAttribute('readonly');
    await expect(
      inDialog.getByText('The averaging period of a NJ PAM contribution cannot be changed'),
    ).toBeVisible();
    await expect(inDialog.getAllByTestId('pollutant-row')).toHaveLength(2);
    await expect(inDialog.queryByTestId('add-pollutant')).toBeNull();
  },
};

/**
 * Custom: nothing preset. Without a pollutant the step says 'Select at least one pollutant'; then
 * 'Select an averaging period'; a period that is not a whole number of minutes is refused.
 */
export const PollutantsCustom: Story = {
  tags: ['!visual'],
  play: async () => {
    const { inDialog } = await toPollutants(/^Custom/);
    await expect(inDialog.getByTestId('pollutants-message')).toHaveTextContent(
      'Select at least one pollutant',
    );
    await userEvent.click(inDialog.getByTestId('add-pollutant'));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(11);
    await userEvent.click(within(listbox).getByRole('option', { name: 'PM2.5' }));
    await expect(await inDialog.findByRole('alert')).toHaveTextContent(
      'Select an averaging period',
    );
    const period = inDialog.getByTestId('averaging-period');
    await userEvent.type(period, '7.5');
    await expect(inDialog.getByRole('alert')).toHaveTextContent(
      'The averaging period must be a whole number of minutes above 0',
    );
    await expect(inDialog.getByRole('button', { name: 'Next' })).toBeDisabled();
    await userEvent.clear(period);
    await userEvent.type(period, '45');
    await expect(inDialog.getByText('45 minutes')).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/**
 * Data sources: every visible location with its sensors; automatic wind detection on, so the
 * wind source is not asked for. Two locations complete the step.
 */
export const DataSources: Story = {
  play: async () => {
    const { inDialog } = await toDataSources();
    const sources = inDialog.getAllByTestId('data-source');
    await expect(sources).toHaveLength(5);
    await expect(inDialog.getByRole('switch', { name: 'Automatic wind detection' })).toBeChecked();
    await expect(inDialog.getByTestId('wind-source')).toBeDisabled();
    const create = inDialog.getByRole('button', { name: 'Create' });
    await expect(create).toBeDisabled();
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^North fence/ }));
    await expect(inDialog.getByRole('alert')).toHaveTextContent('Select at least 2 data sources');
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^South gate/ }));
    await expect(create).toBeEnabled();
    // The screenshot shows the wind controls under the list.
    inDialog.getByTestId('wind-source').scrollIntoView({ block: 'end' });
  },
};

/**
 * Turning automatic detection off asks for a wind source among the locations with both WS and WD
 * (not 'West hoarding', which has wind speed only); turning it back on clears the choice.
 */
export const WindSource: Story = {
  tags: ['!visual'],
  play: async () => {
    const { inDialog } = await toDataSources();
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^North fence/ }));
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^South gate/ }));
    const automatic = inDialog.getByRole('switch', { name: 'Automatic wind detection' });
    await userEvent.click(automatic);
    await expect(inDialog.getByRole('alert')).toHaveTextContent(
      'Select a wind data source or turn on automatic wind detection',
    );
    await expect(inDialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await userEvent.click(inDialog.getByTestId('wind-source'));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['North fence', 'Met mast']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Met mast' }));
    await expect(inDialog.getByTestId('wind-source')).toHaveTextContent('Met mast');
    await expect(inDialog.getByRole('button', { name: 'Create' })).toBeEnabled();
    await userEvent.click(automatic);
    await expect(inDialog.getByTestId('wind-source')).not.toHaveTextContent('Met mast');
    await expect(inDialog.getByTestId('wind-source')).toBeDisabled();
  },
};

/** The server refuses the creation: its message is shown on the step, which stays open. */
export const CreateRefused: Story = {
  parameters: { fixture: { create: 'refuse' } },
  play: async () => {
    const { inDialog } = await toDataSources();
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^North fence/ }));
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^South gate/ }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Create' }));
    await expect(
      await inDialog.findByText('A contribution named North plume already exists in this project.'),
    ).toBeVisible();
    await expect(inDialog.getByText('Contribution not created')).toBeVisible();
  },
};

/** After Create: the history is being computed, 42 % done, polled until it finishes. */
export const Progress: Story = {
  play: async () => {
    const { inDialog } = await toDataSources();
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^North fence/ }));
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^South gate/ }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Create' }));
    const progress = await within(document.body).findByRole('dialog', {
      name: 'North plume was created',
    });
    const bar = await within(progress).findByRole('progressbar', { name: 'Computing history…' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(within(progress).getByText('42%')).toBeVisible();
    await expect(
      within(document.body).queryByRole('dialog', { name: 'Create contribution' }),
    ).toBeNull();
  },
};

/** The progress view in the dark theme. */
export const ProgressDark: Story = { ...Progress, globals: { theme: 'dark' } };

/** Done: a success message and the button to the contribution's chart. */
export const ProgressDone: Story = {
  parameters: { fixture: { history: { State: 'Done', Percent: 100, Message: null } } },
  play: async () => {
    const { inDialog } = await toDataSources();
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^North fence/ }));
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^South gate/ }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Create' }));
    const progress = await within(document.body).findByRole('dialog', {
      name: 'North plume was created',
    });
    await expect(await within(progress).findByText('History computed')).toBeVisible();
    await expect(within(progress).getByRole('button', { name: 'Open chart' })).toBeEnabled();
  },
};

/** Failed: the server's History.Message. */
export const ProgressFailed: Story = {
  tags: ['!visual'],
  parameters: {
    fixture: {
      history: {
        State: 'Failed',
        Percent: 30,
        Message: 'The readings of South gate could not be read.',
      },
    },
  },
  play: async () => {
    const { inDialog } = await toDataSources();
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^North fence/ }));
    await userEvent.click(inDialog.getByRole('checkbox', { name: /^South gate/ }));
    await userEvent.click(inDialog.getByRole('button', { name: 'Create' }));
    const progress = await within(document.body).findByRole('dialog', {
      name: 'North plume was created',
    });
    await expect(
      await within(progress).findByText('The readings of South gate could not be read.'),
    ).toBeVisible();
    await expect(within(progress).queryByRole('button', { name: 'Open chart' })).toBeNull();
  },
};

/** The Details step in Chinese. */
export const Chinese: Story = {
  // The screenshot font has no Chinese glyphs, so this story checks the text, not the pixels.
  tags: ['!visual'],
  globals: { locale: 'zh' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: '创建贡献' });
    await expect(within(dialog).getByRole('radio', { name: /^DER-10 场地贡献/ })).toBeVisible();
  },
};

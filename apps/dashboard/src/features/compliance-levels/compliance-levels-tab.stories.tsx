import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastStore } from '@aq/ui/toast';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  complianceLevelRoutes,
  LEVELS_PROJECT,
  type ReceivedUpdate,
} from '../../__fixtures__/compliance-levels';
import { projectRoutes, STORY_USER } from '../../__fixtures__/projects';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { routeHref } from '../../lib/route-query';
import { AppToaster } from '../../shell/app-toaster';
import ProjectSettingsPage from '../projects/project-settings-page';

interface StoryParameters {
  /** The fixed server's answers (complianceLevelRoutes options). */
  server?: Parameters<typeof complianceLevelRoutes>[0];
  /** The settings tab the page opens on (Compliance levels by default). */
  tab?: string;
}

/** The contribution updates the fixed server received, for the play functions to check. */
const updates: ReceivedUpdate[] = [];
/** How many times the page asked for the project's details. */
const detailsRequests = { count: 0 };

const meta = {
  title: 'Screens/Projects/Compliance levels',
  component: ProjectSettingsPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => {
    const options = parameters as StoryParameters;
    updates.length = 0;
    detailsRequests.count = 0;
    const routes = [
      ...complianceLevelRoutes({
        ...options.server,
        onUpdate: (update) => updates.push(update),
        onProjectDetails: () => {
          detailsRequests.count += 1;
        },
      }),
      ...projectRoutes(),
    ];
    return (
      <div className="min-h-[calc(100vh-2rem)]">
        <ScreenStory
          routes={routes}
          path={routeHref('/OneView/project/settings', {
            projectId: LEVELS_PROJECT.Id,
            tab: options.tab ?? 'complianceLevels',
          })}
          locale={(globals.locale as string) ?? 'en-US'}
        >
          <ProjectSettingsPage />
          <AppToaster />
        </ScreenStory>
      </div>
    );
  },
} satisfies Meta<typeof ProjectSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function levels(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const section = await canvas.findByTestId('compliance-levels');
  await within(section).findByRole('textbox', { name: 'Level 1 of PM10 for Gowanus DER-10' });
  return within(section);
}

/** Closes the toasts an earlier story left (the app's toast store outlives a story). */
async function clearToasts() {
  for (const shown of toastStore.getSnapshot()) toastStore.close(shown.id);
  await waitFor(() => expect(toastStore.getSnapshot()).toHaveLength(0));
}

/**
 * One row per contribution, sensor and level: the DER-10's defaults (PM10 100 and 150 µg/m³, VOC 5
 * and 25 ppm), the 1466's 25 µg/m³ and an NJ PAM sensor without a level yet.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await clearToasts();
    const section = await levels(canvasElement);
    await expect(
      within(canvasElement).getByRole('tab', { name: 'Compliance levels' }),
    ).toHaveAttribute('aria-selected', 'true');
    await expect(section.getByRole('heading', { name: 'Compliance levels' })).toBeVisible();
    const value = (name: string) =>
      (section.getByRole('textbox', { name }) as HTMLInputElement).value;
    await expect(value('Level 1 of PM10 for Gowanus DER-10')).toBe('100');
    await expect(value('Level 2 of PM10 for Gowanus DER-10')).toBe('150');
    await expect(value('Level 1 of VOC for Gowanus DER-10')).toBe('5');
    await expect(value('Level 2 of VOC for Gowanus DER-10')).toBe('25');
    await expect(value('Level 1 of PM10 for Canal 1466')).toBe('25');
    await expect(value('Level 1 of PM10 for Basin NJ PAM')).toBe('');
    await expect(section.getAllByText('NJ PAM').length).toBeGreaterThan(0);
    await expect(section.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

/** The same in the dark theme. */
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

/** In Spanish. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = await canvas.findByTestId('compliance-levels');
    await within(section).findByRole('textbox', { name: 'Nivel 1 de PM10 para Gowanus DER-10' });
    await expect(
      within(section).getByRole('heading', { name: 'Niveles de cumplimiento' }),
    ).toBeVisible();
    await expect(within(section).getByRole('button', { name: 'Guardar cambios' })).toBeDisabled();
  },
};

/**
 * The threshold rule, inline: 0 and 1000 are refused with their messages, an emptied level is
 * required, and Save stays disabled while a row is wrong.
 */
export const InvalidLevels: Story = {
  play: async ({ canvasElement }) => {
    await clearToasts();
    const section = await levels(canvasElement);
    const low = section.getByRole('textbox', { name: 'Level 1 of PM10 for Gowanus DER-10' });
    await userEvent.clear(low);
    await userEvent.type(low, '0');
    await expect(
      await section.findByText('Value must be greater than or equal to 0.001'),
    ).toBeVisible();
    await expect(low).toHaveAttribute('aria-invalid', 'true');
    const high = section.getByRole('textbox', { name: 'Level 1 of PM10 for Canal 1466' });
    await userEvent.clear(high);
    await userEvent.type(high, '1000');
    await expect(await section.findByText('Value must be less than or equal to 999')).toBeVisible();
    const voc = section.getByRole('textbox', { name: 'Level 2 of VOC for Gowanus DER-10' });
    await userEvent.clear(voc);
    await expect(await section.findByText('This field is required')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await expect(updates).toEqual([]);
  },
};

/**
 * Saving one contribution: one update for the DER-10 with its report options as they were and
 * all four levels (the edited one included) in its display units; the toast confirms and the
 * table shows the saved levels.
 */
export const SavesAContribution: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await clearToasts();
    const section = await levels(canvasElement);
    const voc = section.getByRole('textbox', { name: 'Level 1 of VOC for Gowanus DER-10' });
    await userEvent.clear(voc);
    await userEvent.type(voc, '7.5');
    await expect(await section.findByText('1 contribution changed')).toBeVisible();
    const save = section.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    const toasts = within(document.body).getByRole('region', { name: 'Messages' });
    await expect(
      await within(toasts).findByText('Compliance levels of Gowanus DER-10 saved'),
    ).toBeVisible();
    await expect(updates).toEqual([
      {
        contributionId: 41,
        body: {
          HideEmptyEnvironmentalSummary: true,
          ShowExceedanceSummary: true,
          SensorsWithNegativeNumberFiltering: ['VOC'],
          SensorActionLevels: [
            { SensorName: 'PM10', SensorUnits: 'µg/m³', ActionLevelValue: 100 },
            { SensorName: 'PM10', SensorUnits: 'µg/m³', ActionLevelValue: 150 },
            { SensorName: 'VOC', SensorUnits: 'ppm', ActionLevelValue: 7.5 },
            { SensorName: 'VOC', SensorUnits: 'ppm', ActionLevelValue: 25 },
          ],
          DisplayActionLevelsOnReportCharts: true,
          DisplayAlertsOnReportCharts: false,
        },
      },
    ]);
    await waitFor(() => expect(section.queryByText('1 contribution changed')).toBeNull());
    await expect(voc).toHaveValue('7.5');
    await expect(save).toBeDisabled();
  },
};

/** An NJ PAM sensor without a level gets its first one; only that contribution is sent. */
export const SetsAFirstLevel: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    await clearToasts();
    const section = await levels(canvasElement);
    const njPam = section.getByRole('textbox', { name: 'Level 1 of PM10 for Basin NJ PAM' });
    await userEvent.type(njPam, '60');
    const save = section.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() => expect(updates).toHaveLength(1));
    await expect(updates[0]?.contributionId).toBe(43);
    await expect(updates[0]?.body.SensorActionLevels).toEqual([
      { SensorName: 'PM10', SensorUnits: 'µg/m³', ActionLevelValue: 60 },
    ]);
    await waitFor(() => expect(save).toBeDisabled());
    await expect(njPam).toHaveValue('60');
  },
};

/** A 400 on save shows the server's messages and keeps the draft. */
export const SaveRefused: Story = {
  tags: ['!visual'],
  parameters: {
    server: { refuseUpdate: ['PM10 action levels must be in increasing order.'] },
  },
  play: async ({ canvasElement }) => {
    await clearToasts();
    const section = await levels(canvasElement);
    const low = section.getByRole('textbox', { name: 'Level 1 of PM10 for Gowanus DER-10' });
    await userEvent.clear(low);
    await userEvent.type(low, '200');
    const save = section.getByRole('button', { name: 'Save changes' });
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    const toasts = within(document.body).getByRole('region', { name: 'Messages' });
    await expect(
      await within(toasts).findByText('PM10 action levels must be in increasing order.'),
    ).toBeVisible();
    await expect(
      within(toasts).getByText('The compliance levels of Gowanus DER-10 could not be saved'),
    ).toBeVisible();
    await expect(low).toHaveValue('200');
  },
};

/** Editing a level loads its contribution; a failure reads 'The data failed to load.'. */
export const ContributionFailsToLoad: Story = {
  parameters: { server: { contributionFails: true } },
  play: async ({ canvasElement }) => {
    await clearToasts();
    const section = await levels(canvasElement);
    const low = section.getByRole('textbox', { name: 'Level 1 of PM10 for Gowanus DER-10' });
    await userEvent.clear(low);
    await userEvent.type(low, '90');
    const failure = await section.findByTestId('compliance-levels-load-failed');
    await expect(within(failure).getByText('The data failed to load.')).toBeVisible();
    await expect(section.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    (low as HTMLInputElement).blur();
  },
};

/** Without Manage_Contributions the levels cannot be changed, and say why. */
export const NoPermission: Story = {
  parameters: {
    server: { user: { ...STORY_USER, Permissions: ['Manage_Projects', 'View_Data'] } },
  },
  play: async ({ canvasElement }) => {
    await clearToasts();
    const section = await levels(canvasElement);
    const input = section.getByRole('textbox', { name: 'Level 1 of PM10 for Gowanus DER-10' });
    await waitFor(() => expect(input).toHaveAttribute('aria-disabled', 'true'));
    await expect(input).toHaveAttribute('readonly');
    await expect(
      section.getByText('You do not have permission to manage contributions.'),
    ).toBeVisible();
    await userEvent.type(input, '5');
    await expect(input).toHaveValue('100');
    await expect(section.getByRole('button', { name: 'Save changes' })).toBeDisabled();
  },
};

/** A project without contributions: the empty state. */
export const NoContributions: Story = {
  parameters: { server: { levels: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const empty = await canvas.findByTestId('compliance-levels-empty');
    await expect(within(empty).getByText('No contributions')).toBeVisible();
  },
};

/** Opening the tab asks for the project's details again, so the levels shown are current. */
export const RefreshesOnOpen: Story = {
  tags: ['!visual'],
  parameters: { tab: 'details' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('project-details');
    await waitFor(() => expect(detailsRequests.count).toBeGreaterThan(0));
    const before = detailsRequests.count;
    await userEvent.click(canvas.getByRole('tab', { name: 'Compliance levels' }));
    await levels(canvasElement);
    await waitFor(() => expect(detailsRequests.count).toBe(before + 1));
  },
};

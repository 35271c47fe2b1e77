import type { Meta, StoryObj } from '@storybook/react-vite';
import { toastStore } from '@aq/ui/toast';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routeHref } from '../../lib/route-query';
import { AppToaster } from '../../shell/app-toaster';
import {
  CUSTOM_GROUPS,
  DISPLAY_SETTINGS_PROJECT,
  displaySettingsRoutes,
} from '../../__fixtures__/display-settings';
import { projectRoutes, STORY_USER } from '../../__fixtures__/projects';
import { ScreenStory, type FixtureRoute } from '../../__fixtures__/screen-story';
import type { SensorGroup } from './display-units';
import ProjectSettingsPage from '../projects/project-settings-page';

/** The signed-in user, with or without Manage_DisplaySettings. */
function userRoute(manages: boolean): FixtureRoute {
  return {
    method: 'GET',
    path: '/v0.1/Users/self',
    respond: () => ({
      ...STORY_USER,
      Permissions: manages ? [...STORY_USER.Permissions, 'Manage_DisplaySettings'] : ['View_Data'],
    }),
  };
}

interface StoryParameters {
  groups?: SensorGroup[];
  failUpdates?: boolean;
  failResets?: boolean;
  manages?: boolean;
  toaster?: boolean;
}

/** The requests the fixed server received, for the play functions to check. */
const sent: Array<{ method: string; path: string; body: unknown }> = [];

function recorded(routes: FixtureRoute[]): FixtureRoute[] {
  return routes.map((route) => ({
    ...route,
    respond: (url, body) => {
      if (route.method !== 'GET') sent.push({ method: route.method, path: url.pathname, body });
      return route.respond(url, body);
    },
  }));
}

const meta = {
  title: 'Screens/Projects/Display settings',
  component: ProjectSettingsPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => {
    const options = parameters as StoryParameters;
    const routes = recorded([
      userRoute(options.manages ?? true),
      ...displaySettingsRoutes({
        groups: options.groups,
        failUpdates: options.failUpdates,
        failResets: options.failResets,
      }),
      ...projectRoutes(),
    ]);
    const page = (
      <ScreenStory
        routes={routes}
        path={routeHref('/OneView/project/settings', {
          projectId: DISPLAY_SETTINGS_PROJECT.Id,
          tab: 'displaySettings',
        })}
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <ProjectSettingsPage />
        {options.toaster ? <AppToaster /> : null}
      </ScreenStory>
    );
    // Dialogs sit in a portal: the screenshot covers the viewport-high root.
    return <div className="min-h-[calc(100vh-2rem)]">{page}</div>;
  },
} satisfies Meta<typeof ProjectSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const section = await canvas.findByTestId('display-settings');
  await within(section).findByRole('rowheader', { name: 'PM10' });
  return within(section);
}

function rowOf(section: ReturnType<typeof within>, name: string): HTMLElement {
  const header = section.getByRole('rowheader', { name });
  return header.closest('tr') as HTMLElement;
}

/** Closes the toasts an earlier story left (the app's toast store outlives a story). */
async function clearToasts() {
  for (const shown of toastStore.getSnapshot()) toastStore.close(shown.id);
  await waitFor(() => expect(toastStore.getSnapshot()).toHaveLength(0));
}

/** Waits for a toast with this title and text. */
async function expectToast(title: string, text: string) {
  const toasts = within(document.body).getByRole('region', { name: 'Messages' });
  await waitFor(() => expect(within(toasts).getByText(title)).toBeVisible());
  await waitFor(() => expect(within(toasts).getByText(text)).toBeVisible());
}

async function choose(trigger: HTMLElement, option: string) {
  await userEvent.click(trigger);
  await userEvent.click(await within(document.body).findByRole('option', { name: option }));
}

/** Every sensor group at its defaults: units, decimals, gas factors to 4 decimals, statuses. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    await expect(section.getByRole('heading', { name: 'Display units' })).toBeVisible();
    await expect(
      section.getByText('Change the display units for displaying data in this project.'),
    ).toBeVisible();
    const no2 = within(rowOf(section, 'NO2'));
    await expect(no2.getByRole('textbox', { name: 'ppm -> mg/m³ factor of NO2' })).toHaveValue(
      '2.0525',
    );
    await expect(no2.getByText('Active')).toBeVisible();
    await expect(within(rowOf(section, 'VOC')).getByText('Inactive')).toBeVisible();
    const pm10 = within(rowOf(section, 'PM10'));
    await expect(pm10.getByRole('combobox', { name: 'Display unit of PM10' })).toHaveTextContent(
      'µg/m³',
    );
    await expect(pm10.queryByRole('textbox')).toBeNull();
    await expect(pm10.getByText('Default')).toBeVisible();
  },
};

export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

/** The settings in French. */
export const French: Story = { globals: { locale: 'fr' } };

/** Changed groups read Custom: PM10 in mg/m³, TEMP in °F, NO2 with its own factor. */
export const CustomRows: Story = {
  parameters: { groups: CUSTOM_GROUPS },
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    const pm10 = within(rowOf(section, 'PM10'));
    await expect(pm10.getByRole('combobox', { name: 'Display unit of PM10' })).toHaveTextContent(
      'mg/m³',
    );
    await expect(pm10.getByText('Custom')).toBeVisible();
    await expect(
      within(rowOf(section, 'NO2')).getByRole('textbox', { name: /factor of NO2/ }),
    ).toHaveValue('1.8800');
  },
};

/** Resolves once `measure` has given the same answer for 5 animation frames in a row (at most 3 s). */
async function settledGeometry(measure: () => string): Promise<void> {
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  let previous = measure();
  let unchanged = 0;
  for (let i = 0; i < 180 && unchanged < 5; i += 1) {
    await frame();
    const current = measure();
    unchanged = current === previous ? unchanged + 1 : 0;
    previous = current;
  }
}

/**
 * The columns past the first screen-width (the table scrolls sideways): the factor (gases only,
 * 4 decimals) with its STP tooltip, the sensor status and the configuration type.
 */
export const FactorStatusAndConfiguration: Story = {
  parameters: { groups: CUSTOM_GROUPS },
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    const info = section.getByRole('button', { name: 'About the ppm -> mg/m³ factor' });
    const scrollArea = canvasElement.querySelector<HTMLElement>(
      '[data-slot="data-table-scroll-area"]',
    );
    const header = info.closest('th');
    if (scrollArea && header) scrollArea.scrollLeft = header.offsetLeft - 12;
    info.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'The factor converts ppm to mg/m³ at standard temperature and pressure (STP): 0°C and 101.325 kPa.',
    );
    // The screenshot shows the columns, not a tooltip caught mid-animation.
    info.blur();
    await waitFor(() => expect(within(document.body).queryByRole('tooltip')).toBeNull());
    await expect(within(rowOf(section, 'VOC')).getByText('Inactive')).toBeVisible();
    await expect(within(rowOf(section, 'TEMP')).getByText('Custom')).toBeVisible();
    // Scroll again last, and keep the factor column pinned 12 px from the left edge whenever the
    // table's geometry changes afterwards: a column left of the factor can still widen after the
    // play function ends (a web font arriving late on a loaded machine; CI showed the table 62 px
    // and later a pixel or so off), and a ResizeObserver callback runs before the next paint, so the
    // screenshot never shows a stale scroll position.
    if (scrollArea && header) {
      const pin = () => {
        scrollArea.scrollLeft = header.offsetLeft - 12;
      };
      const observer = new ResizeObserver(() => {
        if (!header.isConnected) observer.disconnect();
        else pin();
      });
      const tableElement = header.closest('table');
      if (tableElement) observer.observe(tableElement);
      observer.observe(header);
      observer.observe(scrollArea);
      await settledGeometry(() => `${header.offsetLeft}:${scrollArea.scrollWidth}`);
      pin();
      await waitFor(() =>
        expect(
          Math.abs(
            header.getBoundingClientRect().left - scrollArea.getBoundingClientRect().left - 12,
          ),
        ).toBeLessThanOrEqual(1),
      );
    }
  },
};

/** Category Met and configuration type Custom leave only TEMP. */
export const FiltersApplied: Story = {
  parameters: { groups: CUSTOM_GROUPS },
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    await choose(section.getByRole('combobox', { name: 'Category' }), 'Meteorological');
    await choose(section.getByRole('combobox', { name: 'Configuration type' }), 'Custom');
    await waitFor(() => expect(section.queryByRole('rowheader', { name: 'WS' })).toBeNull());
    await expect(section.getByRole('rowheader', { name: 'TEMP' })).toBeVisible();
    await expect(section.queryByRole('rowheader', { name: 'PM10' })).toBeNull();
  },
};

/** Filters that match nothing say so, rather than claiming the project has no data. */
export const FiltersMatchNothing: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    await choose(section.getByRole('combobox', { name: 'Configuration type' }), 'Custom');
    await expect(await section.findByText('No results found.')).toBeVisible();
    await expect(section.queryByText('No data available')).toBeNull();
  },
};

/** The search looks in names and categories. */
export const Search: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    await userEvent.type(section.getByRole('searchbox'), 'particul');
    await waitFor(() => expect(section.queryByRole('rowheader', { name: 'NO2' })).toBeNull());
    await expect(section.getByRole('rowheader', { name: 'PM10' })).toBeVisible();
    await expect(section.getByRole('rowheader', { name: 'PM2.5' })).toBeVisible();
  },
};

/** A project without instruments. */
export const Empty: Story = {
  parameters: { groups: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data available')).toBeVisible();
    await expect(
      canvas.getByText(
        'Display units will be displayed here after adding an instrument to the project.',
      ),
    ).toBeVisible();
  },
};

/** Without Manage_DisplaySettings every control is disabled and says why. */
export const NoPermission: Story = {
  parameters: { manages: false },
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    const unit = section.getByRole('combobox', { name: 'Display unit of PM10' });
    await waitFor(() => expect(unit).toHaveAttribute('aria-disabled', 'true'));
    const factor = section.getByRole('textbox', { name: /factor of NO2/ });
    await expect(factor).toHaveAttribute('aria-disabled', 'true');
    await expect(factor).toHaveAttribute('readonly');
    // The reason shows on focus; opening the list does nothing.
    unit.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'You do not have permission to change display settings.',
    );
    await userEvent.click(unit);
    await expect(within(document.body).queryByRole('option')).toBeNull();
    await userEvent.click(section.getByRole('button', { name: 'Display unit actions' }));
    const resetAll = await within(document.body).findByRole('menuitem', {
      name: /Reset all to defaults/,
    });
    await expect(resetAll).toHaveAttribute('aria-disabled', 'true');
    await expect(resetAll).toHaveTextContent(
      'You do not have permission to change display settings.',
    );
    await userEvent.keyboard('{Escape}');
  },
};

/**
 * A unit change applies at once and saves by itself: PM10 µg/m³ at 1 place → mg/m³ keeps 1 place,
 * the server answers the group as Custom.
 */
export const ChangeUnitSaves: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    sent.length = 0;
    await choose(section.getByRole('combobox', { name: 'Display unit of PM10' }), 'mg/m³');
    const pm10 = within(rowOf(section, 'PM10'));
    await expect(await pm10.findByText('Custom')).toBeVisible();
    await expect(sent).toContainEqual({
      method: 'PUT',
      path: `/v0.1/project/${DISPLAY_SETTINGS_PROJECT.Id}/sensor-groups/PM10`,
      body: { Units: 'mg/m³', DecimalPlaces: 1, PpmToMgm3Factor: null },
    });
    // Decimal places now run 0 to 4 (mg/m³'s maximum).
    await userEvent.click(pm10.getByRole('combobox', { name: 'Decimal places of PM10' }));
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual(['0', '1', '2', '3', '4']);
    await userEvent.keyboard('{Escape}');
  },
};

/** Lowering the unit's maximum caps the decimals: NO2 ppm at 3 places → ppb (maximum 0) saves 0. */
export const UnitCapsDecimals: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    sent.length = 0;
    await choose(section.getByRole('combobox', { name: 'Display unit of NO2' }), 'ppb');
    const decimals = within(rowOf(section, 'NO2')).getByRole('combobox', {
      name: 'Decimal places of NO2',
    });
    await waitFor(() => expect(decimals).toHaveTextContent('0'));
    await waitFor(() =>
      expect(sent).toContainEqual(
        expect.objectContaining({
          body: { Units: 'ppb', DecimalPlaces: 0, PpmToMgm3Factor: 2.0525 },
        }),
      ),
    );
  },
};

/**
 * The factor: 0 is refused in the row (no save); a valid factor saves 1500 ms after the last
 * keystroke and is then shown to 4 decimals.
 */
export const FactorValidation: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    sent.length = 0;
    const factor = within(rowOf(section, 'NO2')).getByRole('textbox', { name: /factor of NO2/ });
    await userEvent.clear(factor);
    await userEvent.type(factor, '0');
    await expect(
      await section.findByText('The ppm -> mg/m³ factor must be a number greater than 0'),
    ).toBeVisible();
    await userEvent.clear(factor);
    await userEvent.type(factor, '1.88');
    const bodies = () => sent.map((request) => JSON.stringify(request.body));
    await waitFor(
      () =>
        expect(bodies()).toContain(
          JSON.stringify({ Units: 'ppm', DecimalPlaces: 3, PpmToMgm3Factor: 1.88 }),
        ),
      { timeout: 5000 },
    );
    // Only the last text was sent, once the typing stopped.
    await expect(bodies()).toHaveLength(1);
    await waitFor(() => expect(factor).toHaveValue('1.8800'));
  },
};

/** The server refuses a change: 'Update failed' with its message, and the row shows what is saved. */
export const UpdateFailure: Story = {
  tags: ['!visual'],
  parameters: { failUpdates: true, toaster: true },
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    await clearToasts();
    const unit = section.getByRole('combobox', { name: 'Display unit of PM10' });
    await choose(unit, 'mg/m³');
    await expectToast('Update failed', 'mg/m³ is not an allowed unit for PM10');
    await waitFor(() => expect(unit).toHaveTextContent('µg/m³'));
  },
};

/** A row's 'Reset to default' brings back the default and confirms. */
export const ResetRow: Story = {
  tags: ['!visual'],
  parameters: { groups: CUSTOM_GROUPS, toaster: true },
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    await clearToasts();
    const pm10 = within(rowOf(section, 'PM10'));
    await userEvent.click(pm10.getByRole('button', { name: 'More actions' }));
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Reset to default' }),
    );
    await expectToast('Reset successful', 'Display unit has been reset to defaults.');
    await waitFor(() =>
      expect(pm10.getByRole('combobox', { name: 'Display unit of PM10' })).toHaveTextContent(
        'µg/m³',
      ),
    );
    await expect(pm10.getByText('Default')).toBeVisible();
  },
};

/** 'Import measurement units': Import stays disabled until a project is chosen. */
export const ImportModal: Story = {
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    await userEvent.click(section.getByRole('button', { name: 'Display unit actions' }));
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Import from project' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Import measurement units',
    });
    const modal = within(dialog);
    await expect(modal.getByRole('button', { name: 'Import' })).toBeDisabled();
    const project = modal.getByRole('combobox', { name: /Project/ });
    // The current project (Gowanus Canal Remediation) is never offered.
    await userEvent.type(project, 'gowanus');
    await waitFor(() => expect(within(document.body).queryAllByRole('option')).toHaveLength(0));
    await userEvent.clear(project);
    await userEvent.type(project, 'demolition');
    const options = await within(document.body).findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Harbour Demolition',
      'Newark Bay Pier Demolition',
    ]);
    await userEvent.click(options[0]!);
    await expect(modal.getByRole('button', { name: 'Import' })).toBeEnabled();
  },
};

/** The import replaces the units and confirms. */
export const ImportSucceeds: Story = {
  tags: ['!visual'],
  parameters: { toaster: true },
  play: async (context) => {
    await clearToasts();
    await ImportModal.play!(context);
    const dialog = within(document.body).getByRole('dialog', { name: 'Import measurement units' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    await expectToast('Import successful', 'Display units have been updated.');
    const section = within(within(context.canvasElement).getByTestId('display-settings'));
    await waitFor(() =>
      expect(
        within(rowOf(section, 'TEMP')).getByRole('combobox', { name: 'Display unit of TEMP' }),
      ).toHaveTextContent('°F'),
    );
  },
};

/** 'Reset all to defaults' asks first (danger). */
export const ResetAllConfirmation: Story = {
  parameters: { groups: CUSTOM_GROUPS },
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    await userEvent.click(section.getByRole('button', { name: 'Display unit actions' }));
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Reset all to defaults' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Reset all to defaults?',
    });
    await expect(within(dialog).getByRole('button', { name: 'Reset all' })).toBeEnabled();
  },
};

/** Confirming resets every group and says so. */
export const ResetAllSucceeds: Story = {
  tags: ['!visual'],
  parameters: { groups: CUSTOM_GROUPS, toaster: true },
  play: async (context) => {
    await clearToasts();
    await ResetAllConfirmation.play!(context);
    const dialog = within(document.body).getByRole('dialog', { name: 'Reset all to defaults?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset all' }));
    await expectToast('Reset successful', 'Display units have been reset to defaults.');
    const section = within(within(context.canvasElement).getByTestId('display-settings'));
    await waitFor(() => expect(section.queryByText('Custom')).toBeNull());
  },
};

/**
 * Refused resets and imports show the server's message: 'Reset failed' and 'Import failed' as
 * toasts, 'Reset to defaults failed' inside the confirmation, which stays open to try again.
 */
export const ResetAndImportFailures: Story = {
  tags: ['!visual'],
  parameters: { groups: CUSTOM_GROUPS, failResets: true, toaster: true },
  play: async ({ canvasElement }) => {
    const section = await table(canvasElement);
    await clearToasts();
    const body = within(document.body);
    await userEvent.click(
      within(rowOf(section, 'PM10')).getByRole('button', { name: 'More actions' }),
    );
    await userEvent.click(await body.findByRole('menuitem', { name: 'Reset to default' }));
    await expectToast('Reset failed', 'PM10 is already at its defaults.');

    await clearToasts();
    await userEvent.click(section.getByRole('button', { name: 'Display unit actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Import from project' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Import measurement units' }));
    await userEvent.type(dialog.getByRole('combobox', { name: /Project/ }), 'harbour');
    await userEvent.click(await body.findByRole('option', { name: 'Harbour Demolition' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Import' }));
    await expectToast('Import failed', 'The source project has no display units.');
    await expect(body.getByRole('dialog', { name: 'Import measurement units' })).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    // Nothing changed: PM10 stays custom.
    await expect(within(rowOf(section, 'PM10')).getByText('Custom')).toBeVisible();

    await userEvent.click(section.getByRole('button', { name: 'Display unit actions' }));
    await userEvent.click(await body.findByRole('menuitem', { name: 'Reset all to defaults' }));
    const confirm = within(await body.findByRole('dialog', { name: 'Reset all to defaults?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Reset all' }));
    await expect(
      await confirm.findByText('Reset to defaults failed: The project is being archived.'),
    ).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Reset all' })).toBeEnabled();
  },
};

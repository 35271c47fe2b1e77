import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { routeHref } from '../../lib/route-query';
import { AppToaster } from '../../shell/app-toaster';
import {
  LOCATIONS_PROJECT,
  LOCATIONS_VIEWER,
  monitoringLocationRoutes,
} from '../../__fixtures__/monitoring-locations';
import { projectRoutes } from '../../__fixtures__/projects';
import { ScreenStory, type FixtureRoute } from '../../__fixtures__/screen-story';
import { MONITORING_LOCATIONS_PATH } from './location-view';
import MonitoringLocationsPage from './monitoring-locations-page';

interface StoryParameters {
  routes?: FixtureRoute[];
  server?: Parameters<typeof monitoringLocationRoutes>[0];
  toaster?: boolean;
}

/** The calls the screen made in the current story, in order. */
const requested: string[] = [];

function recorded(routes: FixtureRoute[]): FixtureRoute[] {
  return routes.map((route) => ({
    ...route,
    respond: (url, body) => {
      requested.push(`${route.method} ${url.pathname}`);
      return route.respond(url, body);
    },
  }));
}

const meta = {
  title: 'Screens/Projects/Monitoring locations',
  component: MonitoringLocationsPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => {
    const options = parameters as StoryParameters;
    requested.length = 0;
    const routes = recorded([
      ...(options.routes ?? []),
      ...monitoringLocationRoutes(options.server),
      ...projectRoutes(),
    ]);
    // Dialogs sit in a portal: the screenshot covers the viewport-high root.
    return (
      <div className="min-h-[calc(100vh-2rem)]">
        <ScreenStory
          routes={routes}
          path={routeHref(MONITORING_LOCATIONS_PATH, { projectId: LOCATIONS_PROJECT.Id })}
          locale={(globals.locale as string) ?? 'en-US'}
        >
          <MonitoringLocationsPage />
          {options.toaster ? <AppToaster /> : null}
        </ScreenStory>
      </div>
    );
  },
} satisfies Meta<typeof MonitoringLocationsPage>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

/** Waits for the cards, every static map image drawn, and the live map idle. */
async function settled(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findAllByTestId('location-card');
  await waitFor(
    () => {
      const maps = canvasElement.querySelectorAll('[data-slot="static-map"]');
      expect(maps.length).toBeGreaterThan(0);
      for (const map of maps) expect(map).not.toHaveAttribute('data-state', 'loading');
    },
    { timeout: 60000 },
  );
  await waitFor(
    () =>
      expect(canvasElement.querySelector('[data-slot="map"]')).toHaveAttribute(
        'data-state',
        'idle',
      ),
    { timeout: 20000 },
  );
}

function card(canvas: Canvas, name: string): HTMLElement {
  const found = canvas
    .getAllByTestId('location-card')
    .find((element: HTMLElement) => element.getAttribute('data-location') === name);
  if (!found) throw new Error(`No card for ${name}`);
  return found;
}

/** While the locations load: skeletons for the map and cards (a pulse, so no screenshot). */
export const Loading: Story = {
  tags: ['!visual'],
  parameters: {
    routes: [
      {
        method: 'GET',
        path: '/v0.1/monitoringlocations',
        respond: () => new Promise(() => undefined),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Active monitoring locations (0)' });
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(canvas.queryByText('No monitoring locations yet')).toBeNull();
  },
};

/** A project without locations or instruments: both empty states and the ways forward. */
export const Empty: Story = {
  parameters: { server: { locations: [], monitors: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No monitoring locations yet')).toBeVisible();
    await expect(await canvas.findByText('No instruments yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Create location' })).toBeEnabled();
    // The first story to draw a map loads MapLibre: give it time.
    await waitFor(
      () =>
        expect(canvasElement.querySelector('[data-slot="map"]')).toHaveAttribute(
          'data-state',
          'idle',
        ),
      { timeout: 12000 },
    );
  },
};

/**
 * The page with data: the map, three active cards (values in the project's units with the
 * server's decimals, 'No data' for a missing value), 'Hidden monitoring locations (1)' collapsed,
 * and the instruments table.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: 'Active monitoring locations (3)' }),
    ).toBeVisible();
    await expect(canvas.getByText('Hidden monitoring locations')).toBeVisible();
    const north = card(canvas, 'North fence');
    await expect(within(north).getByText('42.5 µg/m³')).toBeVisible();
    await expect(within(north).getByText('0.12 ppm')).toBeVisible();
    await expect(within(north).getByTestId('location-status')).toHaveTextContent('Online');
    await expect(within(card(canvas, 'South gate')).getByText('No data')).toBeVisible();
    await expect(canvas.queryByText('Old compound')).toBeNull();
    const table = canvas.getByTestId('instruments-table');
    await expect(within(table).getByText('AQ-1003')).toBeVisible();
    // The state call asked for every location at once.
    await expect(requested).toContain('POST /v0.1/State/monitoring-locations');
  },
};

/** The page in the dark theme. */
export const DefaultDark: Story = { ...Default, globals: { theme: 'dark' } };

/**
 * The hidden section opened: the hidden location offers Show; Delete is unavailable because an
 * instrument was once attached, and says so. Hide is unavailable on a location with an attached
 * instrument.
 */
export const WithHiddenOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Hidden monitoring locations/ }));
    const hidden = await waitFor(() => card(canvas, 'Old compound'));
    await expect(within(hidden).getByRole('button', { name: 'Show Old compound' })).toBeEnabled();
    const remove = within(hidden).getByRole('button', { name: 'Delete Old compound' });
    await expect(remove).toHaveAttribute('aria-disabled', 'true');
    const hide = within(card(canvas, 'North fence')).getByRole('button', {
      name: 'Hide North fence',
    });
    await expect(hide).toHaveAttribute('aria-disabled', 'true');
    // Keyboard users get the reason on focus, as pointer users on hover.
    hide.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'Detach its instruments before hiding this location.',
    );
    await settled(canvasElement);
  },
};

/** A viewer: every change is unavailable, with the reason in a tooltip. */
export const NoPermission: Story = {
  parameters: { server: { user: LOCATIONS_VIEWER } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await settled(canvasElement);
    const create = canvas.getByRole('button', { name: 'Create location' });
    await expect(create).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(create);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    await userEvent.hover(create);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'You do not have permission to manage monitoring locations.',
    );
    await expect(canvas.getByRole('button', { name: 'Register instrument' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      canvas.getByRole('combobox', { name: 'Monitoring location of AQ-1003' }),
    ).toHaveAttribute('aria-disabled', 'true');
  },
};

/**
 * Create location submitted empty, then with a name using a forbidden character: the messages of
 * spec 03 §5, and nothing is sent.
 */
export const CreateWithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Create location' }));
    const dialog = await body.findByRole('dialog', { name: 'Create location' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(await within(dialog).findByText('Location and name are required')).toBeVisible();
    await userEvent.type(within(dialog).getByTestId('location-name-input'), 'North/fence');
    const coordinates = within(dialog).getByTestId('location-coordinates-input');
    // Both orders are places (latitude -73.99 is in Antarctica): the typed one is picked as A.
    await userEvent.type(coordinates, '40.675, -73.99{Enter}');
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: 'Use A: latitude 40.675, longitude -73.99',
      }),
    );
    await expect(within(dialog).getByTestId('location-point')).toHaveTextContent(
      'Point: 40.675000, -73.990000',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await expect(
      await within(dialog).findByText(
        /^A monitoring location name can only contain the following special characters:/,
      ),
    ).toBeVisible();
    await expect(requested).not.toContain('POST /v0.1/monitoringlocations');
  },
};

/** Create location from typed coordinates: the call, the toast, the dialog closes. */
export const CreateFromCoordinates: Story = {
  tags: ['!visual'],
  parameters: { toaster: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await canvas.findAllByTestId('location-card');
    await userEvent.click(canvas.getByRole('button', { name: 'Create location' }));
    const dialog = await body.findByRole('dialog', { name: 'Create location' });
    await userEvent.type(within(dialog).getByTestId('location-name-input'), 'East fence');
    await userEvent.type(
      within(dialog).getByTestId('location-coordinates-input'),
      '40.675, -73.99{Enter}',
    );
    await userEvent.click(
      await within(dialog).findByRole('button', {
        name: 'Use A: latitude 40.675, longitude -73.99',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    const toast = await body.findByText('Monitoring location East fence created');
    await waitFor(() => expect(toast).toBeVisible());
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(requested).toContain('POST /v0.1/monitoringlocations');
  },
};

/** Editing a location where data was recorded: the coordinates are locked with the notice. */
export const EditNotUpdatable: Story = {
  parameters: { server: { updatable: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await settled(canvasElement);
    await userEvent.click(
      within(card(canvas, 'North fence')).getByRole('button', { name: 'Edit North fence' }),
    );
    const dialog = await body.findByRole('dialog', { name: 'Edit North fence' });
    await expect(await within(dialog).findByTestId('coordinates-locked')).toHaveTextContent(
      'Data was recorded at this location',
    );
    await expect(within(dialog).getByTestId('location-coordinates-input')).toBeDisabled();
    await expect(within(dialog).getByTestId('location-name-input')).toHaveValue('North fence');
    await waitFor(
      () => expect(dialog.querySelector('[data-slot="map"]')).toHaveAttribute('data-state', 'idle'),
      { timeout: 20000 },
    );
  },
};

/**
 * Assigning the waiting instrument fails on the server (500): the attach is tried three times in
 * all, then the toast 'Failed to assign monitor' shows.
 */
export const AssignmentFailure: Story = {
  // The toast shows the wall-clock time it appeared, so it is never the same picture twice.
  tags: ['!visual'],
  parameters: { server: { attach: 'fail' }, toaster: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await settled(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Monitoring location of AQ-1003' }));
    await userEvent.click(await body.findByRole('option', { name: 'Upwind mast' }));
    const toast = await body.findByText('Failed to assign monitor');
    await waitFor(() => expect(toast).toBeVisible());
    const attaches = requested.filter((call) => call.endsWith('/attachMonitor'));
    await expect(attaches).toHaveLength(3);
  },
};

/** The terminated lease: its dropdown is unavailable and says why. */
export const TerminatedLease: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = await canvas.findByRole('combobox', {
      name: 'Monitoring location of AQ-0990',
    });
    await expect(select).toHaveAttribute('aria-disabled', 'true');
    select.focus();
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'The lease of this instrument has ended, so it cannot be assigned.',
    );
  },
};

async function openRegister(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await settled(canvasElement);
  await userEvent.click(canvas.getByRole('button', { name: 'Register instrument' }));
  return within(document.body).findByRole('dialog', { name: 'Register instrument' });
}

/** The register form submitted empty: each field says what it needs. */
export const RegisterFormErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await openRegister(canvasElement));
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(await dialog.findByText('Serial is required')).toBeVisible();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Model is required')).toBeVisible();
    await expect(dialog.getByText('Choose at least one sensor')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Serial/ }), 'AQ 2001');
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(
      await dialog.findByText(
        'Serial may contain only letters, digits, dots, hyphens and underscores',
      ),
    ).toBeVisible();
    await expect(requested).not.toContain('POST /v0.1/instruments');
  },
};

async function fillRegister(dialog: ReturnType<typeof within>, serial: string) {
  await userEvent.type(dialog.getByRole('textbox', { name: /Serial/ }), serial);
  await userEvent.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Boundary north');
  await userEvent.type(dialog.getByRole('textbox', { name: /Model/ }), 'DustTrak 8530');
  await userEvent.type(dialog.getByTestId('register-sensors'), 'PM10');
  await userEvent.click(await within(document.body).findByRole('option', { name: /PM10/ }));
  await userEvent.keyboard('{Escape}');
}

/** A serial already registered: the server's 409 message in the form. */
export const RegisterConflict: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const dialog = within(await openRegister(canvasElement));
    await fillRegister(dialog, 'AQ-1001');
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(
      await dialog.findByText('An instrument with serial AQ-1001 is already registered.'),
    ).toBeVisible();
  },
};

/**
 * Registered: how to send data (the ingestion address and an example), and an API key created on
 * request, shown once with Copy.
 */
export const RegisterSuccess: Story = {
  // The ingestion address holds the page's origin, whose port changes from run to run.
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const dialog = within(await openRegister(canvasElement));
    await fillRegister(dialog, 'AQ-2001');
    await userEvent.click(dialog.getByRole('button', { name: 'Register' }));
    await expect(await dialog.findByText('Instrument AQ-2001 registered')).toBeVisible();
    await expect(dialog.getByTestId('ingestion-url')).toHaveTextContent(
      /^POST http.*\/v2\/instruments\/AQ-2001\/data$/,
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Create API key' }));
    await expect(await dialog.findByTestId('instrument-api-key')).toHaveTextContent(
      'aq_StoryKey0123456789abcdefghijklmnopqrstuv',
    );
    await expect(dialog.getByRole('button', { name: 'Copy' })).toBeEnabled();
    // The instruments table is refreshed for the new instrument.
    await waitFor(() =>
      expect(requested.filter((call) => call.endsWith('/monitors')).length).toBeGreaterThan(1),
    );
  },
};

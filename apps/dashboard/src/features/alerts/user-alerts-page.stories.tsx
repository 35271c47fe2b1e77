import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALERTS_VIEWER, alertRoutes, STORY_EVENT_RULES } from '../../__fixtures__/alerts';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { AppToaster } from '../../shell/app-toaster';
import UserAlertsPage from './user-alerts-page';

type Options = Parameters<typeof alertRoutes>[0];

/** Twenty-three set point rules, so the list has three pages of ten. */
const MANY = Array.from({ length: 23 }, (_, index) => ({
  ...(STORY_EVENT_RULES[0] as (typeof STORY_EVENT_RULES)[number]),
  EventRuleId: `rule-${1000 + index}`,
  Name: `Alert ${String(index + 1).padStart(2, '0')}`,
}));

const meta = {
  title: 'Screens/Alerts/Your alerts',
  component: UserAlertsPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => (
    // Dialogs sit in a portal: the screenshot covers the viewport-high root.
    <div className="min-h-[calc(100vh-2rem)]" style={parameters.phone ? { width: 390 } : undefined}>
      <ScreenStory
        routes={alertRoutes(parameters.fixture as Options)}
        path="/OneView/alerts"
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <UserAlertsPage />
        {parameters.toaster ? <AppToaster /> : null}
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof UserAlertsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const found = within(await canvas.findByTestId('user-alerts'));
  await found.findByText('Pier VOC ceiling');
  return { canvas, table: found };
}

/**
 * Every alert the user can see, event rules and (the flag being off) contribution alerts, by
 * name, with organisation, project, type, data type, sources, channel, trigger and averaging
 * period; no Create button at this level.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table: rows } = await table(canvasElement);
    await expect(
      rows.getAllByRole('columnheader').map((header) => header.textContent?.trim()),
    ).toEqual(
      expect.arrayContaining([
        'Name',
        'Organisation',
        'Project',
        'Alert type',
        'Data type',
        'Sources',
        'Channel',
        'Trigger',
        'Averaging period',
      ]),
    );
    await expect(rows.queryByRole('columnheader', { name: /Active/ })).toBeNull();
    await expect(rows.getAllByTestId('alert-name').map((name) => name.textContent)).toEqual([
      'DER-10 PM10 contribution',
      'Met mast offline',
      'Perimeter PM10 exceedance',
      'Pier VOC ceiling',
    ]);
    const perimeter = rows.getByRole('row', { name: /Perimeter PM10 exceedance/ });
    await expect(perimeter).toHaveTextContent('Set point');
    await expect(perimeter).toHaveTextContent('Monitoring location');
    await expect(perimeter).toHaveTextContent('North fence, South gate');
    await expect(perimeter).toHaveTextContent('150 µg/m³');
    await expect(perimeter).toHaveTextContent('15 minutes');
    await expect(rows.getByRole('row', { name: /Met mast offline/ })).toHaveTextContent(
      'No data for 30 minutes',
    );
    const pier = rows.getByRole('row', { name: /Pier VOC ceiling/ });
    await expect(pier).toHaveTextContent('Harbour Consulting');
    await expect(pier).toHaveTextContent('Pier block averages');
    const href = within(perimeter).getByTestId('alert-name').getAttribute('href') ?? '';
    await expect(href.startsWith('/OneView/alerts/details?')).toBe(true);
    await expect(
      JSON.parse(new URLSearchParams(href.split('?')[1]).get('query') ?? '{}'),
    ).toMatchObject({ alertId: 'rule-0042' });
    await expect(canvas.queryByRole('button', { name: 'Create alert' })).toBeNull();
  },
};

/** The list in the dark theme. */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** The list in Portuguese. */
export const Portuguese: Story = {
  globals: { locale: 'pt' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sem dados por 30 minutos')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Alertas');
  },
};

/** At a phone's width the table scrolls inside its box; the heading and search stay on screen. */
export const PhoneWidth: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    await table(canvasElement);
    await expect(within(canvasElement).getByRole('searchbox')).toBeVisible();
  },
};

/** The search looks at every column's text: a source's name finds its alerts. */
export const Search: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const { canvas, table: rows } = await table(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), 'south gate');
    await waitFor(() =>
      expect(rows.getAllByTestId('alert-name').map((name) => name.textContent)).toEqual([
        'Perimeter PM10 exceedance',
      ]),
    );
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'offline');
    await waitFor(() =>
      expect(rows.getAllByTestId('alert-name').map((name) => name.textContent)).toEqual([
        'Met mast offline',
      ]),
    );
  },
};

/** Ten rows a page at first; the third page holds the last three. */
export const Paging: Story = {
  tags: ['!visual'],
  parameters: { fixture: { rules: MANY, configs: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const rows = within(await canvas.findByTestId('user-alerts'));
    await rows.findByText('Alert 01');
    await expect(rows.getAllByTestId('alert-name')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(rows.getAllByTestId('alert-name')[0]).toHaveTextContent('Alert 11'));
    await userEvent.click(canvas.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(rows.getAllByTestId('alert-name')).toHaveLength(3));
  },
};

/** Under the migration flag contribution alerts are not listed (they are event rules then). */
export const Migrated: Story = {
  tags: ['!visual'],
  parameters: { fixture: { migrated: true } },
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    await expect(rows.queryByText('DER-10 PM10 contribution')).toBeNull();
    await expect(rows.getAllByTestId('alert-name')).toHaveLength(3);
  },
};

/** Without Manage_Alerts, Clone and Delete are disabled with the reason; Edit stays. */
export const Viewer: Story = {
  tags: ['!visual'],
  parameters: { fixture: { user: ALERTS_VIEWER } },
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    const row = rows.getByRole('row', { name: /Pier VOC ceiling/ });
    await userEvent.click(within(row).getByRole('button', { name: 'More actions' }));
    const menu = within(document.body);
    await expect(await menu.findByRole('menuitem', { name: 'Edit' })).not.toHaveAttribute(
      'aria-disabled',
    );
    for (const name of [/Clone/, /Delete/]) {
      const item = menu.getByRole('menuitem', { name });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await expect(item).toHaveTextContent('You need the Manage alerts permission.');
    }
  },
};

/** Delete asks first; the server's refusal stays in the dialog. */
export const DeleteRefused: Story = {
  parameters: { fixture: { remove: 'refuse' } },
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    const row = rows.getByRole('row', { name: /Met mast offline/ });
    await userEvent.click(within(row).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Delete alert?' });
    await expect(dialog).toHaveTextContent('Met mast offline will be deleted');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(dialog).findByText('The alert has open events; resolve them first.'),
    ).toBeVisible();
  },
};

/** A confirmed delete closes the dialog with a toast, and the row leaves the list. */
export const Deleted: Story = {
  tags: ['!visual'],
  parameters: { toaster: true },
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    const row = rows.getByRole('row', { name: /Met mast offline/ });
    await userEvent.click(within(row).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('dialog', { name: 'Delete alert?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(document.body).findByText('Met mast offline was deleted.'),
    ).toBeVisible();
    await waitFor(() => expect(rows.queryByText('Met mast offline')).toBeNull());
  },
};

/** Clone opens the wizard on a copy named 'Clone - …', in the alert's project. */
export const Clone: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    const row = rows.getByRole('row', { name: /Perimeter PM10 exceedance/ });
    await userEvent.click(within(row).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Clone' }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(
      await within(dialog).findByDisplayValue('Clone - Perimeter PM10 exceedance'),
    ).toBeVisible();
  },
};

/** The list fails to load: the server error text and Try again. */
export const LoadFailed: Story = {
  tags: ['!visual'],
  parameters: { fixture: { listFails: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The alerts failed to load.')).toBeVisible();
    await expect(
      canvas.getByText('An internal server error occurred. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  contributionRoutes,
  CONTRIBUTIONS_PROJECT,
  CONTRIBUTIONS_VIEWER,
} from '../../__fixtures__/contributions';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { routeHref } from '../../lib/route-query';
import { AppToaster } from '../../shell/app-toaster';
import ProjectContributionsPage from './project-contributions-page';

type Options = Parameters<typeof contributionRoutes>[0];

const meta = {
  title: 'Screens/Contributions/Project contributions',
  component: ProjectContributionsPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => (
    // Dialogs sit in a portal: the screenshot covers the viewport-high root.
    <div className="min-h-[calc(100vh-2rem)]">
      <ScreenStory
        routes={contributionRoutes(parameters.fixture as Options)}
        path={routeHref('/OneView/project/contributions', { projectId: CONTRIBUTIONS_PROJECT.Id })}
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <ProjectContributionsPage />
        {parameters.toaster ? <AppToaster /> : null}
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof ProjectContributionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function table(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const found = await canvas.findByTestId('contributions-table');
  await within(found).findByText('Rule 1466 PM10');
  return { canvas, table: within(found) };
}

/**
 * The project's three contributions, newest first, without the organisation column; created
 * times on the project's clock (New York, UTC-05:00 in November); the name leads to the aggregated
 * Charts page with the contribution as the source and the project cell to the project's dashboard.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { canvas, table: rows } = await table(canvasElement);
    await expect(
      rows.getAllByRole('columnheader').map((header) => header.textContent?.trim()),
    ).toEqual(expect.arrayContaining(['Name', 'Project', 'Type', 'Created']));
    await expect(rows.queryByRole('columnheader', { name: /Organisation/ })).toBeNull();
    const names = rows.getAllByTestId('contribution-name');
    await expect(names.map((name) => name.textContent)).toEqual([
      'Excavation PM2.5',
      'Rule 1466 PM10',
      'Perimeter dust and VOC',
    ]);
    // 2026-11-20T17:45Z is 12:45 in New York (UTC-05:00).
    const newest = rows.getByRole('row', { name: /Excavation PM2\.5/ });
    await expect(newest).toHaveTextContent('11/20/2026, 12:45:00');
    await expect(newest).toHaveTextContent('UTC-05:00');
    await expect(newest).toHaveTextContent('Custom Site Contribution');
    const href = names[0]?.getAttribute('href') ?? '';
    const query = JSON.parse(
      new URLSearchParams(href.split('?')[1]).get('query') ?? '{}',
    ) as Record<string, unknown>;
    await expect(href.startsWith('/OneView/project/data?')).toBe(true);
    await expect(query).toMatchObject({
      projectId: CONTRIBUTIONS_PROJECT.Id,
      type: 'aggregated',
      source: 703,
    });
    await expect(
      within(newest).getByRole('link', { name: CONTRIBUTIONS_PROJECT.Name }),
    ).toHaveAttribute(
      'href',
      routeHref('/OneView/project/dashboard', { projectId: CONTRIBUTIONS_PROJECT.Id }),
    );
    await expect(canvas.getByTestId('create-contribution')).toBeEnabled();
    await expect(
      canvas.getByRole('navigation', { name: 'Project' }).querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Contributions');
  },
};

/** The page in the dark theme. */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** The page in Spanish (dates in the Spanish style). */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Contribución del emplazamiento 1466')).toBeVisible();
    await expect(canvas.getByTestId('create-contribution')).toHaveTextContent('Crear contribución');
  },
};

/** No contributions yet: the empty state says how to make one. */
export const Empty: Story = {
  parameters: { fixture: { contributions: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('This project has no contributions yet.')).toBeVisible();
    await expect(
      canvas.getByText('Create one to compare downwind and upwind locations.'),
    ).toBeVisible();
  },
};

/**
 * Without Manage_Contributions, Create contribution stays focusable but inert with the reason as
 * its tooltip, and Delete in a row's menu is disabled with the reason under it.
 */
export const Viewer: Story = {
  tags: ['!visual'],
  parameters: { fixture: { user: CONTRIBUTIONS_VIEWER } },
  play: async ({ canvasElement }) => {
    const { canvas, table: rows } = await table(canvasElement);
    const create = canvas.getByTestId('create-contribution');
    await waitFor(() => expect(create).toHaveAttribute('aria-disabled', 'true'));
    await userEvent.hover(create);
    await expect(await within(document.body).findByRole('tooltip')).toHaveTextContent(
      'You need the Manage contributions permission.',
    );
    await userEvent.click(create);
    await expect(within(document.body).queryByRole('dialog')).toBeNull();
    const row = rows.getByRole('row', { name: /Rule 1466 PM10/ });
    await userEvent.click(within(row).getByRole('button', { name: 'More actions' }));
    const item = await within(document.body).findByRole('menuitem', { name: /Delete/ });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await expect(item).toHaveTextContent('You need the Manage contributions permission.');
  },
};

/** Create contribution opens the wizard on its first step. */
export const OpensWizard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const { canvas } = await table(canvasElement);
    await userEvent.click(canvas.getByTestId('create-contribution'));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Create contribution',
    });
    await expect(within(dialog).getByTestId('contribution-project')).toHaveValue(
      CONTRIBUTIONS_PROJECT.Name,
    );
  },
};

/** Delete asks first; the server's refusal (both of its messages) stays in the dialog. */
export const DeleteRefused: Story = {
  parameters: { fixture: { remove: 'refuse' } },
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    const row = rows.getByRole('row', { name: /Rule 1466 PM10/ });
    await userEvent.click(within(row).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Delete contribution?',
    });
    await expect(dialog).toHaveTextContent(
      'Rule 1466 PM10 and its computed values will be deleted.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(dialog).findByText(
        'The contribution is used by 2 alerts; delete those alerts first.',
      ),
    ).toBeVisible();
  },
};

/**
 * Change start date: the current start (11/11/2026 07:00 in New York) fills the day and time; a
 * refused change keeps the dialog open with the server's message.
 */
export const ChangeStartDateRefused: Story = {
  parameters: {
    fixture: { override: 'refuse', history: { State: 'Done', Percent: 100, Message: null } },
  },
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    const row = rows.getByRole('row', { name: /Rule 1466 PM10/ });
    await userEvent.click(within(row).getByRole('button', { name: 'More actions' }));
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Change start date' }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Change the start date of Rule 1466 PM10',
    });
    await expect(
      await within(dialog).findByText(/It starts now at 11\/11\/2026, 07:00:00/),
    ).toBeVisible();
    const time = within(dialog).getByTestId('override-time');
    await waitFor(() => expect(time).toHaveValue('07:00'));
    await userEvent.clear(time);
    await userEvent.type(time, '06:30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Change start date' }));
    await expect(
      await within(dialog).findByText('The start date can be at most 366 days ago.'),
    ).toBeVisible();
  },
};

/** A confirmed delete closes the dialog with a confirmation toast. */
export const Deleted: Story = {
  tags: ['!visual'],
  parameters: { toaster: true },
  play: async ({ canvasElement }) => {
    const { table: rows } = await table(canvasElement);
    const row = rows.getByRole('row', { name: /Rule 1466 PM10/ });
    await userEvent.click(within(row).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await within(document.body).findByRole('menuitem', { name: 'Delete' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Delete contribution?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(document.body).findByText('Rule 1466 PM10 was deleted.'),
    ).toBeVisible();
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

/** The list fails to load: the server error text and Try again. */
export const LoadFailed: Story = {
  tags: ['!visual'],
  parameters: { fixture: { listFails: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The contributions failed to load.')).toBeVisible();
    await expect(
      canvas.getByText('An internal server error occurred. Please try again.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};

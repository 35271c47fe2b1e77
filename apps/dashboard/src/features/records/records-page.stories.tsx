import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { journalRoutes } from '../../__fixtures__/journal';
import { projectRoutes, STORY_PROJECTS } from '../../__fixtures__/projects';
import { ScreenStory, status, type FixtureRoute } from '../../__fixtures__/screen-story';
import { routeHref } from '../../lib/route-query';
import { AppToaster } from '../../shell/app-toaster';
import RecordsPage from './records-page';
import { RECORDS_PATH } from './records-path';

// Gowanus Canal Remediation: America/New_York, summer-time adjusted (EST in early March).
const project = STORY_PROJECTS[8];

interface StoryParameters {
  /** The fixed server's journal and permission (journalRoutes options). */
  journal?: Parameters<typeof journalRoutes>[0];
  /** Answers that win over the journal's and the project's. */
  routes?: FixtureRoute[];
  /** The route query beyond the project id. */
  query?: Record<string, unknown>;
  /** Shows the toasts. */
  toaster?: boolean;
}

/** The journal requests the fixed server received, for the play functions to check. */
const requested: string[] = [];

function recorded(routes: FixtureRoute[]): FixtureRoute[] {
  return routes.map((route) => ({
    ...route,
    respond: (url, body) => {
      if (url.pathname.startsWith('/v0.1/journal/'))
        requested.push(`${route.method} ${url.search}`);
      return route.respond(url, body);
    },
  }));
}

const meta = {
  title: 'Screens/Projects/Records',
  component: RecordsPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => {
    const options = parameters as StoryParameters;
    requested.length = 0;
    const routes = recorded([
      ...(options.routes ?? []),
      ...journalRoutes(options.journal),
      ...projectRoutes(),
    ]);
    // Dialogs sit in a portal: the screenshot covers the viewport-high root.
    return (
      <div className="min-h-[calc(100vh-2rem)]">
        <ScreenStory
          routes={routes}
          path={routeHref(RECORDS_PATH, { projectId: project?.Id, ...options.query })}
          locale={(globals.locale as string) ?? 'en-US'}
        >
          <RecordsPage />
          {options.toaster ? <AppToaster /> : null}
        </ScreenStory>
      </div>
    );
  },
} satisfies Meta<typeof RecordsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function table(canvas: Canvas) {
  const found = await canvas.findByTestId('journal-table');
  await waitFor(() => expect(within(found).queryAllByRole('row').length).toBeGreaterThan(1));
  return found;
}

/** The rows of the table body (the header row left out). */
function bodyRows(tableElement: HTMLElement) {
  return within(tableElement).getAllByRole('row').slice(1);
}

/**
 * People's entries of the last day (the default range), newest first, times on the project's
 * clock with the zone labelled; no instrument entries until the switch is on.
 */
export const Entries: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const journal = await table(canvas);
    const rows = bodyRows(journal);
    // Seven entries with Source Cloud or Unknown; the eight of Source Connect stay out.
    await expect(rows).toHaveLength(7);
    // New York moved to summer time at 07:00 UTC on 8 March 2026: 16:42:10 UTC that day is
    // 12:42:10 EDT (UTC-04:00), while 19:30 UTC the day before is 14:30:00 EST (UTC-05:00).
    await expect(rows[0]).toHaveTextContent('03/08/2026, 12:42:10 UTC-04:00');
    await expect(rows[4]).toHaveTextContent('03/07/2026, 14:30:00 UTC-05:00');
    await expect(rows[0]).toHaveTextContent('Alex Morgan');
    await expect(rows[0]).toHaveTextContent('User entry');
    await expect(within(journal).queryByText('Connect')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: 'Date range Last 24 hours' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('switch', { name: 'Show instrument entries' })).not.toBeChecked();
    await expect(requested[0]).toMatch(/includeInstrumentEntries=false/);
  },
};

/** The same in the dark theme. */
export const EntriesDark: Story = { ...Entries, globals: { theme: 'dark' } };

/** With instrument entries: 15 entries over two pages of 10, instrument rows without a user. */
export const WithInstrumentEntries: Story = {
  parameters: { query: { instruments: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const journal = await table(canvas);
    await expect(canvas.getByRole('switch', { name: 'Show instrument entries' })).toBeChecked();
    await expect(bodyRows(journal)).toHaveLength(10);
    await expect(canvas.getByText('1–10 of 15 items')).toBeVisible();
    const offline = within(journal).getByText('AQ-1002 went offline').closest('tr');
    await expect(offline).toHaveTextContent('Connect');
    await expect(offline).toHaveTextContent('—');
    await expect(requested[0]).toMatch(/includeInstrumentEntries=true/);
  },
};

/** Turning the switch on asks again with includeInstrumentEntries=true. */
export const ToggleInstrumentEntries: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const journal = await table(canvas);
    await userEvent.click(canvas.getByRole('switch', { name: 'Show instrument entries' }));
    await within(journal).findByText('AQ-1002 came back online');
    await expect(requested.at(-1)).toMatch(/includeInstrumentEntries=true/);
    await userEvent.click(canvas.getByRole('switch', { name: 'Show instrument entries' }));
    await waitFor(() => expect(within(journal).queryByText('AQ-1002 came back online')).toBeNull());
  },
};

/** Type, source and text filters over the loaded entries; nothing matching says so. */
export const Filtered: Story = {
  tags: ['!visual'],
  parameters: { query: { instruments: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const journal = await table(canvas);
    const body = within(canvasElement.ownerDocument.body);

    await userEvent.click(canvas.getByRole('combobox', { name: 'Type' }));
    await userEvent.click(await body.findByRole('option', { name: 'User entry' }));
    await waitFor(() => expect(bodyRows(journal)).toHaveLength(4));

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search entries' }), 'RENEE');
    await waitFor(() => expect(bodyRows(journal)).toHaveLength(1));
    await expect(bodyRows(journal)[0]).toHaveTextContent('Strong gusts');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Source' }));
    await userEvent.click(await body.findByRole('option', { name: 'Connect' }));
    await expect(await within(journal).findByText('No results found.')).toBeVisible();
    await expect(within(journal).getByText('No entry matches these filters.')).toBeVisible();
  },
};

/** A range without entries. */
export const Empty: Story = {
  parameters: { journal: { entries: [] } },
  play: async ({ canvasElement }) => {
    const journal = await within(canvasElement).findByTestId('journal-table');
    await expect(await within(journal).findByText('No journal entries')).toBeVisible();
    await expect(
      within(journal).getByText('Nothing was recorded in this date range.'),
    ).toBeVisible();
  },
};

/** While the journal loads: skeleton rows (a pulse, so no screenshot). */
export const Loading: Story = {
  tags: ['!visual'],
  parameters: {
    routes: [
      {
        method: 'GET',
        path: /^\/v0\.1\/journal\/project\/[^/]+$/,
        respond: () => new Promise(() => undefined),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const journal = await within(canvasElement).findByTestId('journal-table');
    await waitFor(() => expect(journal.querySelector('[aria-busy="true"]')).not.toBeNull());
    await expect(within(journal).queryByText('No journal entries')).toBeNull();
  },
};

/** A failed load: the message, the reason and Try again. */
export const LoadFailed: Story = {
  parameters: {
    routes: [
      {
        method: 'GET',
        path: /^\/v0\.1\/journal\/project\/[^/]+$/,
        respond: () =>
          status(400, { Status: 400, Messages: ['Date range must be 31 days or less'] }),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const journal = await within(canvasElement).findByTestId('journal-table');
    await expect(await within(journal).findByText('The journal could not be loaded')).toBeVisible();
    await expect(within(journal).getByText('Date range must be 31 days or less')).toBeVisible();
    await expect(within(journal).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * A fixed range of 40 days (1 October to 10 November 2026): 'Records range error' with the
 * rule's message, and nothing is asked of the server.
 */
export const RangeTooLong: Story = {
  parameters: {
    query: {
      range: {
        kind: 'absolute',
        from: Date.UTC(2026, 9, 1, 4, 0),
        to: Date.UTC(2026, 10, 10, 5, 0),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await canvas.findByTestId('records-range-error');
    await expect(notice).toHaveTextContent('Records range error');
    await expect(notice).toHaveTextContent('Date range must be 31 days or less');
    await expect(canvas.queryByTestId('journal-table')).toBeNull();
    await expect(requested).toEqual([]);
  },
};

async function openAddEntry(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await table(canvas);
  const add = canvas.getByRole('button', { name: 'Add entry' });
  await waitFor(() => expect(add).not.toHaveAttribute('aria-disabled'));
  await userEvent.click(add);
  const body = within(canvasElement.ownerDocument.body);
  return within(await body.findByRole('dialog', { name: 'Add journal entry' }));
}

/**
 * The add-entry form: the counter follows the text to 1000 characters, and emptied details show
 * the rule's message.
 */
export const AddEntryForm: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openAddEntry(canvasElement);
    const details = dialog.getByRole('textbox', { name: /Details/ });
    await expect(details).toHaveAccessibleDescription('0 / 1000 characters');
    await userEvent.type(details, 'Dust suppression');
    await expect(dialog.getByText('16 / 1000 characters')).toBeVisible();
    await userEvent.clear(details);
    await userEvent.click(dialog.getByRole('button', { name: 'Add entry' }));
    await expect(await dialog.findByText('Details are required')).toBeVisible();
    await expect(details).toHaveAttribute('aria-invalid', 'true');
    await expect(requested.filter((r) => r.startsWith('POST'))).toEqual([]);
    await userEvent.type(details, 'Dust suppression on the haul road');
    await expect(dialog.getByText('33 / 1000 characters')).toBeVisible();
  },
};

/** An added entry closes the form with a toast, and the refreshed journal shows it first. */
export const AddEntrySucceeds: Story = {
  tags: ['!visual'],
  parameters: { toaster: true },
  play: async ({ canvasElement }) => {
    const dialog = await openAddEntry(canvasElement);
    await userEvent.type(
      dialog.getByRole('textbox', { name: /Details/ }),
      'Dust suppression on the haul road',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add entry' }));
    const body = within(canvasElement.ownerDocument.body);
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const toasts = body.getByRole('region', { name: 'Messages' });
    const toast = await within(toasts).findByText('Journal entry added');
    // The toast fades in.
    await waitFor(() => expect(toast).toBeVisible());
    const journal = within(canvasElement).getByTestId('journal-table');
    await waitFor(() =>
      expect(bodyRows(journal)[0]).toHaveTextContent('Dust suppression on the haul road'),
    );
    await expect(bodyRows(journal)).toHaveLength(8);
  },
};

/** A refused add keeps the form open with 'Error adding journal entry' and the server's message. */
export const AddEntryFails: Story = {
  parameters: {
    journal: {
      addFailure: { status: 403, messages: ['You do not have permission to add journal entries.'] },
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = await openAddEntry(canvasElement);
    const details = dialog.getByRole('textbox', { name: /Details/ });
    await userEvent.type(details, 'Dust suppression on the haul road');
    await userEvent.click(dialog.getByRole('button', { name: 'Add entry' }));
    const error = await dialog.findByTestId('add-entry-error');
    await expect(error).toHaveTextContent('Error adding journal entry');
    await expect(error).toHaveTextContent('You do not have permission to add journal entries.');
    await expect(details).toHaveValue('Dust suppression on the haul road');
  },
};

/** Without Manage_Journal, Add entry is unavailable and its tooltip says why. */
export const NoPermission: Story = {
  parameters: { journal: { canAdd: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await table(canvas);
    const add = canvas.getByRole('button', { name: 'Add entry' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription(
      'You do not have permission to add journal entries.',
    );
    await userEvent.click(add);
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).toBeNull();
    // Leave nothing hovered or focused, so no tooltip appears while the screenshot is taken.
    await userEvent.unhover(add);
    add.blur();
  },
};

/** In French: labels, types and sources translated, the time in the French date order. */
export const French: Story = {
  globals: { locale: 'fr-FR' },
  parameters: { query: { instruments: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const journal = await table(canvas);
    await expect(bodyRows(journal)[0]).toHaveTextContent('08/03/2026 12:42:10 UTC-04:00');
    await expect(bodyRows(journal)[0]).toHaveTextContent('Entrée utilisateur');
    await expect(canvas.getByRole('button', { name: 'Ajouter une entrée' })).toBeVisible();
  },
};

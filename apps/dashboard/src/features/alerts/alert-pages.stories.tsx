import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ALERTS_PROJECT, ALERTS_VIEWER, alertRoutes } from '../../__fixtures__/alerts';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { routeHref } from '../../lib/route-query';
import { AppToaster } from '../../shell/app-toaster';
import AlertActionsPage from './alert-actions-page';
import AlertConnectedProjectsPage from './alert-connected-projects-page';
import AlertDetailsPage from './alert-details-page';
import AlertTriggerPage from './alert-trigger-page';
import type { AlertPage } from './alert-data';

type Options = Parameters<typeof alertRoutes>[0];

const PAGES: Record<AlertPage, ComponentType> = {
  details: AlertDetailsPage,
  trigger: AlertTriggerPage,
  actions: AlertActionsPage,
  'connected-projects': AlertConnectedProjectsPage,
};

const RULE_QUERY = { projectId: ALERTS_PROJECT.Id, alertId: 'rule-0042' };

const meta = {
  title: 'Screens/Alerts/Alert pages',
  component: AlertDetailsPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => {
    const page = (parameters.page as AlertPage | undefined) ?? 'details';
    const Page = PAGES[page];
    const query = (parameters.query as Record<string, unknown> | undefined) ?? RULE_QUERY;
    return (
      // Dialogs sit in a portal: the screenshot covers the viewport-high root.
      <div
        className="min-h-[calc(100vh-2rem)]"
        style={parameters.phone ? { width: 390 } : undefined}
      >
        <ScreenStory
          routes={alertRoutes(parameters.fixture as Options)}
          path={routeHref(`/OneView/alerts/${page}`, query)}
          locale={(globals.locale as string) ?? 'en-US'}
        >
          <Page />
          {parameters.toaster ? <AppToaster /> : null}
        </ScreenStory>
      </div>
    );
  },
} satisfies Meta<typeof AlertDetailsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

async function loaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { level: 1, name: 'Perimeter PM10 exceedance' });
  return canvas;
}

/**
 * The details page of a set point rule in view mode: breadcrumbs OneView › Projects › project ›
 * Project alerts › alert, the side navigation with Details current, name, project, type and
 * active, and the event history: times on the project's clock (UTC-05:00), value and unit,
 * resolution with its actions, sent status and who was notified with how each message fared.
 */
export const Details: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const crumbs = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(
      within(crumbs)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'OneView',
      'Projects',
      ALERTS_PROJECT.Name,
      'Project alerts',
      'Perimeter PM10 exceedance',
    ]);
    await expect(within(crumbs).getByRole('link', { name: 'Project alerts' })).toHaveAttribute(
      'href',
      routeHref('/OneView/project/alerts', { projectId: ALERTS_PROJECT.Id }),
    );
    await expect(
      canvas.getByRole('navigation', { name: 'Alert' }).querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Details');
    const details = within(canvas.getByTestId('alert-details'));
    await expect(details.getByText('Set point')).toBeVisible();
    await expect(details.getByText(ALERTS_PROJECT.Name)).toBeVisible();
    const events = within(await canvas.findByTestId('alert-events'));
    const newest = await events.findByRole('row', { name: /11\/25\/2026, 09:32:00/ });
    await expect(newest).toHaveTextContent('UTC-05:00');
    await expect(newest).toHaveTextContent('North fence');
    await expect(newest).toHaveTextContent('182.4 µg/m³');
    await expect(newest).toHaveTextContent('Open');
    await expect(newest).toHaveTextContent('Recipients notified');
    await expect(newest).toHaveTextContent('dust.team@demo.example');
    await expect(newest).toHaveTextContent('E-mail · Retrying');
    await expect(newest).toHaveTextContent('SMS · Failed');
    await expect(within(newest).getByRole('button', { name: /under review/ })).toBeEnabled();
    const resolved = events.getByRole('row', { name: /11\/20\/2026/ });
    await expect(resolved).toHaveTextContent('Resolved');
    await expect(resolved).toHaveTextContent('by Alex Morgan');
    await expect(resolved).toHaveTextContent('Nobody');
    await expect(within(resolved).queryByRole('button')).toBeNull();
  },
};

/** The details page in the dark theme. */
export const DetailsDark: Story = { ...Details, globals: { theme: 'dark' } };

/** The details page in French. */
export const DetailsFrench: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Historique des événements' }),
    ).toBeVisible();
    await expect(await canvas.findByText('En cours d’examen')).toBeVisible();
  },
};

/**
 * At a phone's width the side navigation becomes a row of tabs under the header (one navigation
 * named Alert, Details current) and the event history scrolls in its box.
 */
export const DetailsPhone: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const tabs = canvas.getByRole('navigation', { name: 'Alert' });
    await expect(tabs.querySelector('[aria-current="page"]')).toHaveTextContent('Details');
    await expect(within(tabs).getAllByRole('link')).toHaveLength(4);
    await expect(await canvas.findByTestId('alert-events')).toBeVisible();
  },
};

/**
 * Edit turns the details into fields; Save is enabled while the alert is complete and disabled
 * once the name is emptied. The type cannot change.
 */
export const DetailsEdit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await expect(name).toHaveValue('Perimeter PM10 exceedance');
    await expect(canvas.getByRole('textbox', { name: /Alert type/ })).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.clear(name);
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.type(name, 'Perimeter PM10 watch');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** A saved change returns to view mode with the stored name; Cancel drops a change. */
export const DetailsSaved: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    const name = canvas.getByRole('textbox', { name: /Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Perimeter PM10 watch');
    await userEvent.click(canvas.getByRole('switch', { name: 'Active' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Perimeter PM10 watch' }),
    ).toBeVisible();
    const details = canvas.getByTestId('alert-details');
    await waitFor(() => expect(details).toHaveAttribute('data-mode', 'view'));
    await expect(details).toHaveTextContent('No');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /Name/ }), ' draft');
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await expect(details).toHaveTextContent('Perimeter PM10 watch');
    await expect(details).not.toHaveTextContent('draft');
  },
};

/** A refused save stays in edit mode with 'Update failed' and the server's message. */
export const DetailsUpdateFailed: Story = {
  parameters: { fixture: { update: 'refuse' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const banner = await canvas.findByRole('alert');
    await expect(banner).toHaveTextContent('Update failed');
    await expect(banner).toHaveTextContent('Maximum limit of 50 email recipients reached.');
    await expect(canvas.getByTestId('alert-details')).toHaveAttribute('data-mode', 'edit');
  },
};

/** Resolving an event moves it on; an open event offers both moves, one under review only Resolve. */
export const ResolveEvent: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const events = within(await canvas.findByTestId('alert-events'));
    const review = await events.findByRole('row', { name: /11\/24\/2026/ });
    await expect(
      within(review)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Resolve']);
    await userEvent.click(within(review).getByRole('button', { name: /Resolve/ }));
    await waitFor(() =>
      expect(events.getByRole('row', { name: /11\/24\/2026/ })).toHaveTextContent('by Alex Morgan'),
    );
  },
};

/** Older events load on demand: two first, then the third with 'Show older events'. */
export const OlderEvents: Story = {
  tags: ['!visual'],
  parameters: { fixture: { eventsPerPage: 2 } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const events = within(await canvas.findByTestId('alert-events'));
    await events.findByRole('row', { name: /11\/24\/2026/ });
    await expect(events.queryByRole('row', { name: /11\/20\/2026/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Show older events' }));
    await expect(await events.findByRole('row', { name: /11\/20\/2026/ })).toBeVisible();
    await waitFor(() =>
      expect(canvas.queryByRole('button', { name: 'Show older events' })).toBeNull(),
    );
  },
};

/** A viewer sees the moves unavailable with the reason, and Edit likewise. */
export const DetailsViewer: Story = {
  tags: ['!visual'],
  parameters: { fixture: { user: ALERTS_VIEWER } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await waitFor(() =>
      expect(canvas.getByTestId('alert-edit')).toHaveAttribute('aria-disabled', 'true'),
    );
    const events = within(await canvas.findByTestId('alert-events'));
    const newest = await events.findByRole('row', { name: /11\/25\/2026/ });
    for (const button of within(newest).getAllByRole('button')) {
      await expect(button).toHaveAttribute('aria-disabled', 'true');
    }
  },
};

/** The trigger page in view mode: the set point form read only, with the activation criteria. */
export const Trigger: Story = {
  parameters: { page: 'trigger' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await expect(
      canvas.getByRole('navigation', { name: 'Alert' }).querySelector('[aria-current="page"]'),
    ).toHaveTextContent('Trigger');
    await expect(canvas.getByTestId('alert-trigger')).toHaveAttribute('data-mode', 'view');
  },
};

/** The trigger page in edit mode. */
export const TriggerEdit: Story = {
  parameters: { page: 'trigger' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit' }));
    await expect(canvas.getByTestId('alert-trigger')).toHaveAttribute('data-mode', 'edit');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** The actions page: both recipient tables, each with Add and Remove per row. */
export const Actions: Story = {
  parameters: { page: 'actions' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const emails = within(canvas.getByTestId('email-recipients'));
    await expect(emails.getByText('site.manager@demo.example')).toBeVisible();
    await expect(emails.getByText('2 of 50')).toBeVisible();
    const sms = within(canvas.getByTestId('sms-recipients'));
    await expect(sms.getByText('+12025550143')).toBeVisible();
    await expect(sms.getByText('United States')).toBeVisible();
    await expect(sms.getByRole('button', { name: 'Remove +12025550143' })).toBeEnabled();
  },
};

/** Adding e-mails saves at once; removing one too. */
export const ActionsAddAndRemove: Story = {
  tags: ['!visual'],
  parameters: { page: 'actions' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const emails = within(canvas.getByTestId('email-recipients'));
    await userEvent.click(emails.getByRole('button', { name: 'Add e-mail' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'E-mail addresses' }),
      'night.shift@demo.example; geo@demo.example',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await emails.findByText('night.shift@demo.example')).toBeVisible();
    await expect(emails.getByText('4 of 50')).toBeVisible();
    await userEvent.click(emails.getByRole('button', { name: 'Remove dust.team@demo.example' }));
    await waitFor(() => expect(emails.queryByText('dust.team@demo.example')).toBeNull());
    await expect(emails.getByText('3 of 50')).toBeVisible();
  },
};

/** A refused add stays in the modal with 'Error updating alert' and the server's message. */
export const ActionsAddRefused: Story = {
  parameters: { page: 'actions', fixture: { update: 'refuse' } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const sms = within(canvas.getByTestId('sms-recipients'));
    await userEvent.click(sms.getByRole('button', { name: 'Add phone number' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Phone numbers' }), '202 555 0199');
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    const banner = await dialog.findByRole('alert');
    await expect(banner).toHaveTextContent('Error updating alert');
    await expect(banner).toHaveTextContent('Maximum limit of 50 email recipients reached.');
    // Whether Add keeps its focus ring after the refusal depends on timing: the screenshot is
    // taken with the number field focused instead, once Add is usable again.
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Add' })).toBeEnabled());
    dialog.getByRole('textbox', { name: 'Phone numbers' }).focus();
  },
};

/** A viewer sees the recipients without Add or Remove. */
export const ActionsViewer: Story = {
  tags: ['!visual'],
  parameters: { page: 'actions', fixture: { user: ALERTS_VIEWER } },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await waitFor(() => expect(canvas.queryByRole('button', { name: 'Add e-mail' })).toBeNull());
    await expect(canvas.getByText('site.manager@demo.example')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).toBeNull();
  },
};

/** The projects using the alert: its project, with organisation and location. */
export const ConnectedProjects: Story = {
  parameters: { page: 'connected-projects' },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    const table = within(canvas.getByTestId('connected-projects'));
    const row = table.getByRole('row', { name: new RegExp(ALERTS_PROJECT.Name) });
    await expect(row).toHaveTextContent('Demo Environmental');
    await expect(row).toHaveTextContent('Brooklyn, New York');
  },
};

/** A contribution alert (numeric id) opens the same pages. */
export const ContributionAlert: Story = {
  tags: ['!visual'],
  parameters: { query: { projectId: ALERTS_PROJECT.Id, alertId: 31 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'DER-10 PM10 contribution' }),
    ).toBeVisible();
    await expect(canvas.getByTestId('alert-details')).toHaveTextContent('Contribution');
    await expect(await canvas.findByText('The alert has not fired yet.')).toBeVisible();
  },
};

/** Delete alert (overflow menu) asks first; confirmed, the alert is gone. */
export const DeleteFromPage: Story = {
  tags: ['!visual'],
  parameters: { toaster: true },
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Alert actions' }));
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Delete alert' }),
    );
    const dialog = await within(document.body).findByRole('dialog', { name: 'Delete alert?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(
      await within(document.body).findByText('Perimeter PM10 exceedance was deleted.'),
    ).toBeVisible();
  },
};

/** Clone alert (overflow menu) opens the wizard on a copy. */
export const CloneFromPage: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Alert actions' }));
    await userEvent.click(
      await within(document.body).findByRole('menuitem', { name: 'Clone alert' }),
    );
    const dialog = await within(document.body).findByRole('dialog');
    await expect(
      await within(dialog).findByDisplayValue('Clone - Perimeter PM10 exceedance'),
    ).toBeVisible();
  },
};

/** A query without alertId is the 'Invalid query' screen. */
export const InvalidQuery: Story = {
  tags: ['!visual'],
  parameters: { query: { projectId: ALERTS_PROJECT.Id } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Invalid query')).toBeVisible();
  },
};

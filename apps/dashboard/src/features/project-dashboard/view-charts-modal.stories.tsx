import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { aggregatedRequests, type AggregatedDataMode } from '../../__fixtures__/charts';
import {
  VIEW_CHARTS_CONTRIBUTION,
  VIEW_CHARTS_PROJECT_ID,
  viewChartsRoutes,
} from '../../__fixtures__/project-dashboard-widgets';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { chartsPageHref, viewChartsQuery } from './view-charts';
import { ViewChartsModal } from './view-charts-modal';

/** The modal opened from a button, as the contribution widget's View charts does. */
function Opener({ startOpen }: { startOpen: boolean }) {
  const [open, setOpen] = useState(startOpen);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View charts
      </button>
      <ViewChartsModal
        projectId={VIEW_CHARTS_PROJECT_ID}
        contribution={open ? VIEW_CHARTS_CONTRIBUTION : null}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

// The charts show the last 12 hours before the real clock, so these stories have no screenshots.
const meta = {
  title: 'Screens/Project dashboard/View charts modal',
  component: Opener,
  args: { startOpen: true },
  tags: ['!visual'],
  parameters: { layout: 'fullscreen' },
  render: (args, { globals, parameters }) => {
    aggregatedRequests.length = 0;
    const mode = parameters.aggregatedMode as AggregatedDataMode | undefined;
    return (
      <ScreenStory
        routes={viewChartsRoutes(mode)}
        path="/"
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <Opener {...args} />
      </ScreenStory>
    );
  },
} satisfies Meta<typeof Opener>;

export default meta;
type Story = StoryObj<typeof meta>;

const HOUR = 3_600_000;

/**
 * The DER-10's last 12 hours: one request of the contribution ending at the current minute and
 * starting 12 hours before, a chart per pollutant and the wind, and 'Open in Charts' with that query.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Charts of Gowanus DER-10 perimeter' }),
    );
    await waitFor(() => expect(aggregatedRequests.length).toBeGreaterThan(0));
    const request = aggregatedRequests[0]!;
    await expect(request.contributionId).toBe(41);
    const asked = request.body as { StartDateTime: string; EndDateTime: string };
    const start = Date.parse(asked.StartDateTime);
    const end = Date.parse(asked.EndDateTime);
    await expect(end - start).toBe(12 * HOUR);
    await expect(Math.abs(Date.now() - end)).toBeLessThan(2 * 60_000);
    const list = await dialog.findByTestId('chart-list');
    await waitFor(() => expect(list.children.length).toBe(3));
    const open = dialog.getByRole('link', { name: 'Open in Charts' });
    await expect(open).toHaveAttribute(
      'href',
      chartsPageHref(viewChartsQuery(VIEW_CHARTS_PROJECT_ID, 41)),
    );
  },
};

/** Closing and opening again starts afresh from the 12-hour query. */
export const CloseAndReopen: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(body.getByRole('button', { name: 'View charts' }));
    const dialog = within(await body.findByRole('dialog'));
    await expect(dialog.getByRole('link', { name: 'Open in Charts' })).toHaveAttribute(
      'href',
      chartsPageHref(viewChartsQuery(VIEW_CHARTS_PROJECT_ID, 41)),
    );
  },
};

/** A 4xx of the aggregated call shows the server's message. */
export const ServerError: Story = {
  parameters: { aggregatedMode: 'error' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog'));
    const error = await dialog.findByTestId('chart-error');
    await expect(error).toHaveTextContent('From time must be before end time');
  },
};

/** In French: the title and the button from the locale file. */
export const French: Story = {
  globals: { locale: 'fr-FR' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(
      await body.findByRole('dialog', { name: 'Graphiques de Gowanus DER-10 perimeter' }),
    );
    await expect(dialog.getByRole('link', { name: 'Ouvrir dans Graphiques' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AreaChart, type AreaChartLabels, type AreaSeries } from './area-chart';

const LABELS: AreaChartLabels = {
  noData: 'No data for this period',
  loading: 'Loading chart',
  date: 'Date',
};

const DAY = 86_400_000;
const START = Date.UTC(2026, 8, 27);

/** 61 days of trials: active counts climb from 2 to 14, a conversion every fifth day. */
const ACTIVE = Array.from({ length: 61 }, (_, day) => ({
  x: START + day * DAY,
  y: 2 + Math.floor(day / 5),
}));
const CONVERSIONS = Array.from({ length: 61 }, (_, day) => ({
  x: START + day * DAY,
  y: day % 5 === 4 ? 1 : 0,
}));

const SERIES: AreaSeries[] = [
  { id: 'active', label: 'Active trials', points: ACTIVE },
  { id: 'conversions', label: 'Conversions', points: CONVERSIONS },
];

const meta = {
  title: 'Charts/Area chart',
  component: AreaChart,
  args: {
    series: SERIES,
    label: 'Trials over the last 2 months',
    labels: LABELS,
    className: 'w-full max-w-3xl',
  },
} satisfies Meta<typeof AreaChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two overlapping series over two months; the legend shows each one's last value (14 and 0). */
export const TwoSeries: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figure = canvas.getByRole('figure', { name: 'Trials over the last 2 months' });
    await expect(figure.querySelectorAll('[data-slot="area-chart-series"]')).toHaveLength(2);
    const legend = canvasElement.querySelector<HTMLElement>('[data-slot="area-chart-legend"]');
    await expect(legend).toHaveTextContent('Active trials14');
    // The numbers as a table for screen readers: a row per day.
    const table = canvas.getByRole('table', { hidden: true });
    await expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(62);
  },
};

/** A gap (null values) splits a series into separate shapes. */
export const WithGap: Story = {
  args: {
    series: [
      {
        id: 'active',
        label: 'Active trials',
        points: ACTIVE.map((p, i) => (i >= 20 && i < 30 ? { ...p, y: null } : p)),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const area = canvasElement.querySelector('[data-series="active"] path');
    await expect(area?.getAttribute('d')?.match(/M/g)).toHaveLength(2);
  },
};

/** While the data loads. */
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading chart');
  },
};

/** No point at all: the empty state. */
export const Empty: Story = {
  args: { series: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for this period')).toBeVisible();
  },
};

/** The data could not be loaded. */
export const Error: Story = {
  args: { error: 'The trial metrics could not be loaded' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'The trial metrics could not be loaded',
    );
  },
};

/** At a phone's width the dates thin out. */
export const PhoneWidth: Story = {
  render: (args) => (
    <div style={{ width: 358 }}>
      <AreaChart {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The width is measured after the first paint: wait for it rather than race it.
    await waitFor(() =>
      expect(canvasElement.querySelector('svg')?.getAttribute('width')).toBe('358'),
    );
  },
};

/** Dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** French dates and numbers. */
export const French: Story = {
  args: { locale: 'fr-FR', label: 'Essais des 2 derniers mois' },
};

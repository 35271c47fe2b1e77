import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { REPORT_STRINGS_EN } from '../report/report.fixtures';
import { seededRandom } from '../time-series/time-series.fixtures';
import { windRose } from './binning';
import { WindRoseChart } from './wind-rose-chart';

/** A day of minutes: mostly south-westerly, some calm, a few gusts above the range. */
function fixtureWind() {
  const random = seededRandom(42);
  return Array.from({ length: 1440 }, (_, i) => ({
    speed: i % 23 === 0 ? 0.5 : i % 97 === 0 ? 24 : 1 + 16 * random() ** 1.6,
    direction: (225 + 70 * Math.sin(i / 180) + 50 * (random() - 0.5) + 360) % 360,
  }));
}

const meta = {
  title: 'Charts/WindRose',
  component: WindRoseChart,
  args: {
    rose: windRose(fixtureWind()),
    labels: REPORT_STRINGS_EN.windRoseLabels,
    locale: 'en-US',
  },
} satisfies Meta<typeof WindRoseChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sensor range 22: bands of 5 mph, the last open-ended, calm share in the legend. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Wind rose' })).toBeVisible();
    await expect(canvas.getByText('0–5 mph')).toBeVisible();
    await expect(canvas.getByText('≥ 20 mph')).toBeVisible();
    // 1440 minutes, every 23rd calm: 63 calm → 4.4 %
    await expect(canvas.getByText('Calm (below 1 mph): 4.4 %')).toBeVisible();
  },
};

/** A sensor range of 10: bands of 2 mph. */
export const SmallRange: Story = {
  args: { rose: windRose(fixtureWind(), { sensorRange: 10 }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('≥ 8 mph')).toBeVisible();
  },
};

/** No wind data: 'No data' instead of the rose, the legend still lists the bands. */
export const NoData: Story = {
  args: { rose: windRose([]) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeVisible();
  },
};

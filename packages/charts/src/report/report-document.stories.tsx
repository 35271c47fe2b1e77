import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ReportDocument } from './report-document';
import { fixtureReport, REPORT_STRINGS_EN } from './report.fixtures';

const meta = {
  title: 'Charts/ReportDocument',
  component: ReportDocument,
  args: {
    model: fixtureReport('1466'),
    strings: REPORT_STRINGS_EN,
    locale: 'en-US',
  },
  parameters: {
    layout: 'padded',
    docs: {
      description: {
        component:
          'The printable contribution report (1466, DER-10, NJ PAM) on a two-column grid of fixed width, with page breaks, repeated table headers and colours kept in print.',
      },
    },
  },
} satisfies Meta<typeof ReportDocument>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 1466: 15-minute rolling graphs, PM10 axis reaching 200 µg/m³, the Initial / 2 Hr / 30 Min table. */
export const FourteenSixtySix: Story = {
  tags: ['visual'],
  args: { model: fixtureReport('1466', { tablePeriodMinutes: 30 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Riverside works Rule 1466 Report',
    );
    const graphs = canvasElement.querySelector('[data-sensor="PM10"]');
    await expect(graphs).toHaveAttribute('data-y-max', '200');
    await expect(canvasElement.querySelectorAll('[data-slot="report-page-break"]')).toHaveLength(2);
    const table = canvasElement.querySelector('[data-table="data"]')!;
    const cells = within(table as HTMLElement).getAllByRole('cell');
    await expect(cells.some((cell) => cell.textContent === '30 Min')).toBe(true);
    await expect(cells.some((cell) => cell.textContent === 'Initial')).toBe(true);
    await expect(cells.some((cell) => cell.textContent === '2 Hr')).toBe(true);
  },
};

/** DER-10: PM10 and VOC (VOC axis reaching 200 ppb), daily monitoring and exceedance summaries. */
export const Der10: Story = {
  tags: ['visual'],
  args: { model: fixtureReport('der10', { tablePeriodMinutes: 60 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Daily monitoring summary' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Exceedance summary' })).toBeVisible();
    await expect(canvasElement.querySelector('[data-sensor="VOC"]')).toHaveAttribute(
      'data-y-max',
      '200',
    );
    await expect(canvasElement.querySelectorAll('[data-level="alert"]').length).toBeGreaterThan(0);
  },
};

/** DER-10 with 8 data sources: the data table is split per sensor type. */
export const Der10SplitTable: Story = {
  args: { model: fixtureReport('der10', { sourceCount: 8, tablePeriodMinutes: 60 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'PM10 data' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'VOC data' })).toBeVisible();
  },
};

/** NJ PAM: 15-minute block values, no exceedance summary and no alert lines. */
export const NjPam: Story = {
  tags: ['visual'],
  args: { model: fixtureReport('njpam', { tablePeriodMinutes: 60 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading', { name: 'Exceedance summary' })).toBeNull();
    await expect(canvasElement.querySelectorAll('[data-level="alert"]')).toHaveLength(0);
  },
};

/** With the map slot filled (the dashboard passes StaticMap) and the location data hidden. */
export const WithMapNoLocationData: Story = {
  args: {
    model: fixtureReport('der10', { displayMonitoringLocationData: false, tablePeriodMinutes: 60 }),
    map: (
      <div
        role="img"
        aria-label="Site map"
        className="bg-surface-sunken border-border h-[137px] w-full border"
      />
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Site map' })).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-line="upwind"]')).toHaveLength(0);
  },
};

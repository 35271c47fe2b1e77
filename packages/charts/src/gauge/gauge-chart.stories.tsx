import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Gauge } from './gauge-chart';
import type { GaugeLabels } from './gauge-chart';

const LABELS: GaugeLabels = {
  noData: 'No data',
  ok: 'Below 80% of the level',
  caution: 'Above 80% of the level',
  warning: 'At or above the level',
};

/** Trigger 50 µg/m³: each value is a hand-picked percent of it. */
const TRIGGER = 50;

const meta = {
  title: 'Charts/Gauge',
  component: Gauge,
  args: {
    value: 21.3,
    trigger: TRIGGER,
    label: 'PM10 contribution',
    labels: LABELS,
    className: 'w-40',
  },
} satisfies Meta<typeof Gauge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 42.6 % of the level: the ok band, '43%'. */
export const Ok: Story = {
  play: async ({ canvasElement }) => {
    const gauge = within(canvasElement).getByRole('img', {
      name: 'PM10 contribution: 43%, Below 80% of the level',
    });
    await expect(gauge).toHaveAttribute('data-band', 'ok');
  },
};

/** 79.9 %: still ok, though the rounded text reads '80%'. */
export const JustBelowCaution: Story = {
  args: { value: 39.95 },
  play: async ({ canvasElement }) => {
    const gauge = within(canvasElement).getByRole('img');
    await expect(gauge).toHaveAttribute('data-band', 'ok');
    await expect(gauge).toHaveTextContent('80%');
  },
};

/** Exactly 80 %: caution. */
export const Caution: Story = {
  args: { value: 40 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveAttribute('data-band', 'caution');
  },
};

/** Exactly 100 %: warning, '100%'. */
export const Warning: Story = {
  args: { value: 50 },
  play: async ({ canvasElement }) => {
    const gauge = within(canvasElement).getByRole('img');
    await expect(gauge).toHaveAttribute('data-band', 'warning');
    await expect(gauge).toHaveTextContent('100%');
  },
};

/** 100.1 %: '>100%', the arc full. */
export const AboveTrigger: Story = {
  args: { value: 50.05 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveTextContent('>100%');
  },
};

/** A negative value: '0%', an empty arc in the ok band. */
export const Negative: Story = {
  args: { value: -4.2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toHaveTextContent('0%');
  },
};

/** No value: 'No data' on the bare track. */
export const NoData: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const gauge = within(canvasElement).getByRole('img', { name: 'PM10 contribution: No data' });
    await expect(gauge).toHaveAttribute('data-band', 'none');
  },
};

/** A trigger of 0: the text is blank. */
export const ZeroTrigger: Story = {
  args: { trigger: 0 },
  play: async ({ canvasElement }) => {
    const gauge = within(canvasElement).getByRole('img', { name: 'PM10 contribution' });
    await expect(gauge.querySelector('[data-slot="gauge-text"]')).toHaveTextContent(/^$/);
  },
};

/** Every band side by side, light theme. */
export const AllBands: Story = {
  tags: ['visual'],
  render: () => (
    <div className="grid w-[40rem] grid-cols-4 gap-4">
      {[21.3, 40, 50, 50.05, -4.2, null].map((value) => (
        <Gauge
          key={String(value)}
          value={value}
          trigger={TRIGGER}
          label={`Value ${String(value)}`}
          labels={LABELS}
        />
      ))}
      <Gauge value={12} trigger={0} label="Zero trigger" labels={LABELS} />
    </div>
  ),
};

/** Every band in the dark theme: the status colours of the dark tokens. */
export const AllBandsDark: Story = {
  ...AllBands,
  globals: { theme: 'dark' },
};

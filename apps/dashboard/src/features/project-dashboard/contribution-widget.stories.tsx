import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  DASHBOARD_CONTRIBUTIONS,
  DASHBOARD_LEVELS,
  DASHBOARD_VALUES,
  dashboardContribution,
  MANY_CHANNEL_LEVELS,
  MANY_CHANNEL_VALUES,
  MANY_CHANNELS,
} from '../../__fixtures__/project-dashboard';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { ContributionWidget } from './contribution-widget';
import { dashboardContributions } from './contributions';
import { InactiveContributions } from './inactive-contributions';

const meta = {
  title: 'Screens/Project dashboard/Contribution widget',
  component: ContributionWidget,
  args: {
    contribution: dashboardContribution(41),
    values: DASHBOARD_VALUES[41],
    levels: DASHBOARD_LEVELS,
    onViewCharts: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args, { globals, parameters }) => (
    <ScreenStory routes={[]} path="/" locale={(globals.locale as string) ?? 'en-US'}>
      <div style={{ width: (parameters.width as number | undefined) ?? 420 }}>
        <ContributionWidget {...args} />
      </div>
    </ScreenStory>
  ),
} satisfies Meta<typeof ContributionWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A DER-10 in its rolling mode, 420 px wide (3 tiles fit, 2 channels shown): PM10 at 42.6 of 100
 * (43 %, ok) and VOC at 4.2 of 5 ppm (84 %, caution); the wind sensor has no gauge.
 */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Gowanus DER-10' });
    await expect(
      canvas.getByRole('img', {
        name: 'PM10 against its compliance level: 43%, below 80% of the level',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: 'VOC against its compliance level: 84%, 80% of the level or more',
      }),
    ).toBeVisible();
    await expect(canvas.getByText('42.6 µg/m³')).toBeVisible();
    await expect(canvas.getByText('Level 5 ppm')).toBeVisible();
    await expect(canvas.getAllByText('Averaging: Rolling')).toHaveLength(2);
    await expect(canvas.queryByText('WS')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'View charts of Gowanus DER-10' }));
    await expect(args.onViewCharts).toHaveBeenCalledWith(41);
  },
};

/** Rule 1466: PM10 above its level ('>100%', warning) in '2 Hr'; PM2.5's level of 0 leaves it blank. */
export const Rule1466: Story = {
  args: { contribution: dashboardContribution(42), values: DASHBOARD_VALUES[42] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', {
        name: 'PM10 against its compliance level: >100%, at or above the level',
      }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', { name: 'PM2.5 against its compliance level' }),
    ).toBeVisible();
    await expect(canvas.getAllByText('Averaging: 2 Hr')).toHaveLength(2);
  },
};

/** No value yet for any channel: every gauge says 'No data'. */
export const NoData: Story = {
  args: { values: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: 'PM10 against its compliance level: No data' }),
    ).toBeVisible();
    await expect(canvas.queryByText(/Averaging:/)).toBeNull();
  },
};

/** The first load: a skeleton, the card busy. */
export const Loading: Story = {
  args: { values: undefined, loading: true },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('contribution-widget-41');
    await expect(card).toHaveAttribute('aria-busy', 'true');
  },
};

/** The values could not be read: the server's message. */
export const LoadError: Story = {
  args: { values: undefined, error: 'You do not have access to this project' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The latest values could not be loaded: You do not have access to this project',
    );
  },
};

/**
 * Six channels at phone width (390 px): one tile per 100 px minus one fits 2, so three slides;
 * the tiles show Initial, '2 Hr' and '30 Min', PM10 exactly at its level (100%), no TSP value
 * and a negative VOC (0%).
 */
export const ManyChannelsPhone: Story = {
  tags: ['visual'],
  args: { contribution: MANY_CHANNELS, values: MANY_CHANNEL_VALUES, levels: MANY_CHANNEL_LEVELS },
  parameters: { width: 358 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const carousel = await canvas.findByRole('region', {
      name: 'Gauges of Canal 1466 (six channels)',
    });
    await expect(carousel).toBeVisible();
    await expect(canvas.getAllByText('Averaging: Initial')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(
      await canvas.findByRole('img', {
        name: 'PM10 against its compliance level: 100%, at or above the level',
      }),
    ).toBeVisible();
  },
};

/** The dark theme: the gauges take the dark status tokens. */
export const Dark: Story = {
  tags: ['visual'],
  args: { contribution: dashboardContribution(42), values: DASHBOARD_VALUES[42] },
  globals: { theme: 'dark' },
};

/** In Spanish: words, number format (42,6) and the 1466 modes. */
export const Spanish: Story = {
  tags: ['visual'],
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('42,6 µg/m³')).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Ver gráficos de Gowanus DER-10' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('img', {
        name: 'PM10 frente a su nivel de cumplimiento: 43%, por debajo del 80 % del nivel',
      }),
    ).toBeVisible();
  },
};

/**
 * The dashboard's contributions: a widget per active one (the NJ PAM is hidden) and the collapsed
 * 'Inactive Contributions (2)' section, which opens to show the other two.
 */
export const WithInactiveSection: Story = {
  tags: ['visual'],
  parameters: { layout: 'padded' },
  render: (args, { globals }) => {
    const { active, inactive } = dashboardContributions(DASHBOARD_CONTRIBUTIONS);
    const widget = (contribution: (typeof active)[number]) => (
      <ContributionWidget
        key={contribution.Id}
        contribution={contribution}
        values={DASHBOARD_VALUES[contribution.Id]}
        levels={DASHBOARD_LEVELS}
        onViewCharts={args.onViewCharts}
      />
    );
    return (
      <ScreenStory routes={[]} path="/" locale={(globals.locale as string) ?? 'en-US'}>
        <div className="flex w-full flex-col gap-4">
          <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-4">
            {active.map(widget)}
          </div>
          <InactiveContributions contributions={inactive} renderContribution={widget} />
        </div>
      </ScreenStory>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Gowanus DER-10' });
    await expect(canvas.getByRole('heading', { name: 'Canal 1466' })).toBeVisible();
    await expect(canvas.queryByText('Basin NJ PAM')).toBeNull();
    const toggle = canvas.getByRole('button', { name: 'Inactive Contributions (2)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Yard generic')).toBeNull();
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('heading', { name: 'Yard generic' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Pier DER-10 (finished)' })).toBeVisible();
    await userEvent.click(toggle);
  },
};

/** Only NJ PAM and active contributions: no inactive section at all. */
export const NoInactiveSection: Story = {
  render: (args, { globals }) => {
    const { active, inactive } = dashboardContributions(
      DASHBOARD_CONTRIBUTIONS.filter((c) => c.HasActiveLocations),
    );
    return (
      <ScreenStory routes={[]} path="/" locale={(globals.locale as string) ?? 'en-US'}>
        <div className="flex w-[420px] flex-col gap-4">
          {active.map((contribution) => (
            <ContributionWidget
              key={contribution.Id}
              contribution={contribution}
              values={DASHBOARD_VALUES[contribution.Id]}
              levels={DASHBOARD_LEVELS}
              onViewCharts={args.onViewCharts}
            />
          ))}
          <InactiveContributions contributions={inactive} renderContribution={() => null} />
        </div>
      </ScreenStory>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Canal 1466' });
    await expect(canvas.queryByText('Basin NJ PAM')).toBeNull();
    await expect(canvas.queryByTestId('inactive-contributions')).toBeNull();
  },
};

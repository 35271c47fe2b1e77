import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RangeSlider, Slider } from './slider';

const microgramsPerCubicMetre = (value: number) => `${value} µg/m³`;

const meta = {
  title: 'Components/Slider',
  component: Slider,
  args: {
    label: 'PM2.5 alert threshold',
    min: 0,
    max: 100,
    step: 5,
    defaultValue: 35,
    formatValue: microgramsPerCubicMetre,
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the thumb, and the thumb announces the formatted value. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'PM2.5 alert threshold' });
    await expect(thumb).toHaveAttribute('aria-valuenow', '35');
    await expect(thumb).toHaveAttribute('aria-valuetext', '35 µg/m³');
    await expect(thumb).toHaveAttribute('aria-valuemin', '0');
    await expect(thumb).toHaveAttribute('aria-valuemax', '100');
  },
};

/** The slider in the dark theme, with the minimum and maximum under the track. */
export const DefaultDark: Story = {
  args: { showMinMax: true },
  globals: { theme: 'dark' },
};

/**
 * Given a focused thumb, the arrow keys move it one step, Home and End to the ends, and each
 * change is reported.
 */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'PM2.5 alert threshold' });
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '40');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(40);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith(40);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(thumb).toHaveAttribute('aria-valuetext', '30 µg/m³');
    await userEvent.keyboard('{End}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '100');
    await userEvent.keyboard('{Home}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '0');
    await expect(within(canvasElement).getByText('0 µg/m³')).toBeVisible();
  },
};

/** With the minimum and maximum shown under the track. */
export const WithMinMax: Story = {
  args: { showMinMax: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 µg/m³')).toBeVisible();
    await expect(canvas.getByText('100 µg/m³')).toBeVisible();
  },
};

/** A disabled slider cannot be focused or moved. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const thumb = within(canvasElement).getByRole('slider', { name: 'PM2.5 alert threshold' });
    await expect(thumb).toHaveAttribute('data-disabled');
    await expect(thumb).not.toHaveAttribute('tabindex');
    await userEvent.tab();
    await expect(thumb).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The disabled slider in the dark theme. */
export const DisabledDark: Story = {
  args: { disabled: true, showMinMax: true },
  globals: { theme: 'dark' },
};

/** The label can be hidden when a heading already says what the slider is for. */
export const HiddenLabel: Story = {
  args: { hideLabel: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('slider', { name: 'PM2.5 alert threshold' }),
    ).toBeVisible();
  },
};

/** Two thumbs, each with its own name, select a band of values. */
export const Range: Story = {
  render: () => (
    <RangeSlider
      label="Acceptable humidity"
      thumbLabels={['Lowest humidity', 'Highest humidity']}
      defaultValue={[30, 60]}
      formatValue={(value) => `${value} %`}
      showMinMax
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Acceptable humidity' })).toBeVisible();
    await expect(canvas.getByRole('slider', { name: 'Lowest humidity' })).toHaveAttribute(
      'aria-valuetext',
      '30 %',
    );
    await expect(canvas.getByRole('slider', { name: 'Highest humidity' })).toHaveAttribute(
      'aria-valuetext',
      '60 %',
    );
    await expect(canvas.getByText('30 % – 60 %')).toBeVisible();
  },
};

/** The range slider in the dark theme. */
export const RangeDark: Story = {
  ...Range,
  play: undefined,
  globals: { theme: 'dark' },
};

/**
 * Given two thumbs, the lower one pushed past the upper one stops on it, and Home and End move
 * the focused thumb (not the first or last) to its own limit.
 */
export const RangeThumbsDoNotCross: Story = {
  tags: ['!visual'],
  render: () => (
    <RangeSlider
      label="Acceptable humidity"
      thumbLabels={['Lowest humidity', 'Highest humidity']}
      defaultValue={[30, 60]}
      step={5}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lower = canvas.getByRole('slider', { name: 'Lowest humidity' });
    const upper = canvas.getByRole('slider', { name: 'Highest humidity' });
    await userEvent.tab();
    await expect(lower).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(lower).toHaveAttribute('aria-valuenow', '35');
    await userEvent.keyboard('{End}');
    await expect(lower).toHaveAttribute('aria-valuenow', '60');
    await expect(upper).toHaveAttribute('aria-valuenow', '60');
    await userEvent.keyboard('{ArrowRight}');
    await expect(lower).toHaveAttribute('aria-valuenow', '60');
    await expect(lower).toHaveFocus();
    await userEvent.tab();
    await expect(upper).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(upper).toHaveAttribute('aria-valuenow', '100');
    await expect(lower).toHaveAttribute('aria-valuenow', '60');
    await userEvent.keyboard('{Home}');
    await expect(upper).toHaveAttribute('aria-valuenow', '60');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(upper).toHaveAttribute('aria-valuenow', '70');
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Home}');
    await expect(lower).toHaveAttribute('aria-valuenow', '0');
    await expect(upper).toHaveAttribute('aria-valuenow', '70');
  },
};

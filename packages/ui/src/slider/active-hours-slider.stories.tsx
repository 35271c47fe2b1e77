import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActiveHoursSlider } from './active-hours-slider';

const meta = {
  title: 'Components/ActiveHoursSlider',
  component: ActiveHoursSlider,
  args: {
    label: 'Active hours',
    description: 'Alerts are sent only between these times, site time.',
    defaultValue: { start: 480, end: 1080 },
    onValueChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof ActiveHoursSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 08:00 to 18:00: the thumbs and the fields show the same times. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Active hours' })).toHaveAccessibleDescription(
      'Alerts are sent only between these times, site time.',
    );
    await expect(canvas.getByRole('slider', { name: 'Start time' })).toHaveAttribute(
      'aria-valuetext',
      '08:00',
    );
    await expect(canvas.getByRole('slider', { name: 'End time' })).toHaveAttribute(
      'aria-valuetext',
      '18:00',
    );
    await expect(canvas.getByRole('textbox', { name: 'Start time' })).toHaveValue('08:00');
    await expect(canvas.getByRole('textbox', { name: 'End time' })).toHaveValue('18:00');
  },
};

/** The slider in the dark theme. */
export const DefaultDark: Story = {
  globals: { theme: 'dark' },
};

/** Given the start thumb, each arrow key moves it 15 minutes and the start field follows. */
export const KeyboardMovesThumb: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const start = canvas.getByRole('slider', { name: 'Start time' });
    await userEvent.tab();
    await expect(start).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(start).toHaveAttribute('aria-valuetext', '08:15');
    await expect(canvas.getByRole('textbox', { name: 'Start time' })).toHaveValue('08:15');
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: 495, end: 1080 });
  },
};

/** Given a typed start time, when Enter is pressed, the thumb moves to it. */
export const TypedTimeMovesThumb: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.clear(field);
    await userEvent.type(field, '6:30{Enter}');
    await expect(field).toHaveValue('06:30');
    await expect(canvas.getByRole('slider', { name: 'Start time' })).toHaveAttribute(
      'aria-valuenow',
      '390',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: 390, end: 1080 });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/**
 * Given an end time typed past the end of the day (25:00), when the field is left, it is
 * corrected to 23:59 and a warning says so.
 */
export const CorrectionWarning: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'End time' });
    await userEvent.clear(field);
    await userEvent.type(field, '25:00');
    await userEvent.tab();
    await expect(field).toHaveValue('23:59');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '25:00 is outside the allowed range and was changed to 23:59',
    );
    await expect(canvas.getByRole('slider', { name: 'End time' })).toHaveAttribute(
      'aria-valuenow',
      '1439',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: 480, end: 1439 });
    // Blurring the slider's text box moved focus on; keep the screenshot free of a focus ring.
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** The correction warning in the dark theme. */
export const CorrectionWarningDark: Story = {
  ...CorrectionWarning,
  globals: { theme: 'dark' },
};

/** A start typed as 24:30 (past midnight) is corrected too, and the warning can be closed. */
export const CorrectionOfMinutesPastMidnight: Story = {
  tags: ['!visual'],
  args: { defaultValue: { start: 480, end: 1439 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.clear(field);
    await userEvent.type(field, '24:30{Enter}');
    await expect(field).toHaveValue('23:59');
    const warning = canvas.getByRole('alert');
    await expect(warning).toHaveTextContent(
      '24:30 is outside the allowed range and was changed to 23:59',
    );
    await userEvent.click(within(warning).getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** A negative time is corrected to 00:00. */
export const CorrectionOfNegativeTime: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.clear(field);
    await userEvent.type(field, '-1:00{Enter}');
    await expect(field).toHaveValue('00:00');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '-1:00 is outside the allowed range and was changed to 00:00',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: 0, end: 1080 });
  },
};

/** Given a start typed after the end, it stops on the end (the thumbs never cross), with a warning. */
export const StartAfterEndIsCorrected: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.clear(field);
    await userEvent.type(field, '20:00{Enter}');
    await expect(field).toHaveValue('18:00');
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '20:00 is outside the allowed range and was changed to 18:00',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith({ start: 1080, end: 1080 });
  },
};

/** Text that is not a time is refused with an error on the field; the hours stay as they were. */
export const InvalidTime: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('textbox', { name: 'Start time' });
    await userEvent.clear(field);
    await userEvent.type(field, 'noon{Enter}');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('Invalid time');
    await expect(canvas.getByRole('slider', { name: 'Start time' })).toHaveAttribute(
      'aria-valuenow',
      '480',
    );
    await expect(args.onValueChange).not.toHaveBeenCalled();
    field.blur();
  },
};

/** A disabled group: neither the thumbs nor the fields can be used. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Start time' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'End time' })).toBeDisabled();
    await expect(canvas.getByRole('slider', { name: 'Start time' })).not.toHaveAttribute(
      'tabindex',
    );
  },
};

/** The disabled group in the dark theme. */
export const DisabledDark: Story = {
  args: { disabled: true },
  globals: { theme: 'dark' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './text-area';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { 'aria-label': 'Details', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Without maxLength there is no counter; typing fills the box. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Details' });
    await userEvent.type(box, 'Sensor cleaned.{Enter}Readings normal.');
    await expect(box).toHaveValue('Sensor cleaned.\nReadings normal.');
  },
};

/**
 * The journal's details box: with maxLength a counter "n / max" follows the typing, describes
 * the box and is announced politely.
 */
export const WithCounter: Story = {
  args: { maxLength: 1000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('textbox', { name: 'Details' });
    const counter = canvas.getByText('0 / 1000');
    await expect(counter).toHaveAttribute('aria-live', 'polite');
    await expect(box).toHaveAccessibleDescription('0 / 1000');
    await userEvent.type(box, 'Filter replaced');
    await expect(counter).toHaveTextContent('15 / 1000');
    await userEvent.type(box, '{Backspace}{Backspace}');
    await expect(counter).toHaveTextContent('13 / 1000');
  },
};

/** The counter in the dark theme. */
export const WithCounterDark: Story = {
  ...WithCounter,
  globals: { theme: 'dark' },
};

/** The counter stops at the limit because the browser refuses further characters. */
export const AtLimit: Story = {
  args: { maxLength: 20, defaultValue: 'Calibration drift' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('17 / 20')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Details' }), ' found');
    await expect(canvas.getByRole('textbox', { name: 'Details' })).toHaveValue(
      'Calibration drift fo',
    );
    await expect(canvas.getByText('20 / 20')).toBeVisible();
  },
};

/** The counter text comes from a formatter, e.g. a translated one. */
export const CustomCounterFormat: Story = {
  args: {
    maxLength: 280,
    defaultValue: 'Nuevo sensor instalado.',
    formatCounter: (count, max) => `${max - count} caracteres restantes`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('257 caracteres restantes')).toBeVisible();
  },
};

/** A controlled box: the counter follows the value the parent holds. */
export const Controlled: Story = {
  tags: ['!visual'],
  render: function Render(args) {
    const [value, setValue] = useState('Abc');
    return (
      <>
        <TextArea
          {...args}
          maxLength={100}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="button" onClick={() => setValue('')}>
          Clear
        </button>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('3 / 100')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Details' }), 'de');
    await expect(canvas.getByText('5 / 100')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(canvas.getByText('0 / 100')).toBeVisible();
  },
};

/** With aria-invalid the box shows the error look. */
export const Invalid: Story = {
  args: { 'aria-invalid': true, maxLength: 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Details' })).toBeInvalid();
  },
};

/** A disabled box cannot be edited. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Closed entry.', maxLength: 1000 },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Details' });
    await expect(box).toBeDisabled();
    await userEvent.type(box, 'x', { pointerEventsCheck: 0 });
    await expect(box).toHaveValue('Closed entry.');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

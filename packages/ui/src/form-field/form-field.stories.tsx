import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { TextArea } from '../text-area';
import { TextInput } from '../text-input';
import { FormField } from './form-field';

const meta = {
  title: 'Components/FormField',
  component: FormField,
  args: {
    label: 'Station name',
    helperText: 'Shown on the map and in reports.',
    children: <TextInput placeholder="e.g. Riverside North" />,
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The label names the input and the helper text describes it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Station name' });
    await expect(input).toHaveAccessibleDescription('Shown on the map and in reports.');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'Riverside North');
    await expect(input).toHaveValue('Riverside North');
  },
};

/** The form field in the dark theme. */
export const DefaultDark: Story = {
  globals: { theme: 'dark' },
};

/** Clicking the label focuses the control. */
export const LabelFocusesControl: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Station name'));
    await expect(canvas.getByRole('textbox', { name: 'Station name' })).toHaveFocus();
  },
};

/**
 * With an error: the input is marked invalid and the error, then the helper text, form its
 * accessible description. The error is not an alert, so it is not announced on its own.
 */
export const WithError: Story = {
  args: {
    error: 'Enter a station name.',
    children: <TextInput />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Station name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Enter a station name. Shown on the map and in reports.',
    );
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** The error state in the dark theme. */
export const WithErrorDark: Story = {
  ...WithError,
  globals: { theme: 'dark' },
};

/** A required field shows an asterisk (hidden from screen readers) and marks the input required. */
export const Required: Story = {
  args: { required: true, helperText: undefined },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Station name' });
    await expect(input).toBeRequired();
  },
};

/** The child's own aria-describedby is kept after the field's own ids. */
export const KeepsChildDescription: Story = {
  tags: ['!visual'],
  render: (args) => (
    <>
      <p id="station-name-format">Letters, digits and spaces only.</p>
      <FormField {...args}>
        <TextInput aria-describedby="station-name-format" />
      </FormField>
    </>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Station name' });
    await expect(input).toHaveAccessibleDescription(
      'Shown on the map and in reports. Letters, digits and spaces only.',
    );
  },
};

/**
 * The render-prop form: the field hands its wiring props to a function, which spreads them on
 * the control. Here a journal's details box whose error clears once text is entered.
 */
export const RenderProp: Story = {
  args: { label: 'Details', helperText: undefined, children: () => null },
  render: function Render(args) {
    const [details, setDetails] = useState('');
    return (
      <FormField
        {...args}
        required
        error={details.trim() === '' ? 'Describe what happened.' : undefined}
      >
        {(control) => (
          <TextArea
            {...control}
            maxLength={1000}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
          />
        )}
      </FormField>
    );
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('textbox', { name: 'Details' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Describe what happened. 0 / 1000');
    await userEvent.type(box, 'Filter replaced');
    await expect(box).not.toHaveAttribute('aria-invalid');
    await expect(box).toHaveAccessibleDescription('15 / 1000');
  },
};

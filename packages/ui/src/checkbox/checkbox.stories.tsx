import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Email me when a station goes offline', onCheckedChange: fn() },
  tags: ['visual'],
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A click on the box or on its label toggles it. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: args.label as string });
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText(args.label as string));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
  },
};

/** Space toggles the focused checkbox. */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(2);
  },
};

/** Unchecked, checked, mixed, with a description, and disabled, side by side. */
export const States: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Checkbox {...args} label="Unchecked" />
      <Checkbox {...args} label="Checked" defaultChecked />
      <Checkbox {...args} label="Some selected" checked="indeterminate" />
      <Checkbox
        {...args}
        label="Include offline stations"
        description="Their last readings are shown in grey."
        defaultChecked
      />
      <Checkbox {...args} label="Disabled" disabled />
      <Checkbox {...args} label="Disabled and checked" disabled defaultChecked />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: 'Some selected' })).toBePartiallyChecked();
    await expect(
      canvas.getByRole('checkbox', { name: 'Include offline stations' }),
    ).toHaveAccessibleDescription('Their last readings are shown in grey.');
  },
};

/** The states in the dark theme. */
export const StatesDark: Story = {
  ...States,
  globals: { theme: 'dark' },
};

/** "Select all" over a list: mixed while only some are chosen; choosing it selects all. */
export const Indeterminate: Story = {
  tags: ['!visual'],
  render: function Render() {
    const [chosen, setChosen] = useState<string[]>(['north']);
    const all = ['north', 'south'];
    const allState =
      chosen.length === all.length ? true : chosen.length === 0 ? false : 'indeterminate';
    return (
      <div className="flex flex-col gap-2">
        <Checkbox
          label="All stations"
          checked={allState}
          onCheckedChange={(checked) => setChosen(checked === true ? all : [])}
        />
        {all.map((station) => (
          <Checkbox
            key={station}
            className="ms-6"
            label={`Station ${station}`}
            checked={chosen.includes(station)}
            onCheckedChange={(checked) =>
              setChosen((current) =>
                checked === true ? [...current, station] : current.filter((s) => s !== station),
              )
            }
          />
        ))}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const allBox = canvas.getByRole('checkbox', { name: 'All stations' });
    await expect(allBox).toBePartiallyChecked();
    await userEvent.click(allBox);
    await expect(allBox).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Station south' })).toBeChecked();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Station north' }));
    await expect(allBox).toBePartiallyChecked();
  },
};

/** A disabled checkbox ignores clicks and Space. */
export const Disabled: Story = {
  tags: ['!visual'],
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(checkbox, { pointerEventsCheck: 0 });
    await userEvent.tab();
    await expect(checkbox).not.toHaveFocus();
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextInput } from './text-input';

const meta = {
  title: 'Components/TextInput',
  component: TextInput,
  args: { 'aria-label': 'Station name', placeholder: 'e.g. Riverside North', onChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof TextInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing fills the input and reports each change. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Station name' });
    await userEvent.type(input, 'Harbour');
    await expect(input).toHaveValue('Harbour');
    await expect(args.onChange).toHaveBeenCalledTimes(7);
  },
};

/** The input in the dark theme, empty, filled and invalid. */
export const StatesDark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <TextInput {...args} aria-label="Empty" />
      <TextInput {...args} aria-label="Filled" defaultValue="Riverside North" />
      <TextInput {...args} aria-label="Invalid" defaultValue="R" aria-invalid />
      <TextInput {...args} aria-label="Disabled" defaultValue="Harbour" disabled />
    </div>
  ),
};

/** A leading icon sits inside the input and is hidden from assistive technology. */
export const WithLeadingIcon: Story = {
  args: { type: 'search', 'aria-label': 'Search stations', placeholder: 'Search stations' },
  render: (args) => <TextInput {...args} leadingIcon={<Search />} />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search stations' });
    await userEvent.type(input, 'pm10');
    await expect(input).toHaveValue('pm10');
  },
};

/** The leading icon in the dark theme. */
export const WithLeadingIconDark: Story = {
  ...WithLeadingIcon,
  globals: { theme: 'dark' },
};

/** With aria-invalid the input shows the error look (pair it with an error text; see FormField). */
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'R' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Station name' }),
    ).toBeInvalid();
  },
};

/** A disabled input cannot be focused or edited. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Harbour' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Station name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Harbour');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The ref (a plain prop in React 19) reaches the <input>. */
export const ForwardsRef: Story = {
  tags: ['!visual'],
  render: function Render(args) {
    return (
      <TextInput
        {...args}
        ref={(node) => {
          node?.setAttribute('data-ref-attached', 'true');
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Station name' }),
    ).toHaveAttribute('data-ref-attached', 'true');
  },
};

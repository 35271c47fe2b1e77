import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ComboboxOption } from '../combobox';
import { FormField } from '../form-field';
import { MultiSelect } from './multi-select';

const POLLUTANTS: ComboboxOption[] = [
  { value: 'pm10', label: 'PM10' },
  { value: 'pm25', label: 'PM2.5' },
  { value: 'pm1', label: 'PM1', disabled: true },
  { value: 'no2', label: 'NO₂', keywords: ['NO2', 'nitrogen dioxide'] },
  { value: 'no', label: 'NO', keywords: ['nitric oxide'] },
  { value: 'nox', label: 'NOx', keywords: ['nitrogen oxides'] },
  { value: 'o3', label: 'O₃', keywords: ['O3', 'ozone'] },
  { value: 'so2', label: 'SO₂', keywords: ['SO2', 'sulphur dioxide'] },
  { value: 'co', label: 'CO', keywords: ['carbon monoxide'] },
];

const meta = {
  title: 'Components/MultiSelect',
  component: MultiSelect,
  args: {
    'aria-label': 'Pollutants',
    options: POLLUTANTS,
    onValueChange: fn(),
  },
  // The list is portalled to the body; the frame leaves room for it in screenshots.
  decorators: [
    (Story) => (
      <div className="min-h-96 max-w-sm">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/**
 * Typing filters (labels and keywords); Enter toggles the pointed option and the list stays
 * open for more; each choice becomes a tag. Escape closes the list, a second one clears the text.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Pollutants' });
    await userEvent.type(input, 'nitrogen');
    const listbox = await page(canvasElement).findByRole('listbox', { name: 'Pollutants' });
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(names).toEqual(['NO₂', 'NOx']);

    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['no2']);
    await expect(within(listbox).getByRole('option', { name: 'NO₂' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['no2', 'nox']);

    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Remove NO₂' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Remove NOx' })).toBeVisible();
    await expect(input).toHaveAccessibleDescription('2 selected');
  },
};

/**
 * Open with a "select all" row: half-checked while some of the options are chosen; the chosen
 * options are checked, the disabled one is dimmed.
 */
export const OpenWithSelectAll: Story = {
  args: { defaultValue: ['pm10', 'no2'], selectAllLabel: 'All pollutants' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pollutants' });
    await userEvent.click(input);
    const listbox = await page(canvasElement).findByRole('listbox');
    const all = within(listbox).getByRole('option', { name: 'All pollutants' });
    await expect(all).toHaveAttribute('aria-selected', 'false');
    await expect(within(listbox).getByRole('option', { name: 'PM10' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(within(listbox).getByRole('option', { name: 'PM1' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** The open list in the dark theme. */
export const OpenWithSelectAllDark: Story = {
  ...OpenWithSelectAll,
  globals: { theme: 'dark' },
};

/**
 * "Select all" chooses every enabled option that matches the typed text, and clears them when
 * all are chosen; the clear button empties the choice.
 */
export const SelectAllAndClear: Story = {
  tags: ['!visual'],
  args: { selectAllLabel: 'All pollutants' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Pollutants' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page(canvasElement).findByRole('listbox');
    const all = within(listbox).getByRole('option', { name: 'All pollutants' });
    await expect(input).toHaveAttribute('aria-activedescendant', all.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([
      'pm10',
      'pm25',
      'no2',
      'no',
      'nox',
      'o3',
      'so2',
      'co',
    ]);
    await expect(all).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);

    await userEvent.type(input, 'pm');
    await userEvent.click(within(listbox).getByRole('option', { name: 'All pollutants' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['pm10', 'pm25']);
    await expect(input).toHaveFocus();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith([]);
    await expect(input).toHaveFocus();
  },
};

/**
 * Removing: a tag's button removes it and the focus moves to the next tag; Backspace in the
 * empty input removes the last choice.
 */
export const RemoveTags: Story = {
  tags: ['!visual'],
  args: { defaultValue: ['pm10', 'pm25', 'no2'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove PM2.5' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['pm10', 'no2']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove NO₂' })).toHaveFocus());

    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['pm10']);
    // The last tag's button went, so the focus moves to the one before it.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove PM10' })).toHaveFocus());

    const input = canvas.getByRole('combobox', { name: 'Pollutants' });
    await userEvent.type(input, 'o3{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['pm10', 'o3']);
    // Backspace first deletes the typed text, then the last choice.
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['pm10', 'o3']);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['pm10']);
    await expect(canvas.queryByRole('button', { name: 'Remove O₃' })).not.toBeInTheDocument();
  },
};

/**
 * The keyboard: Arrow Down opens on the first option, the arrows skip the disabled one, Home
 * and End jump; Escape closes the list, then clears the typed text.
 */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pollutants' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page(canvasElement).findByRole('listbox');
    const option = (name: string) => within(listbox).getByRole('option', { name });
    await expect(input).toHaveAttribute('aria-activedescendant', option('PM10').id);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', option('NO₂').id);
    await userEvent.keyboard('{End}{Enter}{Home}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(['co', 'pm10']);

    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(input, 'ozone');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('ozone');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

/** Beyond `maxTags` choices, one "N selected" tag stands for them. */
export const Collapsed: Story = {
  args: { defaultValue: ['pm10', 'pm25', 'no2', 'o3', 'so2'], maxTags: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('5 selected', { selector: '[data-slot="tag-text"]' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Pollutants' })).toHaveAccessibleDescription(
      '5 selected',
    );
  },
};

/** Nothing matches: the list says so. */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pollutants' });
    await userEvent.type(input, 'radon');
    await expect(
      await page(canvasElement).findByText('No matches', { selector: 'p' }),
    ).toBeVisible();
  },
};

/** In a FormField: label, helper text and the count describe the input. */
export const InFormField: Story = {
  args: { 'aria-label': undefined, defaultValue: ['pm10', 'pm25'] },
  render: (args) => (
    <FormField label="Pollutants" helperText="Shown as separate lines in the chart." required>
      <MultiSelect {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pollutants' });
    await expect(input).toHaveAccessibleDescription(
      'Shown as separate lines in the chart. 2 selected',
    );
    await expect(input).toHaveAttribute('aria-required', 'true');
  },
};

/** With the FormField's error: invalid and described by the error. */
export const WithError: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="Pollutants" error="Choose at least one pollutant.">
      <MultiSelect {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Pollutants' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose at least one pollutant.');
  },
};

/** The error in the dark theme. */
export const WithErrorDark: Story = {
  ...WithError,
  globals: { theme: 'dark' },
};

/** `aria-invalid` alone gives the error look. */
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: ['so2'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: 'Pollutants' })).toBeInvalid();
  },
};

/** Disabled: tags without remove buttons, no list, no clear button. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: ['pm10', 'no2'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Pollutants' });
    await expect(input).toBeDisabled();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Closed states in the dark theme: empty, with tags, collapsed, invalid and disabled. */
export const StatesDark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <MultiSelect {...args} aria-label="Empty" />
      <MultiSelect {...args} aria-label="With tags" defaultValue={['pm10', 'no2', 'o3']} />
      <MultiSelect
        {...args}
        aria-label="Collapsed"
        defaultValue={['pm10', 'pm25', 'no2', 'o3', 'so2']}
      />
      <MultiSelect {...args} aria-label="Invalid" aria-invalid />
      <MultiSelect {...args} aria-label="Disabled" defaultValue={['co']} disabled />
    </div>
  ),
};

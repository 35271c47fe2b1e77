import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../form-field';
import { Combobox, type ComboboxOption } from './combobox';

const LOCATIONS: ComboboxOption[] = [
  { value: 'hbr-n', label: 'Harbour Road North' },
  { value: 'hbr-s', label: 'Harbour Road South', disabled: true },
  { value: 'rvs', label: 'Riverside (harbour gate)' },
  { value: 'zrh', label: 'Zürich Kaserne', keywords: ['ZH-KAS'] },
  { value: 'bsl', label: 'Basel St. Johann' },
  { value: 'sao', label: 'São Paulo – Pinheiros' },
  { value: 'krk', label: 'Kraków Aleja Krasińskiego' },
  { value: 'mtl', label: 'Montréal Échangeur Décarie' },
  { value: 'npf', label: 'North perimeter fence', keywords: ['NPF-02'] },
];

// 2,000 stations, as a large network has; fixed data, no randomness.
const STATIONS: ComboboxOption[] = Array.from({ length: 2000 }, (_, i) => ({
  value: `st-${i + 1}`,
  label: `Station ${i + 1}`,
  keywords: [`S${String(i + 1).padStart(4, '0')}`],
}));

const meta = {
  title: 'Components/Combobox',
  component: Combobox,
  args: {
    'aria-label': 'Monitoring location',
    options: LOCATIONS,
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
} satisfies Meta<typeof Combobox>;

export default meta;
type Story = StoryObj<typeof meta>;

function page(canvasElement: HTMLElement) {
  return within(canvasElement.ownerDocument.body);
}

/** Typing filters and points at the first match; Enter chooses it and closes the list. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Monitoring location' });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(input);
    const listbox = await page(canvasElement).findByRole('listbox', {
      name: 'Monitoring location',
    });
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input).toHaveAttribute('aria-controls', listbox.id);
    await expect(within(listbox).getAllByRole('option')).toHaveLength(LOCATIONS.length);

    await userEvent.type(input, 'zur');
    const option = within(listbox).getByRole('option', { name: 'Zürich Kaserne' });
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('zrh');
    await expect(input).toHaveValue('Zürich Kaserne');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveFocus();
  },
};

/**
 * Open while typing: the matched part of each label is bold, the first match is pointed at and a
 * disabled option is skipped by the arrows.
 */
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Monitoring location' });
    await userEvent.type(input, 'harb');
    const listbox = await page(canvasElement).findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Harbour Road North',
      'Harbour Road South',
      'Riverside (harbour gate)',
    ]);
    await expect(options[1]).toHaveAttribute('aria-disabled', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', options[2]?.id);
  },
};

/** The open, filtered list in the dark theme. */
export const FilteringDark: Story = {
  ...Filtering,
  globals: { theme: 'dark' },
};

/**
 * The keyboard: Arrow Down opens on the first option, the arrows move (skipping disabled ones),
 * End and Home jump, Enter chooses. Escape closes the list and restores the text; on a closed
 * list it clears the choice.
 */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Monitoring location' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await page(canvasElement).findByRole('listbox');
    const option = (name: string) => within(listbox).getByRole('option', { name });
    await expect(input).toHaveAttribute('aria-activedescendant', option('Harbour Road North').id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      option('Riverside (harbour gate)').id,
    );
    await userEvent.keyboard('{End}');
    await expect(input).toHaveAttribute(
      'aria-activedescendant',
      option('North perimeter fence').id,
    );
    await userEvent.keyboard('{Home}{ArrowDown}{ArrowUp}');
    await expect(input).toHaveAttribute('aria-activedescendant', option('Harbour Road North').id);
    await userEvent.keyboard('{End}{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('npf');
    await expect(input).toHaveValue('North perimeter fence');

    // Arrow Down reopens on the chosen option, which is marked selected.
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await page(canvasElement).findByRole('listbox');
    const chosen = within(reopened).getByRole('option', { name: 'North perimeter fence' });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(input).toHaveAttribute('aria-activedescendant', chosen.id);

    await userEvent.type(input, ' xyz');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(input).toHaveValue('North perimeter fence');

    await userEvent.keyboard('{Escape}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null);
    await expect(input).toHaveValue('');
  },
};

/** Matching ignores case and accents, needs every typed word, and searches keywords. */
export const AccentInsensitive: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Monitoring location' });
    const listbox = async () => page(canvasElement).findByRole('listbox');
    const names = async () =>
      within(await listbox())
        .queryAllByRole('option')
        .map((option) => option.textContent);

    await userEvent.type(input, 'MONTREAL echangeur');
    await expect(await names()).toEqual(['Montréal Échangeur Décarie']);
    await userEvent.clear(input);
    await userEvent.type(input, 'krakow');
    await expect(await names()).toEqual(['Kraków Aleja Krasińskiego']);
    await userEvent.clear(input);
    await userEvent.type(input, 'npf-02');
    await expect(await names()).toEqual(['North perimeter fence']);
  },
};

/** Nothing matches: the list says so (and a live region announces it). */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Monitoring location' });
    await userEvent.type(input, 'Lisbon');
    await expect(
      await page(canvasElement).findByText('No matches', { selector: 'p' }),
    ).toBeVisible();
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('No matches');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
  },
};

/** While the options load, the list shows a loading row. */
export const Loading: Story = {
  args: { options: [], loading: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Monitoring location' });
    await userEvent.click(input);
    await expect(await page(canvasElement).findByText('Loading')).toBeVisible();
    await expect(page(canvasElement).queryByText('No options')).not.toBeInTheDocument();
  },
};

/**
 * 2,000 options: only the first 200 matches are rendered and the rest are counted under the
 * list; typing narrows them at once.
 */
export const ManyOptions: Story = {
  tags: ['!visual'],
  args: { options: STATIONS, 'aria-label': 'Station' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Station' });
    await userEvent.click(input);
    const listbox = await page(canvasElement).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(200);
    await expect(page(canvasElement).getByText('1–200 of 2,000 items')).toBeVisible();

    await userEvent.type(input, 'station 1999');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await expect(page(canvasElement).queryByText(/of 2,000 items/)).not.toBeInTheDocument();
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('st-1999');

    await userEvent.clear(input);
    await userEvent.type(input, 's0042');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveValue('Station 42');
  },
};

/** The clear button empties the choice and keeps the focus in the input. */
export const Clear: Story = {
  args: { defaultValue: 'bsl' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Monitoring location' });
    await expect(input).toHaveValue('Basel St. Johann');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear' }));
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
  },
};

/** Leaving the field with unfinished text restores the chosen label; emptied text clears it. */
export const Blur: Story = {
  tags: ['!visual'],
  args: { defaultValue: 'bsl' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Monitoring location' });
    await userEvent.clear(input);
    await userEvent.type(input, 'Zür');
    await userEvent.tab();
    await expect(input).toHaveValue('Basel St. Johann');
    await expect(args.onValueChange).not.toHaveBeenCalled();

    await userEvent.clear(input);
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onValueChange).toHaveBeenCalledWith(null);
  },
};

/** In a FormField: the label names the input and its list; the helper text describes it. */
export const InFormField: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField
      label="Monitoring location"
      helperText="Only locations of this project are listed."
      required
    >
      <Combobox {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Monitoring location' });
    await expect(input).toHaveAccessibleDescription('Only locations of this project are listed.');
    await expect(input).toHaveAttribute('aria-required', 'true');
    await userEvent.click(input);
    await expect(
      await page(canvasElement).findByRole('listbox', { name: 'Monitoring location' }),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** With the FormField's error: invalid and described by the error. */
export const WithError: Story = {
  args: { 'aria-label': undefined },
  render: (args) => (
    <FormField label="Monitoring location" error="Choose a monitoring location.">
      <Combobox {...args} />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Monitoring location' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Choose a monitoring location.');
  },
};

/** The error in the dark theme. */
export const WithErrorDark: Story = {
  ...WithError,
  globals: { theme: 'dark' },
};

/** `aria-invalid` alone gives the error look. */
export const Invalid: Story = {
  args: { 'aria-invalid': true, defaultValue: 'rvs' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('combobox', { name: 'Monitoring location' }),
    ).toBeInvalid();
  },
};

/** Disabled: no typing, no list, no clear button. */
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'zrh' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Monitoring location' });
    await expect(input).toBeDisabled();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('button', { name: 'Clear' })).not.toBeInTheDocument();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** Closed states in the dark theme: empty, chosen, invalid and disabled. */
export const StatesDark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div className="flex flex-col gap-3">
      <Combobox {...args} aria-label="Empty" />
      <Combobox {...args} aria-label="Chosen" defaultValue="sao" />
      <Combobox {...args} aria-label="Invalid" aria-invalid />
      <Combobox {...args} aria-label="Disabled" defaultValue="krk" disabled />
    </div>
  ),
};

// A stand-in for a server search: results arrive 300 ms after the last keystroke.
function ServerSearch({ onValueChange }: { onValueChange?: (value: string | null) => void }) {
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<ComboboxOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [value, setValue] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      const needle = query.trim().toLowerCase();
      setResults(STATIONS.filter((s) => s.label.toLowerCase().includes(needle)).slice(0, 20));
      setLoading(false);
    }, 300);
    return () => clearTimeout(timer);
  }, [query]);
  return (
    <Combobox
      aria-label="Station"
      options={results}
      filter={false}
      loading={loading}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onValueChange?.(next);
      }}
      onQueryChange={(next) => {
        setQuery(next);
        setLoading(true);
      }}
    />
  );
}

/**
 * Searching on a server: with `filter={false}` the caller passes the results as `options` and
 * shows `loading` while a search runs.
 */
export const ServerSide: Story = {
  tags: ['!visual'],
  render: (args) => <ServerSearch onValueChange={args.onValueChange} />,
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Station' });
    await userEvent.type(input, '1234');
    await expect(await page(canvasElement).findByText('Loading')).toBeVisible();
    const option = await page(canvasElement).findByRole('option', { name: 'Station 1234' });
    await waitFor(() => expect(input).toHaveAttribute('aria-activedescendant', option.id));
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('st-1234');
    await expect(input).toHaveValue('Station 1234');
  },
};

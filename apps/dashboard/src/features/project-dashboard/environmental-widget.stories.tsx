import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ENVIRONMENTAL_DATA } from '../../__fixtures__/project-dashboard-widgets';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { EnvironmentalWidget } from './environmental-widget';

const meta = {
  title: 'Screens/Project dashboard/Environmental widget',
  component: EnvironmentalWidget,
  args: { data: ENVIRONMENTAL_DATA },
  parameters: { layout: 'padded' },
  render: (args, { globals, parameters }) => (
    <ScreenStory routes={[]} path="/" locale={(globals.locale as string) ?? 'en-US'}>
      <div style={{ width: (parameters.width as number | undefined) ?? 560 }}>
        <EnvironmentalWidget {...args} />
      </div>
    </ScreenStory>
  ),
} satisfies Meta<typeof EnvironmentalWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The readings (term, value) of one location's card, in order. */
function readings(canvasElement: HTMLElement, name: string): string[][] {
  const heading = within(canvasElement).getByRole('heading', { name });
  const card = heading.closest('li')!;
  return Array.from(card.querySelectorAll('dt'), (term) => [
    term.textContent ?? '',
    term.nextElementSibling?.textContent ?? '',
  ]);
}

/**
 * Three locations: Pier 2 with all five readings, Basin south without rain and hail and no
 * pressure reading, East gate in imperial units without humidity.
 */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Environment' });
    await expect(readings(canvasElement, 'Pier 2')).toEqual([
      ['Temperature', '12.4 °C'],
      ['Pressure', '1,013.2 hPa'],
      ['Relative humidity', '78 %'],
      ['Rain', '0.6 mm'],
      ['Hail', '0 hits/cm²'],
    ]);
    await expect(readings(canvasElement, 'Basin south')).toEqual([
      ['Temperature', '-3.3 °C'],
      ['Pressure', 'No data'],
      ['Relative humidity', '91.5 %'],
    ]);
    await expect(readings(canvasElement, 'East gate')).toEqual([
      ['Temperature', '54.3 °F'],
      ['Pressure', '29.9 inHg'],
      ['Relative humidity', 'No data'],
      ['Rain', 'No data'],
    ]);
  },
};

/** Phone width (390 px): one location per row (two side by side at the default 560 px). */
export const Phone: Story = {
  tags: ['visual'],
  parameters: { width: 358 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Pier 2' });
    const cards = canvasElement.querySelectorAll('[data-slot="environmental-location"]');
    await expect(cards).toHaveLength(3);
    // One column: each card starts below the previous one.
    const tops = Array.from(cards, (card) => card.getBoundingClientRect().top);
    await expect(tops[1]).toBeGreaterThan(tops[0]!);
    await expect(tops[2]).toBeGreaterThan(tops[1]!);
  },
};

/** Dark theme. */
export const Dark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
};

/** In Spanish: the words come from the locale file, numbers in the locale's format. */
export const Spanish: Story = {
  globals: { locale: 'es-ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Entorno' });
    await expect(readings(canvasElement, 'Basin south')).toEqual([
      ['Temperatura', '-3,3 °C'],
      ['Presión', 'Sin datos'],
      ['Humedad relativa', '91,5 %'],
    ]);
  },
};

/** The first load: a skeleton, no locations. */
export const Loading: Story = {
  args: { data: undefined, loading: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="environmental-location"]')).toBeNull();
    await expect(within(canvasElement).queryByText('Pier 2')).toBeNull();
  },
};

/** No location measures the environment. */
export const Empty: Story = {
  args: { data: { Items: [] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No environmental data')).toBeVisible();
  },
};

/** The server's message when the readings could not be read. */
export const ErrorState: Story = {
  name: 'Error',
  args: { data: undefined, error: 'The project was not found.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('The project was not found.')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DASHBOARD_INSTRUMENTS, OFFLINE_INSTRUMENTS } from '../../__fixtures__/project-dashboard';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { InstrumentStatusWidget } from './instrument-status-widget';

const meta = {
  title: 'Screens/Project dashboard/Instrument status widget',
  component: InstrumentStatusWidget,
  args: { instruments: DASHBOARD_INSTRUMENTS },
  parameters: { layout: 'padded' },
  render: (args, { globals, parameters }) => (
    <ScreenStory routes={[]} path="/" locale={(globals.locale as string) ?? 'en-US'}>
      <div style={{ width: (parameters.width as number | undefined) ?? 560 }}>
        <InstrumentStatusWidget {...args} />
      </div>
    </ScreenStory>
  ),
} satisfies Meta<typeof InstrumentStatusWidget>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The names shown on the current page, in order. */
function shownNames(canvasElement: HTMLElement): string[] {
  return Array.from(
    canvasElement.querySelectorAll('[data-slot="instrument-status"] h4'),
    (heading) => heading.textContent ?? '',
  );
}

/**
 * Seven instruments, worst first: Canal west (failed, 10), East gate (aging in service, 6),
 * Basin south (offline, 5); then North fence (span port, 3), Pier 2 (battery, 1); then the
 * healthy Pier 10 and Yard by name. Three per page.
 */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Instrument status' });
    await expect(shownNames(canvasElement)).toEqual(['Canal west', 'East gate', 'Basin south']);
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous instruments' })).toBeDisabled();
    const east = within(canvas.getByRole('heading', { name: 'East gate' }).closest('li')!);
    await expect(east.getByText('Aging')).toBeVisible();
    await expect(east.getByText('Service')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next instruments' }));
    await expect(shownNames(canvasElement)).toEqual(['North fence', 'Pier 2', 'Pier 10']);
    await userEvent.click(canvas.getByRole('button', { name: 'Next instruments' }));
    await expect(shownNames(canvasElement)).toEqual(['Yard']);
    await expect(canvas.getByRole('button', { name: 'Next instruments' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous instruments' }));
    await expect(canvas.getByText('Page 2 of 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous instruments' }));
    await expect(shownNames(canvasElement)).toEqual(['Canal west', 'East gate', 'Basin south']);
  },
};

/** Every instrument offline: all four statuses read Offline, sorted by name (equal scores). */
export const AllOffline: Story = {
  tags: ['visual'],
  args: { instruments: OFFLINE_INSTRUMENTS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Instrument status' });
    await expect(shownNames(canvasElement)).toEqual(['Basin south', 'Canal west', 'East gate']);
    await expect(canvas.getAllByText('Offline')).toHaveLength(12);
  },
};

/** At phone width (390 px) in the dark theme: the statuses go two by two (a container query). */
export const PhoneDark: Story = {
  tags: ['visual'],
  parameters: { width: 358 },
  globals: { theme: 'dark' },
};

/** In Spanish. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Estado de los instrumentos' });
    await expect(canvas.getByText('Página 1 de 3')).toBeVisible();
    await expect(canvas.getAllByText('Averiado')).toHaveLength(1);
  },
};

/** A single page: no paging. */
export const OnePage: Story = {
  args: { instruments: DASHBOARD_INSTRUMENTS.slice(0, 3) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Instrument status' });
    await expect(canvas.queryByRole('button', { name: 'Next instruments' })).toBeNull();
  },
};

/** The first load. */
export const Loading: Story = {
  args: { instruments: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByTestId('instrument-status-widget'),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

/** No instrument attached. */
export const NoInstruments: Story = {
  args: { instruments: [] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No instruments')).toBeVisible();
  },
};

/** The statuses could not be read: the server's message. */
export const LoadError: Story = {
  args: { instruments: [], error: 'Project not found' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'Project not found',
    );
  },
};

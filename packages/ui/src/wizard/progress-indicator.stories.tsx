import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UiStringsProvider } from '../ui-strings';
import { ProgressIndicator } from './progress-indicator';

const meta = {
  title: 'Components/ProgressIndicator',
  component: ProgressIndicator,
  args: {
    steps: [
      { id: 'details', title: 'Details' },
      { id: 'trigger', title: 'Trigger' },
      { id: 'actions', title: 'Actions' },
      { id: 'review', title: 'Review' },
    ],
    currentIndex: 1,
    completeLabel: 'Complete',
    'aria-label': 'Alert set-up progress',
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof ProgressIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A row of numbered steps: complete (a check), current and upcoming. */
export const Horizontal: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Alert set-up progress' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(4);
    await expect(items[0]).toHaveAttribute('data-status', 'complete');
    await expect(items[0]).toHaveTextContent('Step 1 of 4 Details Complete');
    await expect(items[1]).toHaveAttribute('aria-current', 'step');
    await expect(items[1]).toHaveTextContent('Step 2 of 4 Trigger');
    await expect(items[2]).toHaveAttribute('data-status', 'upcoming');
    await expect(items[2]).not.toHaveAttribute('aria-current');
  },
};

/** The row, in the dark theme. */
export const HorizontalDark: Story = {
  ...Horizontal,
  globals: { theme: 'dark' },
};

/** A column, as in the wizard's side panel. */
export const Vertical: Story = {
  args: { orientation: 'vertical', currentIndex: 2 },
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await expect(list).toHaveAttribute('data-orientation', 'vertical');
    await expect(within(list).getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Actions',
    );
  },
};

/** The column, in the dark theme. */
export const VerticalDark: Story = {
  ...Vertical,
  globals: { theme: 'dark' },
};

/** The first step current, nothing complete yet. */
export const FirstStep: Story = {
  args: { currentIndex: 0 },
};

/** The step count read by screen readers follows the UI strings' language. */
export const Translated: Story = {
  tags: ['!visual'],
  decorators: [
    (Story) => (
      <UiStringsProvider strings={{ stepOfSteps: 'Paso {{step}} de {{steps}}' }}>
        <Story />
      </UiStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('listitem', { current: 'step' }),
    ).toHaveTextContent('Paso 2 de 4 Trigger');
  },
};

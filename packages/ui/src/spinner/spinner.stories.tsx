import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  // The ring turns, so screenshots are taken of the stories that stop it (see Sizes).
  tags: ['!visual'],
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** By default it announces the translated "Loading" as a status. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    await expect(status.querySelector('[aria-hidden="true"]')).not.toBeNull();
  },
};

/** A label says what is loading. */
export const WithLabel: Story = {
  args: { label: 'Loading instruments' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading instruments',
    );
  },
};

/** The three sizes (sm 1 rem, md 1.5 rem, lg 2 rem), stopped for the screenshot. */
export const Sizes: Story = {
  tags: ['visual'],
  render: () => (
    <div className="flex items-center gap-6 [&_.animate-spin]:animate-none">
      <Spinner size="sm" label="Small" />
      <Spinner size="md" label="Medium" />
      <Spinner size="lg" label="Large" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const statuses = within(canvasElement).getAllByRole('status');
    await expect(statuses).toHaveLength(3);
    const rings = statuses.map((s) => s.querySelector('[aria-hidden="true"]') as HTMLElement);
    await expect(rings.map((ring) => ring.getBoundingClientRect().width)).toEqual([16, 24, 32]);
  },
};

/** The sizes in the dark theme; the ring takes the text colour. */
export const SizesDark: Story = {
  ...Sizes,
  globals: { theme: 'dark' },
};

/** In the French locale the default label is translated through the provider. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Chargement');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton } from './skeleton';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  tags: ['visual'],
  decorators: [
    (Story) => (
      <div className="w-80">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A block, e.g. for a chart or an image. */
export const Block: Story = {
  args: { shape: 'block' },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Lines of text; the last one is shorter. */
export const TextLines: Story = {
  args: { shape: 'text', lines: 3 },
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[data-slot="skeleton"]');
    await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    await expect(skeleton?.querySelectorAll('[data-slot="skeleton-line"]')).toHaveLength(3);
  },
};

/** A circle, e.g. for an avatar. */
export const Circle: Story = {
  args: { shape: 'circle' },
};

function LoadingCard() {
  return (
    <section
      aria-labelledby="loading-projects-title"
      aria-busy="true"
      className="rounded-card border-border bg-surface-raised flex flex-col gap-4 border p-4"
    >
      <h2 id="loading-projects-title" className="text-base font-semibold">
        Projects
      </h2>
      <p role="status" className="sr-only">
        Loading projects
      </p>
      <div className="flex items-center gap-3">
        <Skeleton shape="circle" />
        <Skeleton shape="text" className="w-40" />
      </div>
      <Skeleton shape="text" lines={3} />
      <Skeleton shape="block" className="h-16" />
    </section>
  );
}

/** In use: the parent region is busy and says what is loading; the placeholders stay silent. */
export const InALoadingCard: Story = {
  render: () => <LoadingCard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Projects' });
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading projects');
    for (const skeleton of region.querySelectorAll('[data-slot="skeleton"]')) {
      await expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    }
  },
};

/** The loading card in the dark theme. */
export const InALoadingCardDark: Story = {
  ...InALoadingCard,
  globals: { theme: 'dark' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CollapsibleSection } from './collapsible-section';

const meta = {
  title: 'Components/CollapsibleSection',
  component: CollapsibleSection,
  args: {
    title: 'Inactive Contributions',
    count: 3,
    onOpenChange: fn(),
    className: 'max-w-md',
    children: (
      <ul className="flex flex-col gap-1 text-sm">
        <li>Dust boundary north (ended 2023)</li>
        <li>Noise at school gate (ended 2023)</li>
        <li>Vibration test pit (ended 2022)</li>
      </ul>
    ),
  },
  tags: ['visual'],
} satisfies Meta<typeof CollapsibleSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed by default: only the heading with its count shows. */
export const Collapsed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Inactive Contributions (3)' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Inactive Contributions (3)' }),
    ).toBeVisible();
    await expect(canvas.queryByText('Dust boundary north (ended 2023)')).toBeNull();
  },
};

/** Collapsed, in the dark theme. */
export const CollapsedDark: Story = {
  globals: { theme: 'dark' },
};

/** Open, showing the content. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Dust boundary north (ended 2023)')).toBeVisible();
  },
};

/** Open, in the dark theme. */
export const OpenDark: Story = {
  args: { defaultOpen: true },
  globals: { theme: 'dark' },
};

/** Enter on the focused heading opens the section; Space collapses it again. */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Inactive Contributions (3)' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByText('Noise at school gate (ended 2023)')).toBeVisible();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('Noise at school gate (ended 2023)')).toBeNull();
  },
};

/** A click toggles it too. */
export const Click: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Inactive Contributions (3)' }));
    await expect(canvas.getByText('Vibration test pit (ended 2022)')).toBeVisible();
  },
};

/** The count follows the locale's number format. */
export const LargeCountFrench: Story = {
  args: { count: 1250 },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    // French groups thousands with a narrow no-break space.
    await expect(
      within(canvasElement).getByRole('button', { name: /^Inactive Contributions \(1\s250\)$/ }),
    ).toBeVisible();
  },
};

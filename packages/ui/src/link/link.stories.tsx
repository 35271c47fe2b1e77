import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from './link';

const meta = {
  title: 'Components/Link',
  component: Link,
  args: { href: '#methodology', children: 'monitoring methodology' },
  tags: ['visual'],
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inside running text: underlined, so it does not rely on colour alone. */
export const Inline: Story = {
  render: (args) => (
    <p className="max-w-prose text-sm">
      Readings are 15-minute averages; see the <Link {...args} /> for how sensors are calibrated and
      how gaps are handled.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'monitoring methodology' });
    await expect(link).toHaveAttribute('href', '#methodology');
    await expect(link).not.toHaveAttribute('target');
  },
};

/** On its own line, e.g. under a card: no underline until hovered. */
export const Standalone: Story = {
  args: {
    variant: 'standalone',
    href: '#reports',
    children: (
      <>
        View all reports
        <ArrowRight aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(
      within(canvasElement).getByRole('link', { name: 'View all reports' }),
    ).toHaveFocus();
  },
};

/**
 * `external` opens a new tab with `rel="noopener noreferrer"`, shows an icon and adds the
 * `externalLabel` for screen readers (the library has no generic string for it yet).
 */
export const External: Story = {
  args: {
    href: 'https://www.who.int/publications/i/item/9789240034228',
    children: 'WHO air quality guidelines',
    external: true,
    externalLabel: '(opens in a new tab)',
  },
  render: (args) => (
    <p className="max-w-prose text-sm">
      Thresholds follow the <Link {...args} />.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'WHO air quality guidelines (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** Both variants, internal and external, in the dark theme. */
export const AllDark: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <div className="flex flex-col gap-3 text-sm">
      <p>
        See the <Link href="#methodology">monitoring methodology</Link> for details.
      </p>
      <p>
        Thresholds follow the{' '}
        <Link href="https://www.who.int" external externalLabel="(opens in a new tab)">
          WHO air quality guidelines
        </Link>
        .
      </p>
      <Link variant="standalone" href="#reports">
        View all reports
      </Link>
    </div>
  ),
};

const navigate = fn();

/** A stand-in for a router's link component: it navigates without reloading the page. */
function RouterLink({ to, children, onClick, ...props }: ComponentProps<'a'> & { to: string }) {
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}

/** `asChild` gives a router's link the look of a Link; the router still handles the click. */
export const AsChildRouterLink: Story = {
  args: { variant: 'standalone', asChild: true, children: null },
  render: (args) => (
    <Link {...args}>
      <RouterLink to="/projects/harbour-road/locations">Open locations</RouterLink>
    </Link>
  ),
  play: async ({ canvasElement }) => {
    navigate.mockClear();
    const link = within(canvasElement).getByRole('link', { name: 'Open locations' });
    await expect(link).toHaveAttribute('data-slot', 'link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/projects/harbour-road/locations');
  },
};

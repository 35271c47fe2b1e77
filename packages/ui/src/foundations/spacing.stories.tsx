import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOKENS } from './tokens';

// Tailwind's spacing steps of 0.25rem that the components use; the classes are written out so
// Tailwind finds them.
const SPACES = [
  { step: '0.5', rem: '0.125rem', px: 2, bar: 'w-0.5', use: 'Hairline gaps' },
  { step: '1', rem: '0.25rem', px: 4, bar: 'w-1', use: 'Icon to text in tight places' },
  { step: '1.5', rem: '0.375rem', px: 6, bar: 'w-1.5', use: 'Label to control' },
  { step: '2', rem: '0.5rem', px: 8, bar: 'w-2', use: 'Icon to text, items in a toolbar' },
  { step: '3', rem: '0.75rem', px: 12, bar: 'w-3', use: 'Table cell padding, fields in a row' },
  { step: '4', rem: '1rem', px: 16, bar: 'w-4', use: 'Card padding, form rows' },
  { step: '6', rem: '1.5rem', px: 24, bar: 'w-6', use: 'Modal padding, sections of a card' },
  { step: '8', rem: '2rem', px: 32, bar: 'w-8', use: 'Sections of a page' },
  { step: '12', rem: '3rem', px: 48, bar: 'w-12', use: 'Page margins on large screens' },
  { step: '16', rem: '4rem', px: 64, bar: 'w-16', use: 'Empty states' },
] as const;

const RADII = [
  ...TOKENS.filter((token) => token.kind === 'radius').map((token) => ({
    name: `rounded-${token.utility}`,
    value: `${token.name}: ${token.light}`,
    use: token.usage,
    className: token.utility === 'control' ? 'rounded-control' : 'rounded-card',
  })),
  {
    name: 'rounded-full',
    value: 'calc(infinity * 1px)',
    use: 'Avatars, status dots, switches',
    className: 'rounded-full',
  },
];

const SHADOWS = [
  { name: 'shadow-md', className: 'shadow-md', use: 'Tooltips' },
  { name: 'shadow-lg', className: 'shadow-lg', use: 'Menus, popovers, toasts' },
] as const;

/** The spacing steps, the corner radii and the elevation shadows. */
function SpacingAndRadius() {
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">Spacing</h2>
        <p className="text-text-muted max-w-prose text-sm">
          Steps of 0.25rem (p-1, gap-2, ms-3…). Prefer logical properties (ps-, pe-, ms-, start-) so
          that layouts mirror in right-to-left languages.
        </p>
        <ul className="flex flex-col gap-2">
          {SPACES.map((space) => (
            <li
              key={space.step}
              data-testid="space"
              className="grid grid-cols-[5rem_9rem_5rem_1fr] items-center gap-3 text-sm"
            >
              <span className="font-mono text-xs font-semibold">{space.step}</span>
              <span className="text-text-muted font-mono text-xs">
                {space.rem} ({space.px}px)
              </span>
              <span aria-hidden="true" className={`bg-interactive block h-4 ${space.bar}`} />
              <span className="text-text-muted text-xs">{space.use}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">Radius</h2>
        <ul className="grid grid-cols-3 gap-4">
          {RADII.map((radius) => (
            <li key={radius.name} data-testid="radius" className="flex flex-col gap-1.5">
              <span
                aria-hidden="true"
                className={`border-border-strong bg-surface-sunken block h-16 border ${radius.className}`}
              />
              <span className="font-mono text-xs font-semibold">{radius.name}</span>
              <span className="text-text-muted font-mono text-xs">{radius.value}</span>
              <span className="text-text-muted text-xs">{radius.use}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">Elevation</h2>
        <ul className="grid grid-cols-3 gap-6">
          {SHADOWS.map((shadow) => (
            <li key={shadow.name} className="flex flex-col gap-1.5">
              <span
                aria-hidden="true"
                className={`rounded-card border-border bg-surface-raised block h-16 border ${shadow.className}`}
              />
              <span className="font-mono text-xs font-semibold">{shadow.name}</span>
              <span className="text-text-muted text-xs">{shadow.use}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Spacing and radius',
  tags: ['visual'],
  render: () => <SpacingAndRadius />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spacing steps, radii and shadows in the light theme. */
export const SpacingAndRadii: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('space')).toHaveLength(SPACES.length);
    // Each bar is as wide as its step.
    for (const [index, row] of canvas.getAllByTestId('space').entries()) {
      const bar = row.querySelector('[aria-hidden="true"]')!;
      await expect(bar.getBoundingClientRect().width).toBe(SPACES[index]!.px);
    }
    await expect(canvas.getAllByTestId('radius')).toHaveLength(3);
    await expect(canvas.getByText('--radius-control: 0.375rem')).toBeVisible();
  },
};

/** The same in the dark theme. */
export const SpacingAndRadiiDark: Story = {
  globals: { theme: 'dark' },
};

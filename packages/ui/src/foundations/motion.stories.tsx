import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from '../tooltip';
import { TOKENS } from './tokens';

const MOTION_TOKENS = TOKENS.filter((token) => token.kind === 'motion');

// Other timings of the product that users feel, for reference next to the tokens.
const TIMINGS = [
  { name: 'Tooltip shows after', value: `${TOOLTIP_SHOW_DELAY_MS}ms`, source: 'Tooltip' },
  { name: 'Tooltip hides after', value: `${TOOLTIP_HIDE_DELAY_MS}ms`, source: 'Tooltip' },
] as const;

/**
 * The standard easing, cubic-bezier(0.2, 0, 0, 1), drawn from its control points: time runs to
 * the right, progress upwards. A drawing, not an animation, so screenshots are stable.
 */
function EasingCurve() {
  return (
    <svg
      role="img"
      aria-label="Easing curve: fast at first, settling gently at the end"
      viewBox="-4 -4 108 108"
      className="border-border bg-surface-raised text-interactive rounded-card size-40 border"
    >
      <line x1="0" y1="100" x2="100" y2="0" className="stroke-border" strokeDasharray="3 3" />
      <path
        d="M 0 100 C 20 100, 0 0, 100 0"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The motion tokens and how the product moves. */
function Motion() {
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">Tokens</h2>
        <div className="flex items-start gap-6">
          <EasingCurve />
          <dl className="grid grid-cols-[10rem_1fr] gap-x-4 gap-y-3 text-sm">
            {MOTION_TOKENS.map((token) => (
              <div key={token.name} data-testid="motion-token" className="contents">
                <dt className="flex flex-col">
                  <span className="font-mono text-xs font-semibold">{token.name}</span>
                  <span className="text-text-muted font-mono text-xs">
                    {token.name.startsWith('--ease')
                      ? `ease-${token.utility}`
                      : `duration-${token.utility}`}
                  </span>
                </dt>
                <dd className="flex flex-col">
                  <span className="font-mono">{token.light}</span>
                  <span className="text-text-muted">{token.usage}</span>
                </dd>
              </div>
            ))}
            {TIMINGS.map((timing) => (
              <div key={timing.name} className="contents">
                <dt className="text-text-muted text-xs">{timing.name}</dt>
                <dd className="font-mono">{timing.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="flex max-w-prose flex-col gap-2 text-sm">
        <h2 className="text-base font-semibold">Principles</h2>
        <ul className="list-disc ps-5">
          <li>
            Motion explains a change of state (a hover, an opening menu); it never decorates.
            Controls change colour with <code>transition-colors duration-fast ease-standard</code>.
          </li>
          <li>
            Nothing moves on its own except progress: the spinner turns and skeletons pulse while
            data loads.
          </li>
          <li>
            With the system setting &ldquo;reduce motion&rdquo;, the stylesheet shortens every
            transition and animation to nearly nothing, and skeletons stop pulsing.
          </li>
          <li>
            Nothing flashes more than three times a second, and a change never relies on motion
            alone: the end state is always visible.
          </li>
        </ul>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Motion',
  tags: ['visual'],
  render: () => <Motion />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The easing and duration tokens, drawn and described; nothing on the page moves. */
export const Tokens: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('motion-token')).toHaveLength(MOTION_TOKENS.length);
    await expect(canvas.getByText('cubic-bezier(0.2, 0, 0, 1)')).toBeVisible();
    await expect(canvas.getByText('150ms')).toBeVisible();
    await expect(canvas.getByRole('img', { name: /Easing curve/ })).toBeVisible();
    await expect(canvasElement.getAnimations({ subtree: true })).toHaveLength(0);
  },
};

/** The same in the dark theme. */
export const TokensDark: Story = {
  ...Tokens,
  globals: { theme: 'dark' },
};

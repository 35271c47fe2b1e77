import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { COLOUR_TOKENS, tokenValue, type Token } from './tokens';

type Theme = 'light' | 'dark';

// A line under the groups that need one.
const GROUP_NOTES: Record<string, string> = {
  Status:
    'Okabe–Ito colours for the four states of a monitor or location; always shown with the icon of the state and its name.',
  'Chart categories':
    'Ordered so that neighbouring series stay distinct for the common colour-vision deficiencies; use them in order. Charts use them through var(--chart-n). The dark theme lightens the four that would fall under 3:1 on its raised surface (7, 9, 10, 12).',
};

/** The groups of a token list, in order of first appearance. */
function groups(tokens: readonly Token[]): [string, Token[]][] {
  const byGroup = new Map<string, Token[]>();
  for (const token of tokens)
    byGroup.set(token.group, [...(byGroup.get(token.group) ?? []), token]);
  return [...byGroup];
}

/** One colour: the swatch, then its name, value and use as text on the page surface. */
function Swatch({ token, theme }: { token: Token; theme: Theme }) {
  return (
    <li data-testid="swatch" className="flex flex-col gap-1.5">
      {/* The swatch carries no text, so any colour can fill it; its outline shows light ones. */}
      <span
        aria-hidden="true"
        className="rounded-control border-border block h-12 border"
        style={{ background: `var(${token.name})` }}
      />
      <span className="font-mono text-xs font-semibold">{token.name}</span>
      <span className="text-text-muted font-mono text-xs">{tokenValue(token, theme)}</span>
      <span className="text-text-muted text-xs">{token.usage}</span>
    </li>
  );
}

/** Every colour token, grouped, as swatches with their name, value and use. */
function ColourTokens({ theme }: { theme: Theme }) {
  return (
    <div className="flex flex-col gap-8">
      <p className="text-text-muted max-w-prose text-sm">
        Semantic colours for the {theme} theme. Components use them through Tailwind utilities
        (bg-surface, text-status-ok…) and never raw values. Status colours follow the Okabe–Ito
        colour-blind-safe palette and always come with an icon or text.
      </p>
      {groups(COLOUR_TOKENS).map(([group, tokens]) => (
        <section key={group} className="flex flex-col gap-3">
          <h2 className="text-base font-semibold">{group}</h2>
          {GROUP_NOTES[group] ? (
            <p className="text-text-muted max-w-prose text-sm">{GROUP_NOTES[group]}</p>
          ) : null}
          <ul className="grid grid-cols-4 gap-4">
            {tokens.map((token) => (
              <Swatch key={token.name} token={token} theme={theme} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

// The pairs the tokens are made for; each reaches 4.5:1 in both themes.
const PAIRINGS = [
  { label: 'Text on surface', className: 'bg-surface text-text' },
  { label: 'Muted text on surface', className: 'bg-surface text-text-muted' },
  { label: 'Text on sunken surface', className: 'bg-surface-sunken text-text' },
  { label: 'Interactive text on interactive', className: 'bg-interactive text-interactive-text' },
  { label: 'Danger text on danger', className: 'bg-danger text-danger-text' },
  { label: 'Inverse text on text (tooltip)', className: 'bg-text text-text-inverse' },
  { label: 'Link on surface', className: 'bg-surface text-interactive' },
  { label: 'Error on surface', className: 'bg-surface text-danger' },
  { label: 'OK on surface', className: 'bg-surface text-status-ok' },
  { label: 'Caution on surface', className: 'bg-surface text-status-caution' },
  { label: 'Warning on surface', className: 'bg-surface text-status-warning' },
  { label: 'Offline on surface', className: 'bg-surface text-status-offline' },
] as const;

/** Text colours on the backgrounds they are made for. */
function Pairings() {
  return (
    <div className="flex flex-col gap-3">
      <p className="text-text-muted max-w-prose text-sm">
        Text and background pairs with a contrast of at least 4.5:1 in both themes. Status colours
        are for text and icons on --surface or --surface-raised; on --surface-sunken, caution and
        offline fall below 4.5:1 in the light theme, so use them there for icons only.
      </p>
      <ul className="grid grid-cols-3 gap-3">
        {PAIRINGS.map((pairing) => (
          <li
            key={pairing.label}
            className={`rounded-control border-border border px-3 py-2 text-sm font-medium ${pairing.className}`}
          >
            {pairing.label}
          </li>
        ))}
      </ul>
    </div>
  );
}

const meta = {
  title: 'Foundations/Colours',
  tags: ['visual'],
  render: (_args, { globals }) => (
    <ColourTokens theme={globals.theme === 'dark' ? 'dark' : 'light'} />
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every colour token of the light theme, with one swatch per token of tokens.css. */
export const Colours: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('swatch')).toHaveLength(COLOUR_TOKENS.length);
    await expect(canvas.getByText('--status-caution')).toBeVisible();
    await expect(canvas.getByText('#8a6d00')).toBeVisible();
    await expect(canvas.getByText('--chart-14')).toBeVisible();
  },
};

/** The same tokens in the dark theme, with the dark values. */
export const ColoursDark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('swatch')).toHaveLength(COLOUR_TOKENS.length);
    await expect(canvas.getByText('#f0c419')).toBeVisible();
  },
};

/** The text and background pairs the tokens are made for. */
export const TextPairings: Story = {
  render: () => <Pairings />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(PAIRINGS.length);
  },
};

/** The pairs in the dark theme. */
export const TextPairingsDark: Story = {
  ...TextPairings,
  globals: { theme: 'dark' },
};

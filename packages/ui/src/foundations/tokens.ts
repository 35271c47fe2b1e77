/**
 * The design tokens of `../styles/tokens.css`, listed for the Foundations stories (which parse
 * nothing at run time). `tokens.test.ts` checks this list against the stylesheet, so a token added
 * there without being added here fails the tests.
 */

/** What a token is for, which decides the story that shows it. */
export type TokenKind = 'colour' | 'radius' | 'motion';

/** One custom property of the token stylesheet. */
export interface Token {
  /** The custom property, e.g. "--surface". */
  name: `--${string}`;
  /** What kind of value it holds. */
  kind: TokenKind;
  /** The group it is shown in, e.g. "Surfaces". */
  group: string;
  /** Its value in the light theme (`:root`). */
  light: string;
  /** Its value in the dark theme (`.dark`); the light value when the dark theme keeps it. */
  dark: string;
  /** What it is used for. */
  usage: string;
  /** The Tailwind utility stem mapped by `@theme` (bg-…, text-…, rounded-…), if there is one. */
  utility?: string;
}

const CHART_LIGHT = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#4b3f9e',
  '#8c6d00',
  '#006d6f',
  '#a6456b',
  '#5a7d1a',
  '#7f3c8d',
  '#3b6e8f',
  '#9a5b2a',
] as const;

/** The chart colours the dark theme lightens (at least 3:1 on its raised surface), by number. */
const CHART_DARK: Readonly<Record<number, string>> = {
  7: '#8a7fd6',
  9: '#1f8a8c',
  10: '#b4577c',
  12: '#a86fb8',
};

/** Every token of tokens.css, in the stylesheet's order. */
export const TOKENS: readonly Token[] = [
  {
    name: '--surface',
    kind: 'colour',
    group: 'Surfaces',
    light: '#ffffff',
    dark: '#111418',
    usage: 'Page background',
    utility: 'surface',
  },
  {
    name: '--surface-raised',
    kind: 'colour',
    group: 'Surfaces',
    light: '#ffffff',
    dark: '#1b1f24',
    usage: 'Cards, menus, inputs',
    utility: 'surface-raised',
  },
  {
    name: '--surface-sunken',
    kind: 'colour',
    group: 'Surfaces',
    light: '#f3f4f6',
    dark: '#0b0d10',
    usage: 'Table headers, hover, wells',
    utility: 'surface-sunken',
  },
  {
    name: '--text',
    kind: 'colour',
    group: 'Text',
    light: '#111827',
    dark: '#f3f4f6',
    usage: 'Body text and headings',
    utility: 'text',
  },
  {
    name: '--text-muted',
    kind: 'colour',
    group: 'Text',
    light: '#4b5563',
    dark: '#b6bcc6',
    usage: 'Helper text, secondary labels',
    utility: 'text-muted',
  },
  {
    name: '--text-inverse',
    kind: 'colour',
    group: 'Text',
    light: '#ffffff',
    dark: '#111418',
    usage: 'Text on a --text background (tooltips)',
    utility: 'text-inverse',
  },
  {
    name: '--border',
    kind: 'colour',
    group: 'Borders',
    light: '#d1d5db',
    dark: '#3a414b',
    usage: 'Dividers, card outlines',
    utility: 'border',
  },
  {
    name: '--border-strong',
    kind: 'colour',
    group: 'Borders',
    light: '#6b7280',
    dark: '#8b93a0',
    usage: 'Control outlines (3:1 against the surface)',
    utility: 'border-strong',
  },
  {
    name: '--interactive',
    kind: 'colour',
    group: 'Interactive',
    light: '#0f5fb8',
    dark: '#5aa2f0',
    usage: 'Primary buttons, links, checked controls',
    utility: 'interactive',
  },
  {
    name: '--interactive-hover',
    kind: 'colour',
    group: 'Interactive',
    light: '#0b4a91',
    dark: '#82b9f5',
    usage: 'Primary buttons on hover',
    utility: 'interactive-hover',
  },
  {
    name: '--interactive-text',
    kind: 'colour',
    group: 'Interactive',
    light: '#ffffff',
    dark: '#0b1220',
    usage: 'Text on --interactive',
    utility: 'interactive-text',
  },
  {
    name: '--danger',
    kind: 'colour',
    group: 'Danger',
    light: '#b42318',
    dark: '#f2745f',
    usage: 'Destructive actions, errors',
    utility: 'danger',
  },
  {
    name: '--danger-hover',
    kind: 'colour',
    group: 'Danger',
    light: '#912018',
    dark: '#f79a89',
    usage: 'Destructive buttons on hover',
    utility: 'danger-hover',
  },
  {
    name: '--danger-text',
    kind: 'colour',
    group: 'Danger',
    light: '#ffffff',
    dark: '#1b0905',
    usage: 'Text on --danger',
    utility: 'danger-text',
  },
  {
    name: '--focus',
    kind: 'colour',
    group: 'Interactive',
    light: '#2563eb',
    dark: '#93c5fd',
    usage: 'The focus ring',
    utility: 'focus',
  },
  {
    name: '--status-ok',
    kind: 'colour',
    group: 'Status',
    light: '#007a5e',
    dark: '#3fc19f',
    usage: 'OK: reading within limits (with a check icon)',
    utility: 'status-ok',
  },
  {
    name: '--status-caution',
    kind: 'colour',
    group: 'Status',
    light: '#8a6d00',
    dark: '#f0c419',
    usage: 'Caution: approaching a limit (with a triangle icon)',
    utility: 'status-caution',
  },
  {
    name: '--status-warning',
    kind: 'colour',
    group: 'Status',
    light: '#b83d00',
    dark: '#ff8a4c',
    usage: 'Warning: limit exceeded (with an octagon icon)',
    utility: 'status-warning',
  },
  {
    name: '--status-offline',
    kind: 'colour',
    group: 'Status',
    light: '#6b7280',
    dark: '#9ca3af',
    usage: 'Offline: no recent data (with a crossed-out signal icon)',
    utility: 'status-offline',
  },
  ...CHART_LIGHT.map((value, index): Token => ({
    name: `--chart-${index + 1}`,
    kind: 'colour',
    group: 'Chart categories',
    light: value,
    dark: CHART_DARK[index + 1] ?? value,
    usage: `Series ${index + 1}`,
  })),
  {
    name: '--radius-control',
    kind: 'radius',
    group: 'Radius',
    light: '0.375rem',
    dark: '0.375rem',
    usage: 'Buttons, inputs, menus',
    utility: 'control',
  },
  {
    name: '--radius-card',
    kind: 'radius',
    group: 'Radius',
    light: '0.5rem',
    dark: '0.5rem',
    usage: 'Cards, tables, notifications',
    utility: 'card',
  },
  {
    name: '--ease-standard',
    kind: 'motion',
    group: 'Motion',
    light: 'cubic-bezier(0.2, 0, 0, 1)',
    dark: 'cubic-bezier(0.2, 0, 0, 1)',
    usage: 'Every transition: quick start, gentle stop',
    utility: 'standard',
  },
  {
    name: '--duration-fast',
    kind: 'motion',
    group: 'Motion',
    light: '150ms',
    dark: '150ms',
    usage: 'Hover and state changes of controls',
    utility: 'fast',
  },
];

/** The colour tokens, in the stylesheet's order. */
export const COLOUR_TOKENS = TOKENS.filter((token) => token.kind === 'colour');

/** The value a token has in a theme. */
export function tokenValue(token: Token, theme: 'light' | 'dark'): string {
  return theme === 'dark' ? token.dark : token.light;
}

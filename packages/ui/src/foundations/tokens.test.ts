import { describe, expect, it } from 'vitest';
import { COLOUR_TOKENS, TOKENS } from './tokens';

// The ui project has no Node types (components must not reach for Node); this test alone reads
// files, through the one Node function it needs.
declare const process: {
  getBuiltinModule(id: 'node:fs'): { readFileSync(path: URL, encoding: 'utf8'): string };
};
const { readFileSync } = process.getBuiltinModule('node:fs');

const tokensCss = readFileSync(new URL('../styles/tokens.css', import.meta.url), 'utf8');
const indexCss = readFileSync(new URL('../styles/index.css', import.meta.url), 'utf8');

/** The custom properties declared in the first rule for `selector`, in order. */
function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No rule for ${selector}`);
  const body = css.slice(start, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => [
      name!,
      value!.trim(),
    ]),
  );
}

const light = declarations(tokensCss, ':root');
const dark = declarations(tokensCss, '.dark');
const theme = declarations(indexCss, '@theme inline');

describe('the Foundations token list matches tokens.css', () => {
  it('lists every token of :root, in the same order', () => {
    expect(TOKENS.map((token) => token.name)).toEqual([...light.keys()]);
  });

  it.each(TOKENS.map((token) => [token.name, token] as const))(
    '%s has the light value of :root',
    (name, token) => {
      expect(token.light).toBe(light.get(name));
    },
  );

  it.each(TOKENS.map((token) => [token.name, token] as const))(
    '%s has the dark value of .dark, or keeps its light value',
    (name, token) => {
      expect(token.dark).toBe(dark.get(name) ?? light.get(name));
    },
  );

  it('overrides in .dark only tokens that exist in :root', () => {
    for (const name of dark.keys()) expect(light.has(name)).toBe(true);
  });

  it('shows 19 semantic colours and the 14 chart colours', () => {
    expect(COLOUR_TOKENS).toHaveLength(33);
    expect(COLOUR_TOKENS.filter((token) => token.name.startsWith('--chart-'))).toHaveLength(14);
  });

  it.each(TOKENS.filter((token) => token.utility).map((token) => [token.name, token] as const))(
    '%s names the utility that @theme maps to it',
    (name, token) => {
      const key = token.kind === 'colour' ? `--color-${token.utility}` : name;
      expect(theme.get(key)).toBe(`var(${name})`);
    },
  );
});

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

describe('chart colours in the dark theme', () => {
  const raised = dark.get('--surface-raised')!;
  it.each(
    TOKENS.filter((token) => token.name.startsWith('--chart-')).map(
      (token) => [token.name, token.dark] as const,
    ),
  )('%s (%s) has at least 3:1 contrast on the dark raised surface', (_name, colour) => {
    expect(contrast(colour, raised)).toBeGreaterThanOrEqual(3);
  });

  it('computes contrast as WCAG does (white on black is 21:1)', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
  });
});

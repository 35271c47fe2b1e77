/** How many category colours the design system defines (projects §9: 14 category colours). */
export const CHART_COLOUR_COUNT = 14;

/**
 * The category colour of the series at `index` in `series` as a CSS value (`var(--chart-3)`):
 * the 15th series starts the cycle again. Usable in styles; the canvas resolves it at draw time.
 */
export function categoryColour(index: number): string {
  const slot = (((index % CHART_COLOUR_COUNT) + CHART_COLOUR_COUNT) % CHART_COLOUR_COUNT) + 1;
  return `var(--chart-${slot})`;
}

const VARIABLE = /^var\(\s*(--[\w-]+)\s*(?:,\s*(.+))?\)$/;

/**
 * A colour the canvas can use: a `var(--token)` is read from the computed style of `element`
 * (so a theme change shows at the next draw); any other CSS colour is returned as it is.
 */
export function resolveColour(colour: string, style: CSSStyleDeclaration): string {
  const match = VARIABLE.exec(colour.trim());
  if (!match) return colour;
  const value = style.getPropertyValue(match[1] ?? '').trim();
  if (value) return value;
  return match[2]?.trim() || 'gray';
}

import type { WorldColours } from './world-style';

/** The theme's colours the canvas needs; WebGL cannot read CSS variables, so they are copied. */
export interface ThemeColours extends WorldColours {
  ok: string;
  caution: string;
  warning: string;
  offline: string;
  ring: string;
  selectedRing: string;
}

/** The token each canvas colour is read from. */
export const COLOUR_TOKENS: Record<keyof ThemeColours, string> = {
  water: '--surface-sunken',
  land: '--surface-raised',
  coast: '--border-strong',
  border: '--border',
  ok: '--status-ok',
  caution: '--status-caution',
  warning: '--status-warning',
  offline: '--status-offline',
  ring: '--surface-raised',
  selectedRing: '--text',
};

/** The theme's colours as they apply to `element` (grey where a token is missing). */
export function readColours(element: Element): ThemeColours {
  const style = getComputedStyle(element);
  const entries = Object.entries(COLOUR_TOKENS).map(([key, token]) => [
    key,
    style.getPropertyValue(token).trim() || 'gray',
  ]);
  return Object.fromEntries(entries) as ThemeColours;
}

import { describe, expect, it } from 'vitest';
import { TOOLTIP_HIDE_DELAY_MS, TOOLTIP_SHOW_DELAY_MS } from './tooltip';

describe('tooltip delays (foundation §9)', () => {
  it('shows after 500 ms of hover and hides 100 ms after leaving', () => {
    expect(TOOLTIP_SHOW_DELAY_MS).toBe(500);
    expect(TOOLTIP_HIDE_DELAY_MS).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';
import { effectiveTheme } from './theme';

describe('theme rules (foundation §2.6 as changed by issue 12)', () => {
  it('shows the saved choice on every page, not only in the project area', () => {
    expect(effectiveTheme('dark', null)).toBe('dark');
    expect(effectiveTheme('system', null)).toBe('system');
    expect(effectiveTheme('light', null)).toBe('light');
  });

  it('shows the preview while the theme modal is open', () => {
    expect(effectiveTheme('light', 'dark')).toBe('dark');
    expect(effectiveTheme('dark', 'light')).toBe('light');
    expect(effectiveTheme('dark', 'system')).toBe('system');
  });
});

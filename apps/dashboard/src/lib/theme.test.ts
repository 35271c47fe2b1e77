import { describe, expect, it } from 'vitest';
import { effectiveTheme, isProjectArea } from './theme';

describe('theme rules (foundation §2.6)', () => {
  it('knows the project area', () => {
    expect(isProjectArea('/OneView/project/settings')).toBe(true);
    expect(isProjectArea('/OneView/project')).toBe(true);
    expect(isProjectArea('/OneView/projects')).toBe(false);
    expect(isProjectArea('/OneView')).toBe(false);
    expect(isProjectArea('/HomeNew')).toBe(false);
  });

  it('is always light outside the project area and the saved choice inside it', () => {
    expect(effectiveTheme('dark', null, '/OneView/about')).toBe('light');
    expect(effectiveTheme('system', null, '/HomeNew')).toBe('light');
    expect(effectiveTheme('dark', null, '/OneView/project/dashboard')).toBe('dark');
    expect(effectiveTheme('system', null, '/OneView/project/dashboard')).toBe('system');
  });

  it('shows the preview wherever the theme modal is open', () => {
    expect(effectiveTheme('light', 'dark', '/OneView/about')).toBe('dark');
    expect(effectiveTheme('dark', 'light', '/OneView/project/settings')).toBe('light');
  });
});

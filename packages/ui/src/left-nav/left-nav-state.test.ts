import { describe, expect, it } from 'vitest';
import {
  NARROW_VIEWPORT_QUERY,
  activeGroupId,
  crossBreakpoint,
  isRail,
  toggleCollapse,
  toggleGroup,
  withActiveGroupExpanded,
  type NavItemLike,
} from './left-nav-state';

const link = (id: string, active = false) => ({ kind: 'link' as const, id, active });

describe('NARROW_VIEWPORT_QUERY', () => {
  it('matches viewports up to and including 768 px', () => {
    expect(NARROW_VIEWPORT_QUERY).toBe('(max-width: 768px)');
  });
});

describe('activeGroupId', () => {
  it.each<[string, NavItemLike[], string | null]>([
    [
      'no active link',
      [link('overview'), { kind: 'group', id: 'data', children: [link('readings')] }],
      null,
    ],
    [
      'an active top-level link',
      [link('overview', true), { kind: 'group', id: 'data', children: [link('readings')] }],
      null,
    ],
    [
      'an active link inside a group',
      [
        link('overview'),
        { kind: 'divider', id: 'd1' },
        { kind: 'group', id: 'data', children: [link('readings'), link('wind', true)] },
      ],
      'data',
    ],
    [
      'the first group wins if two claim the active link',
      [
        { kind: 'group', id: 'data', children: [link('readings', true)] },
        { kind: 'group', id: 'reports', children: [link('monthly', true)] },
      ],
      'data',
    ],
    ['an empty group', [{ kind: 'group', id: 'data', children: [] }], null],
  ])('%s', (_case, items, expected) => {
    expect(activeGroupId(items)).toBe(expected);
  });
});

describe('withActiveGroupExpanded', () => {
  it('opens the group holding the active link and keeps the ones the user opened', () => {
    expect(withActiveGroupExpanded(['reports'], 'data')).toEqual(['reports', 'data']);
  });

  it('returns the same array when the group is already open', () => {
    const expanded = ['data'];
    expect(withActiveGroupExpanded(expanded, 'data')).toBe(expanded);
  });

  it('returns the same array when the active link is in no group', () => {
    const expanded = ['reports'];
    expect(withActiveGroupExpanded(expanded, null)).toBe(expanded);
  });
});

describe('toggleGroup', () => {
  it.each([
    ['opens a closed group', [], 'data', ['data']],
    ['closes an open group', ['data', 'reports'], 'data', ['reports']],
    ['leaves the other groups alone', ['reports'], 'data', ['reports', 'data']],
  ])('%s', (_case, expanded, id, result) => {
    expect(toggleGroup(expanded, id)).toEqual(result);
  });
});

describe('isRail (the breakpoint decision)', () => {
  it.each([
    ['wide, user expanded', false, false, false, false],
    ['wide, user collapsed', false, true, false, true],
    ['narrow, user expanded on wide: rail anyway', true, false, false, true],
    ['narrow, user collapsed on wide', true, true, false, true],
    ['narrow, widened while narrow', true, true, true, false],
    ['wide ignores a stale widening', false, true, true, true],
  ])('%s', (_case, narrow, collapsed, expandedWhileNarrow, rail) => {
    expect(isRail({ narrow, collapsed, expandedWhileNarrow })).toBe(rail);
  });
});

describe('toggleCollapse', () => {
  it('on a wide viewport changes the user choice', () => {
    expect(toggleCollapse({ narrow: false, collapsed: false, expandedWhileNarrow: false })).toEqual(
      { narrow: false, collapsed: true, expandedWhileNarrow: false },
    );
  });

  it('on a narrow viewport widens for now and keeps the user choice for wide viewports', () => {
    const widened = toggleCollapse({ narrow: true, collapsed: false, expandedWhileNarrow: false });
    expect(widened).toEqual({ narrow: true, collapsed: false, expandedWhileNarrow: true });
    expect(isRail(widened)).toBe(false);
    const narrowedAgain = toggleCollapse(widened);
    expect(isRail(narrowedAgain)).toBe(true);
    expect(narrowedAgain.collapsed).toBe(false);
  });
});

describe('crossBreakpoint', () => {
  it('a viewport that becomes narrow shows the rail even if the user expanded it', () => {
    const state = crossBreakpoint(
      { narrow: false, collapsed: false, expandedWhileNarrow: false },
      true,
    );
    expect(isRail(state)).toBe(true);
  });

  it('a viewport that becomes wide again shows the user choice, not the temporary widening', () => {
    const state = crossBreakpoint(
      { narrow: true, collapsed: true, expandedWhileNarrow: true },
      false,
    );
    expect(state).toEqual({ narrow: false, collapsed: true, expandedWhileNarrow: false });
    expect(isRail(state)).toBe(true);
  });

  it('going narrow again after a widening starts from the rail', () => {
    const widened = { narrow: true, collapsed: false, expandedWhileNarrow: true };
    const state = crossBreakpoint(crossBreakpoint(widened, false), true);
    expect(isRail(state)).toBe(true);
  });

  it('returns the same state when the side of the breakpoint does not change', () => {
    const state = { narrow: true, expandedWhileNarrow: true };
    expect(crossBreakpoint(state, true)).toBe(state);
  });
});

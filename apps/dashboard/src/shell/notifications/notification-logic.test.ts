import { describe, expect, it } from 'vitest';
import {
  badgeText,
  collapsedText,
  groupByRelativeDate,
  isLongMessage,
  showsRelativeTime,
} from './notification-logic';

describe('notifications panel rules (foundation §2.11)', () => {
  it('shows the unread count, "!!" above 99 and nothing at zero', () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(1)).toBe('1');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('!!');
  });

  it('collapses messages over 200 characters, not at 200', () => {
    expect(isLongMessage('a'.repeat(200))).toBe(false);
    expect(isLongMessage('a'.repeat(201))).toBe(true);
    expect(collapsedText('a'.repeat(200))).toBe('a'.repeat(200));
    expect(collapsedText('a'.repeat(201))).toBe(`${'a'.repeat(200)}…`);
    const words = `${'word '.repeat(39)}lastword and more text`;
    expect(collapsedText(words).endsWith('word…')).toBe(true);
    expect(Array.from(collapsedText(words)).length).toBeLessThanOrEqual(201);
  });

  it('shows relative time under 24 hours only', () => {
    const now = Date.UTC(2026, 10, 22, 12);
    expect(showsRelativeTime(now - 86_399_999, now)).toBe(true);
    expect(showsRelativeTime(now - 86_400_000, now)).toBe(false);
  });

  it('groups by local day: today, yesterday, then each earlier day', () => {
    const now = Date.UTC(2026, 10, 22, 3); // 22 Nov 03:00 UTC = 21 Nov 22:00 in New York
    const items = [
      { Id: 'a', CreatedAt: '2026-11-22T02:00:00Z' }, // NY 21 Nov 21:00 → today in NY
      { Id: 'b', CreatedAt: '2026-11-21T06:00:00Z' }, // NY 21 Nov 01:00 → today
      { Id: 'c', CreatedAt: '2026-11-21T04:00:00Z' }, // NY 20 Nov 23:00 → yesterday
      { Id: 'd', CreatedAt: '2026-11-18T12:00:00Z' },
      { Id: 'e', CreatedAt: '2026-11-18T10:00:00Z' },
    ];
    const ny = groupByRelativeDate(items, now, 'America/New_York');
    expect(ny.map((g) => [g.kind, g.day, g.items.map((i) => i.Id).join('')])).toEqual([
      ['today', '2026-11-21', 'ab'],
      ['yesterday', '2026-11-20', 'c'],
      ['earlier', '2026-11-18', 'de'],
    ]);
    const utc = groupByRelativeDate(items, now, 'UTC');
    expect(utc.map((g) => g.kind)).toEqual(['today', 'yesterday', 'earlier']);
    expect(utc[0]?.items.map((i) => i.Id)).toEqual(['a']);
    expect(groupByRelativeDate([], now, 'UTC')).toEqual([]);
  });
});

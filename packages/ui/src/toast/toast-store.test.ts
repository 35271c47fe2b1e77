import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_CLOSE_DELAY_MS } from './toast-store';

const NOW = Date.UTC(2024, 4, 14, 9, 30, 15);

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('adds a new, open toast stamped with its clock and gives it a unique id', () => {
    const store = createToastStore({ now: () => NOW });
    const first = store.add({ title: 'Report saved', kind: 'success' });
    const second = store.add({
      title: 'Export failed',
      text: 'Try again later.',
      kind: 'error',
      link: { label: 'Open reports', href: '/reports' },
    });
    expect(first).not.toBe(second);
    expect(store.getSnapshot()).toEqual([
      {
        id: first,
        title: 'Report saved',
        kind: 'success',
        isNew: true,
        state: 'open',
        createdAt: NOW,
      },
      {
        id: second,
        title: 'Export failed',
        text: 'Try again later.',
        kind: 'error',
        link: { label: 'Open reports', href: '/reports' },
        isNew: true,
        state: 'open',
        createdAt: NOW,
      },
    ]);
  });

  it('clears isNew once the toast has been shown', () => {
    const store = createToastStore({ now: () => NOW });
    const id = store.add({ title: 'Saved', kind: 'info' });
    store.markShown(id);
    expect(store.getSnapshot()[0]?.isNew).toBe(false);
  });

  it('marks a closed toast closing and removes it after exactly the close delay', () => {
    expect(TOAST_CLOSE_DELAY_MS).toBe(150);
    const store = createToastStore({ now: () => NOW });
    const id = store.add({ title: 'Saved', kind: 'info' });
    store.close(id);
    expect(store.getSnapshot()[0]?.state).toBe('closing');
    vi.advanceTimersByTime(149);
    expect(store.getSnapshot()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('ignores a second close while the toast is already closing', () => {
    const store = createToastStore({ now: () => NOW });
    const id = store.add({ title: 'Saved', kind: 'info' });
    store.close(id);
    vi.advanceTimersByTime(100);
    store.close(id);
    vi.advanceTimersByTime(50);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('removes only the closed toast and keeps the others open', () => {
    const store = createToastStore({ now: () => NOW });
    const keep = store.add({ title: 'Keep', kind: 'info' });
    const drop = store.add({ title: 'Drop', kind: 'warning' });
    store.close(drop);
    vi.advanceTimersByTime(TOAST_CLOSE_DELAY_MS);
    expect(store.getSnapshot().map((t) => [t.id, t.state])).toEqual([[keep, 'open']]);
  });

  it('keeps the same snapshot until something changes and notifies subscribers of changes', () => {
    const store = createToastStore({ now: () => NOW });
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    const before = store.getSnapshot();
    expect(store.getSnapshot()).toBe(before);
    store.close('missing');
    expect(store.getSnapshot()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    store.add({ title: 'Saved', kind: 'info' });
    expect(store.getSnapshot()).not.toBe(before);
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.add({ title: 'Again', kind: 'info' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('clears every toast at once, and a close already under way then changes nothing', () => {
    const store = createToastStore({ now: () => NOW });
    const listener = vi.fn();
    store.subscribe(listener);
    const first = store.add({ title: 'Report saved', kind: 'success' });
    store.add({ title: 'Export failed', kind: 'error' });
    store.close(first);
    listener.mockClear();
    store.clear();
    expect(store.getSnapshot()).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(TOAST_CLOSE_DELAY_MS);
    expect(store.getSnapshot()).toEqual([]);
    store.clear();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

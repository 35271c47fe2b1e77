import { TOAST_CLOSE_DELAY_MS, toastStore } from '@aq/ui/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONFIRMATION_MS, confirmChange } from './confirm-change';

describe('confirming a change', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a success toast that closes by itself, so it never keeps covering the page', () => {
    confirmChange('Project Riverside created');
    const shown = toastStore.getSnapshot().at(-1);
    expect(shown).toMatchObject({ kind: 'success', title: 'Project Riverside created' });
    expect(shown?.state).toBe('open');

    vi.advanceTimersByTime(CONFIRMATION_MS - 1);
    expect(toastStore.getSnapshot().find((t) => t.id === shown?.id)?.state).toBe('open');
    vi.advanceTimersByTime(1);
    expect(toastStore.getSnapshot().find((t) => t.id === shown?.id)?.state).toBe('closing');
    vi.advanceTimersByTime(TOAST_CLOSE_DELAY_MS);
    expect(toastStore.getSnapshot().some((t) => t.id === shown?.id)).toBe(false);
  });
});

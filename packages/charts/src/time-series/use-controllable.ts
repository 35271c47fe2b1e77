import { useCallback, useRef, useState } from 'react';

/**
 * State a caller may control (`value` + `onChange`) or leave to the component: only `undefined`
 * means uncontrolled, so `null` can be a value (no zoom). The setter reports every change.
 */
export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const latest = useRef({ current, controlled, onChange });
  latest.current = { current, controlled, onChange };
  const set = useCallback((next: T) => {
    const state = latest.current;
    if (Object.is(next, state.current)) return;
    if (!state.controlled) setOwn(next);
    state.onChange?.(next);
  }, []);
  return [current, set];
}

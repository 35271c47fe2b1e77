import { useState } from 'react';

/** A new value, or a function of the current one (as TanStack Table's updaters are). */
export type StateUpdate<T> = T | ((current: T) => T);

/**
 * A piece of table state that the caller may control (`value` + `onChange`) or leave to the table
 * (`defaultValue`), in the Radix style: the setter updates the internal state only when
 * uncontrolled and always reports the new value through `onChange`.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T | (() => T),
  onChange: ((value: T) => void) | undefined,
): [T, (update: StateUpdate<T>) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : uncontrolled;

  function setValue(update: StateUpdate<T>) {
    const next = typeof update === 'function' ? (update as (current: T) => T)(current) : update;
    if (Object.is(next, current)) return;
    if (!controlled) setUncontrolled(next);
    onChange?.(next);
  }
  return [current, setValue];
}

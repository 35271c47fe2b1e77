import { useState } from 'react';

/** A new value, or a function of the current one (as TanStack Table's updaters are). */
export type StateUpdate<T> = T | ((current: T) => T);

/** What useControllableState takes: the caller's value, the start value, and the change callback. */
export interface ControllableStateOptions<T> {
  /** The caller's value; `undefined` leaves the state to the component (`null` is a value). */
  value: T | undefined;
  /** The value the component starts with when uncontrolled (or a function giving it). */
  defaultValue: T | (() => T);
  /**
   * Called with each new value. Leave it out when the component's own callback takes more than
   * the value (a parsed number, an error) and report the change there instead.
   */
  onChange?: (value: T) => void;
}

/**
 * State that a caller may control (`value` + `onChange`) or leave to the component
 * (`defaultValue`), in the Radix style: the setter updates the internal state only when
 * uncontrolled and reports the new value through `onChange` whenever it differs from the current
 * one (`Object.is`). Only `undefined` means uncontrolled, so `null` can mean "nothing chosen".
 * Every controllable prop of the design system (open, value, page, sort...) goes through here.
 */
export function useControllableState<T>({
  value,
  defaultValue,
  onChange,
}: ControllableStateOptions<T>): [T, (update: StateUpdate<T>) => void] {
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

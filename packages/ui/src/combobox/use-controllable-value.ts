import { useCallback, useState } from 'react';

/**
 * A value that may be controlled (`value` given) or not (`defaultValue`), in the Radix style:
 * the setter updates the internal state only when uncontrolled and always reports the change.
 * `null` is a controlled value ("nothing chosen"); only `undefined` means uncontrolled.
 */
export function useControllableValue<T>(
  value: T | undefined,
  defaultValue: T,
  onChange?: (value: T) => void,
): [T, (next: T) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const controlled = value !== undefined;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setUncontrolled(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [controlled ? value : uncontrolled, setValue];
}

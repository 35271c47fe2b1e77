import { useCallback, useState } from 'react';

/**
 * The open state of an overlay that may be controlled (`open`) or not (`defaultOpen`), in the
 * Radix style: `setOpen` updates the internal state only when uncontrolled and always reports
 * the change through `onOpenChange`.
 */
export function useOpenState({
  open,
  defaultOpen = false,
  onOpenChange,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}): [boolean, (open: boolean) => void] {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const controlled = open !== undefined;
  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolled(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  return [controlled ? open : uncontrolled, setOpen];
}

/** A move of the active option in a listbox, as the keys ask for it. */
export type ActiveMove = 'next' | 'previous' | 'first' | 'last';

/**
 * The index of the option to make active after a move, skipping disabled options; -1 when no
 * option can be active. Next and previous stop at the ends (no wrapping); from no active option
 * (-1), next goes to the first option and previous to the last.
 */
export function moveActive(
  items: readonly { disabled?: boolean }[],
  current: number,
  move: ActiveMove,
): number {
  const enabled = (index: number) => items[index] !== undefined && !items[index]?.disabled;
  const scan = (from: number, step: 1 | -1) => {
    for (let index = from; index >= 0 && index < items.length; index += step) {
      if (enabled(index)) return index;
    }
    return -1;
  };
  switch (move) {
    case 'first':
      return scan(0, 1);
    case 'last':
      return scan(items.length - 1, -1);
    case 'next': {
      if (current < 0) return scan(0, 1);
      const next = scan(current + 1, 1);
      return next === -1 ? (enabled(current) ? current : scan(current, -1)) : next;
    }
    case 'previous': {
      if (current < 0) return scan(items.length - 1, -1);
      const previous = scan(current - 1, -1);
      return previous === -1 ? (enabled(current) ? current : scan(current, 1)) : previous;
    }
  }
}

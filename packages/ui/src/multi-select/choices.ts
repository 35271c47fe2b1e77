import type { ComboboxOption } from '../lib/listbox/option';

/** The "Select all" row of the list, told apart from the options. */
export const SELECT_ALL = Symbol('select all');

/** A row of the MultiSelect list: an option, or "Select all". */
export interface MultiSelectItem {
  /** The row's DOM id, also its key. */
  key: string;
  /** The option the row stands for, or SELECT_ALL. */
  option: ComboboxOption | typeof SELECT_ALL;
  /** Shown but not choosable. */
  disabled?: boolean;
}

/** How much of the choosable matches is chosen: drives the "Select all" checkbox. */
export type SelectAllState = 'all' | 'some' | 'none';

/**
 * The rows of the list: "Select all" first when it has a label and something matches that can
 * be chosen, then the listed matches.
 */
export function listItems({
  matches,
  selectable,
  selectAllKey,
  showSelectAll,
  optionId,
}: {
  /** The options listed (at most the limit). */
  matches: readonly ComboboxOption[];
  /** Every enabled option that matches the typed text, listed or not. */
  selectable: readonly ComboboxOption[];
  /** The DOM id of the "Select all" row. */
  selectAllKey: string;
  /** Whether the field has a "Select all" label. */
  showSelectAll: boolean;
  /** The DOM id of an option's row. */
  optionId: (option: ComboboxOption) => string;
}): MultiSelectItem[] {
  const selectAll: MultiSelectItem[] =
    showSelectAll && selectable.length > 0 ? [{ key: selectAllKey, option: SELECT_ALL }] : [];
  return [
    ...selectAll,
    ...matches.map((option) => ({ key: optionId(option), option, disabled: option.disabled })),
  ];
}

/** Whether every, some or none of the choosable matches is chosen. */
export function selectAllState(
  value: readonly string[],
  selectable: readonly ComboboxOption[],
): SelectAllState {
  const chosen = new Set(value);
  const count = selectable.filter((option) => chosen.has(option.value)).length;
  if (count > 0 && count === selectable.length) return 'all';
  return count > 0 ? 'some' : 'none';
}

/**
 * The chosen values after a row is toggled, in the order they were chosen, and the options that
 * were added (their labels are remembered for the tags). "Select all" adds every choosable match
 * not yet chosen, after the earlier choices; when all are chosen it removes them, keeping choices
 * the typed text does not match.
 */
export function toggleChoice(
  value: readonly string[],
  option: ComboboxOption | typeof SELECT_ALL,
  selectable: readonly ComboboxOption[],
): { next: string[]; added: ComboboxOption[] } {
  const chosen = new Set(value);
  if (option === SELECT_ALL) {
    if (selectAllState(value, selectable) === 'all') {
      const matched = new Set(selectable.map((item) => item.value));
      return { next: value.filter((v) => !matched.has(v)), added: [] };
    }
    const added = selectable.filter((item) => !chosen.has(item.value));
    return { next: [...value, ...added.map((item) => item.value)], added };
  }
  if (chosen.has(option.value)) {
    return { next: value.filter((v) => v !== option.value), added: [] };
  }
  return { next: [...value, option.value], added: [option] };
}

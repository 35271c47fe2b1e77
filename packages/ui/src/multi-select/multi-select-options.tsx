import { ListboxOption } from '../lib/listbox/listbox-popover';
import { SELECT_ALL, type MultiSelectItem, type SelectAllState } from './choices';

/**
 * The rows of the MultiSelect list, each with a checkbox: "Select all" (half-checked when some
 * matches are chosen) and the options, with the typed words in bold.
 */
export function MultiSelectOptions({
  items,
  active,
  query,
  chosen,
  selectAll,
  selectAllLabel,
  onToggle,
  onPoint,
}: {
  items: readonly MultiSelectItem[];
  /** The row the keyboard points at. */
  active: MultiSelectItem | undefined;
  /** The typed text. */
  query: string;
  /** The chosen values. */
  chosen: ReadonlySet<string>;
  /** How much of the matches is chosen, for the "Select all" checkbox. */
  selectAll: SelectAllState;
  selectAllLabel: string | undefined;
  /** A row was pressed. */
  onToggle: (item: MultiSelectItem) => void;
  /** The pointer moved over a row. */
  onPoint: (item: MultiSelectItem) => void;
}) {
  return items.map((item) =>
    item.option === SELECT_ALL ? (
      <ListboxOption
        key={item.key}
        id={item.key}
        label={selectAllLabel ?? ''}
        query=""
        selected={selectAll === 'all'}
        mixed={selectAll === 'some'}
        active={item === active}
        indicator="checkbox"
        onSelect={() => onToggle(item)}
        onActivate={() => onPoint(item)}
      />
    ) : (
      <ListboxOption
        key={item.key}
        id={item.key}
        label={item.option.label}
        query={query}
        selected={chosen.has(item.option.value)}
        active={item === active}
        disabled={item.disabled}
        indicator="checkbox"
        onSelect={() => onToggle(item)}
        onActivate={() => onPoint(item)}
      />
    ),
  );
}

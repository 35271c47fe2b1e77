import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';
import { labelTextOf } from './listbox-popover';
import { moveActive, type ActiveMove } from './navigation';

/** What useListboxNavigation needs to know about the field and its list. */
export interface ListboxNavigationOptions<T extends { disabled?: boolean }> {
  /** The rows listed, in order (options, and rows such as "Select all"). */
  items: readonly T[];
  /** A stable key of a row; the pointed row is remembered by it across filtering. */
  keyOf: (item: T) => string;
  /** The DOM id of a row, for aria-activedescendant. */
  idOf: (item: T) => string | undefined;
  /** The field's input, which keeps the focus and names the list after its label. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** Disabled or read-only: the list never opens and the keys do nothing. */
  locked: boolean;
  /** The row pointed at while the user types and has pointed at nothing (the first match), or -1. */
  typingIndex: number;
  /** The row the list points at when it opens (the chosen option), or -1. */
  chosenIndex?: number;
  /** Enter on the pointed row: choose it (Combobox) or toggle it (MultiSelect). */
  onChoose: (item: T) => void;
  /** Escape while the list is open, after it closes (e.g. restore the typed text). */
  onEscapeOpen?: () => void;
  /** Escape while the list is closed; returns true when it did something (so the key is used). */
  onEscapeClosed?: () => boolean;
}

/** The list's state and the handlers a listbox field wires to its input. */
export interface ListboxNavigation<T> {
  /** Whether the list is shown. */
  open: boolean;
  /** The row the keyboard points at while the list is open. */
  active: T | undefined;
  /** The DOM id of that row, for aria-activedescendant. */
  activeId: string | undefined;
  /** The text of the input's label when the list opened, to name the list after it. */
  listLabel: string | undefined;
  /** Opens the list pointing at the chosen row; failing that, at the first or last for `move`. */
  openList: (move?: 'first' | 'last') => void;
  /** Opens the list as typing does, pointing at nothing until the typed text points at a match. */
  showList: () => void;
  /** Closes the list and forgets the pointed row. */
  close: () => void;
  /** Points at a row (the pointer moved over it, or it was just toggled). */
  pointAt: (item: T) => void;
  /** Arrow keys, Home, End, Enter, Escape and Tab, per the WAI-ARIA combobox pattern. */
  handleKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * The keyboard model shared by Combobox and MultiSelect: the focus stays in the input and the
 * pointed row is shown with aria-activedescendant. Arrow Down/Up open the list at the first/last
 * row (with Alt: open without pointing, and Alt+Up closes), then move, skipping disabled rows and
 * stopping at the ends; Home and End jump; Enter chooses the pointed row; Escape closes the list,
 * or when closed lets the field clear itself; Tab closes the list and moves on.
 */
export function useListboxNavigation<T extends { disabled?: boolean }>({
  items,
  keyOf,
  idOf,
  inputRef,
  locked,
  typingIndex,
  chosenIndex = -1,
  onChoose,
  onEscapeOpen,
  onEscapeClosed,
}: ListboxNavigationOptions<T>): ListboxNavigation<T> {
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [listLabel, setListLabel] = useState<string | undefined>(undefined);

  const pointed = items.findIndex((item) => keyOf(item) === activeKey && !item.disabled);
  const activeIndex = pointed !== -1 ? pointed : typingIndex;
  const active = open ? items[activeIndex] : undefined;
  const activeId = active ? idOf(active) : undefined;

  useEffect(() => {
    if (!activeId) return;
    inputRef.current?.ownerDocument.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId, inputRef]);

  function keyAt(index: number): string | null {
    const item = items[index];
    return item ? keyOf(item) : null;
  }

  function showList() {
    if (!open) {
      setListLabel(labelTextOf(inputRef.current));
      setOpen(true);
    }
    setActiveKey(null);
  }

  function openList(move?: 'first' | 'last') {
    if (locked) return;
    setListLabel(labelTextOf(inputRef.current));
    setOpen(true);
    const target =
      chosenIndex !== -1 && !items[chosenIndex]?.disabled
        ? chosenIndex
        : move
          ? moveActive(items, -1, move)
          : -1;
    setActiveKey(keyAt(target));
  }

  function close() {
    setOpen(false);
    setActiveKey(null);
  }

  function point(move: ActiveMove) {
    setActiveKey(keyAt(moveActive(items, activeIndex, move)));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (locked) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? undefined : 'first');
        else point('next');
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(event.altKey ? undefined : 'last');
        else if (event.altKey) close();
        else point('previous');
        break;
      case 'Home':
      case 'End':
        if (!open || items.length === 0) break;
        event.preventDefault();
        point(event.key === 'Home' ? 'first' : 'last');
        break;
      case 'Enter':
        if (!open) break;
        event.preventDefault();
        if (active) onChoose(active);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
          onEscapeOpen?.();
        } else if (onEscapeClosed?.()) {
          event.preventDefault();
        }
        break;
      case 'Tab':
        if (open) close();
        break;
    }
  }

  return {
    open,
    active,
    activeId,
    listLabel,
    openList,
    showList,
    close,
    pointAt: (item) => setActiveKey(keyOf(item)),
    handleKeyDown,
  };
}

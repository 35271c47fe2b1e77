import { cva } from 'class-variance-authority';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type Ref,
} from 'react';
import { attachRef } from '../lib/attach-ref';
import { cn } from '../lib/cn';
import { joinIds } from '../lib/join-ids';
import { FieldActions } from '../lib/listbox/field-actions';
import { buildSearchIndex, filterOptions } from '../lib/listbox/filter';
import { listNotes } from '../lib/listbox/list-notes';
import { ListboxPopover } from '../lib/listbox/listbox-popover';
import { DEFAULT_MAX_VISIBLE, type ComboboxOption } from '../lib/listbox/option';
import { useListboxNavigation } from '../lib/listbox/use-listbox-navigation';
import { useControllableState } from '../lib/use-controllable-state';
import { useUiStrings } from '../ui-strings';
import {
  listItems,
  SELECT_ALL,
  selectAllState,
  toggleChoice,
  type MultiSelectItem,
} from './choices';
import { MultiSelectOptions } from './multi-select-options';
import { MultiSelectTags } from './multi-select-tags';

// The box looks like a TextInput but grows with the tags; it draws the focus ring for the input.
const multiSelectVariants = cva(
  'relative flex min-h-10 w-full min-w-0 items-center rounded-control border border-border-strong bg-surface-raised text-sm text-text transition-colors duration-fast ease-standard has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-focus data-disabled:cursor-not-allowed data-disabled:border-border data-disabled:bg-surface-sunken data-invalid:border-danger data-invalid:ring-1 data-invalid:ring-danger',
);

/** Props of MultiSelect. */
export interface MultiSelectProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'role' | 'size' | 'ref'
> {
  /** The options in order. Keep the chosen ones in the list (also when the list is a search result). */
  options: readonly ComboboxOption[];
  /** The chosen values in the order they were chosen (controlled); pair with `onValueChange`. */
  value?: readonly string[];
  /** The values chosen first when uncontrolled. */
  defaultValue?: readonly string[];
  /** Called with the new list of chosen values. */
  onValueChange?: (value: string[]) => void;
  /** Called with the typed text as it changes. */
  onQueryChange?: (query: string) => void;
  /**
   * Filters the options by the typed text (case- and accent-insensitive). Turn it off when the
   * caller searches itself (with `onQueryChange`) and passes the results as `options`.
   */
  filter?: boolean;
  /** Shows a loading row in the list (e.g. while a search runs). */
  loading?: boolean;
  /** The most matches listed at once (the rest are counted under the list); 200 by default. */
  maxVisible?: number;
  /** Beyond this many chosen values, one "N selected" tag replaces the tags (3 by default). */
  maxTags?: number;
  /**
   * Label of a "Select all" row at the top of the list, e.g. "All pollutants"; it chooses (or
   * clears) every enabled option that matches the typed text. No row without it.
   */
  selectAllLabel?: string;
  /** Shows a button that clears every choice (true by default). */
  clearable?: boolean;
  /** Extra classes for the floating list. */
  contentClassName?: string;
  /** Ref to the <input>. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A searchable multiple choice: the combobox pattern with a multi-selectable listbox whose
 * options show checkboxes. Chosen values appear as removable tags in the field (one "N selected"
 * tag beyond `maxTags`). Typing filters like Combobox; Arrow Up/Down, Home and End move, Enter
 * toggles the pointed option and keeps the list open, Escape closes it, Backspace in the empty
 * input removes the last choice. The focus stays in the input. Native props (id, aria-* from a
 * FormField, placeholder, `ref`) reach the input; `name` submits each value through hidden inputs.
 */
export function MultiSelect({
  options,
  value: valueProp,
  defaultValue = [],
  onValueChange,
  onQueryChange,
  filter = true,
  loading = false,
  maxVisible = DEFAULT_MAX_VISIBLE,
  maxTags = 3,
  selectAllLabel,
  clearable = true,
  className,
  contentClassName,
  id,
  name,
  placeholder,
  disabled,
  readOnly,
  required,
  'aria-label': ariaLabel,
  'aria-labelledby': ariaLabelledBy,
  'aria-describedby': ariaDescribedBy,
  'aria-invalid': ariaInvalid,
  'aria-required': ariaRequired,
  onKeyDown,
  onBlur,
  onClick,
  ref,
  ...props
}: MultiSelectProps) {
  const { strings, format, locale } = useUiStrings();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listboxId = `${generatedId}-listbox`;
  const countId = `${generatedId}-count`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const boxRef = useRef<HTMLDivElement | null>(null);
  // After a tag is removed with its button, the focus goes to the tag now in its place.
  const focusTagAt = useRef<number | null>(null);

  const [value, setValue] = useControllableState<readonly string[]>({
    value: valueProp,
    defaultValue,
    onChange: onValueChange ? (next) => onValueChange([...next]) : undefined,
  });
  const [query, setQuery] = useState('');
  // Chosen options seen so far, so their tags keep a label when a search no longer lists them.
  const [known, setKnown] = useState<ReadonlyMap<string, ComboboxOption>>(new Map());

  const index = useMemo(() => buildSearchIndex(options), [options]);
  const byValue = useMemo(
    () => new Map(options.map((option) => [option.value, option])),
    [options],
  );
  const optionIds = useMemo(
    () => new Map(options.map((option, i) => [option.value, `${listboxId}-option-${i}`])),
    [options, listboxId],
  );
  const allMatches = useMemo(
    () => (filter ? filterOptions(index, query).matches : [...options]),
    [filter, index, options, query],
  );
  const matches = allMatches.slice(0, maxVisible);
  const chosenSet = new Set(value);
  const selectable = allMatches.filter((option) => !option.disabled);
  const selectAll = selectAllState(value, selectable);

  const items = listItems({
    matches,
    selectable,
    selectAllKey: `${listboxId}-all`,
    showSelectAll: Boolean(selectAllLabel),
    optionId: (option) => optionIds.get(option.value) ?? option.value,
  });

  const locked = Boolean(disabled || readOnly);
  const list = useListboxNavigation({
    items,
    keyOf: (item) => item.key,
    idOf: (item) => item.key,
    inputRef,
    locked,
    // While typing, the first matching option (not "select all") is pointed at.
    typingIndex:
      query.trim() !== ''
        ? items.findIndex((item) => item.option !== SELECT_ALL && !item.disabled)
        : -1,
    onChoose: toggle,
    onEscapeClosed: () => {
      if (!query) return false;
      changeQuery('');
      return true;
    },
  });
  const { open, active, activeId } = list;

  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  const numberFormat = new Intl.NumberFormat(locale);
  const { emptyText, moreText } = listNotes({
    shown: matches.length,
    total: allMatches.length,
    query,
    strings,
    locale,
  });
  const labelOf = (v: string) => byValue.get(v)?.label ?? known.get(v)?.label ?? v;

  useEffect(() => {
    const at = focusTagAt.current;
    if (at === null) return;
    focusTagAt.current = null;
    const buttons = boxRef.current?.querySelectorAll<HTMLButtonElement>(
      '[data-slot="tag-dismiss"]',
    );
    const target = buttons && buttons.length > 0 ? buttons[Math.min(at, buttons.length - 1)] : null;
    (target ?? inputRef.current)?.focus();
  });

  function update(next: readonly string[], touched: readonly ComboboxOption[] = []) {
    if (touched.length > 0) {
      setKnown((current) => {
        const copy = new Map(current);
        for (const option of touched) copy.set(option.value, option);
        return copy;
      });
    }
    setValue(next);
  }

  function changeQuery(next: string) {
    setQuery(next);
    if (next !== query) onQueryChange?.(next);
  }

  function toggle(item: MultiSelectItem) {
    if (item.disabled || locked) return;
    const { next, added } = toggleChoice(value, item.option, selectable);
    update(next, added);
    list.pointAt(item);
  }

  function remove(v: string) {
    update(value.filter((chosen) => chosen !== v));
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (locked) return;
    const last = value[value.length - 1];
    if (event.key === 'Backspace' && query === '' && last !== undefined) {
      event.preventDefault();
      remove(last);
      return;
    }
    list.handleKeyDown(event);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    onBlur?.(event);
    list.close();
    changeQuery('');
  }

  function handleClick(event: MouseEvent<HTMLInputElement>) {
    onClick?.(event);
    if (!open) list.openList();
  }

  const countText =
    value.length > 0 ? format('selectedCount', { count: numberFormat.format(value.length) }) : '';

  const field = (
    // A press on the box outside the tags and buttons goes to the input (a bigger pointer
    // target); keyboard users reach the input itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={boxRef}
      data-slot="multi-select"
      data-state={open ? 'open' : 'closed'}
      data-invalid={invalid || undefined}
      data-disabled={disabled || undefined}
      className={cn(multiSelectVariants(), className)}
      onMouseDown={(event) => {
        if (locked || event.target === inputRef.current) return;
        if (event.target instanceof Element && event.target.closest('button')) return;
        event.preventDefault();
        inputRef.current?.focus();
        if (open) list.close();
        else list.openList();
      }}
    >
      <div
        data-slot="multi-select-values"
        className="flex min-w-0 flex-1 flex-wrap items-center gap-1 py-1 ps-2"
      >
        <MultiSelectTags
          value={value}
          labelOf={labelOf}
          maxTags={maxTags}
          countText={countText}
          locked={locked}
          onRemove={(v, position) => {
            focusTagAt.current = position;
            remove(v);
          }}
        />
        <input
          ref={(node) => {
            inputRef.current = node;
            const detach = attachRef(ref, node);
            return () => {
              inputRef.current = null;
              detach();
            };
          }}
          data-slot="multi-select-input"
          id={inputId}
          type="text"
          role="combobox"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={open ? listboxId : undefined}
          aria-activedescendant={activeId}
          aria-label={ariaLabel}
          aria-labelledby={ariaLabelledBy}
          aria-describedby={joinIds(ariaDescribedBy, value.length > 0 && countId)}
          aria-invalid={invalid || undefined}
          aria-required={required || ariaRequired === true || ariaRequired === 'true' || undefined}
          placeholder={value.length === 0 ? (placeholder ?? strings.selectPlaceholder) : undefined}
          disabled={disabled}
          readOnly={readOnly}
          value={query}
          onChange={(event) => {
            changeQuery(event.target.value);
            if (open) list.showList();
            else list.openList();
          }}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
          onClick={handleClick}
          className="placeholder:text-text-muted h-7 min-w-16 flex-1 bg-transparent px-1 outline-none focus-visible:outline-none disabled:cursor-not-allowed disabled:opacity-50"
          {...props}
        />
      </div>
      <FieldActions
        slot="multi-select"
        open={open}
        showClear={clearable && !locked && value.length > 0}
        clearLabel={strings.clear}
        onClear={() => {
          update([]);
          changeQuery('');
          inputRef.current?.focus();
        }}
        className="text-text-muted flex shrink-0 items-center gap-1 self-stretch ps-1 pe-3"
      />
      {name ? value.map((v) => <input key={v} type="hidden" name={name} value={v} />) : null}
      {/* Describes the input ("3 selected") and announces each change of the count. */}
      <span id={countId} role="status" className="sr-only">
        {countText}
      </span>
      <span role="status" className="sr-only">
        {open && !loading && emptyText ? emptyText : ''}
      </span>
    </div>
  );

  return (
    <ListboxPopover
      open={open && !locked}
      onClose={list.close}
      anchor={field}
      anchorRef={boxRef}
      listbox={{
        id: listboxId,
        role: 'listbox',
        'aria-multiselectable': true,
        'aria-label': ariaLabelledBy ? undefined : (ariaLabel ?? list.listLabel),
        'aria-labelledby': ariaLabelledBy,
      }}
      loading={loading}
      emptyText={emptyText}
      moreText={moreText}
      className={contentClassName}
    >
      <MultiSelectOptions
        items={items}
        active={active}
        query={query}
        chosen={chosenSet}
        selectAll={selectAll}
        selectAllLabel={selectAllLabel}
        onToggle={toggle}
        onPoint={list.pointAt}
      />
    </ListboxPopover>
  );
}

export { multiSelectVariants };

import {
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
import { FieldActions } from '../lib/listbox/field-actions';
import { buildSearchIndex, filterOptions } from '../lib/listbox/filter';
import { listNotes } from '../lib/listbox/list-notes';
import { ListboxOption, ListboxPopover } from '../lib/listbox/listbox-popover';
import { moveActive } from '../lib/listbox/navigation';
import { DEFAULT_MAX_VISIBLE, type ComboboxOption } from '../lib/listbox/option';
import { useListboxNavigation } from '../lib/listbox/use-listbox-navigation';
import { useControllableState } from '../lib/use-controllable-state';
import { textInputVariants } from '../text-input';
import { useUiStrings } from '../ui-strings';

export { DEFAULT_MAX_VISIBLE, type ComboboxOption };

/** Props of Combobox. */
export interface ComboboxProps extends Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'role' | 'size' | 'ref'
> {
  /** The options in order. Keep the chosen one in the list (also when the list is a search result). */
  options: readonly ComboboxOption[];
  /** The chosen value (controlled); null when nothing is chosen. Pair with `onValueChange`. */
  value?: string | null;
  /** The value chosen first when uncontrolled. */
  defaultValue?: string | null;
  /** Called with the chosen value, or null when the choice is cleared. */
  onValueChange?: (value: string | null) => void;
  /** Called with the typed text as it changes ('' once a choice is made or the text is reset). */
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
  /** Shows a clear button while something is chosen or typed (true by default). */
  clearable?: boolean;
  /** Extra classes for the floating list. */
  contentClassName?: string;
  /** Ref to the <input>. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A searchable single choice following the WAI-ARIA 1.2 combobox pattern: an input with the
 * combobox role and a listbox popup. Typing filters the options (case- and accent-insensitive)
 * and points at the first match; Arrow Up/Down, Home and End move, Enter chooses, Escape closes
 * the list (restoring the text) and, when closed, clears the choice. The focus stays in the
 * input throughout. Only the first `maxVisible` matches are rendered, so thousands of options
 * stay fast. Native props (id, aria-* from a FormField, placeholder, `ref`) reach the input;
 * `name` submits the chosen value through a hidden input.
 */
export function Combobox({
  options,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  onQueryChange,
  filter = true,
  loading = false,
  maxVisible = DEFAULT_MAX_VISIBLE,
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
  'aria-required': ariaRequired,
  onKeyDown,
  onBlur,
  onClick,
  ref,
  ...props
}: ComboboxProps) {
  const { strings, locale } = useUiStrings();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listboxId = `${generatedId}-listbox`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const boxRef = useRef<HTMLDivElement | null>(null);

  const [value, setValue] = useControllableState({
    value: valueProp,
    defaultValue,
    onChange: onValueChange,
  });
  // null while the user is not typing: the input then shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  // The last chosen option, so its label stays when a search result no longer lists it.
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);

  const index = useMemo(() => buildSearchIndex(options), [options]);
  const optionIds = useMemo(
    () => new Map(options.map((option, i) => [option.value, `${listboxId}-option-${i}`])),
    [options, listboxId],
  );
  const typed = query ?? '';
  const { matches, total } = useMemo(
    () =>
      filter
        ? filterOptions(index, typed, maxVisible)
        : { matches: options.slice(0, maxVisible), total: options.length },
    [filter, index, options, typed, maxVisible],
  );

  const selected =
    options.find((option) => option.value === value) ??
    (chosen !== null && chosen.value === value ? chosen : undefined);
  const text = query ?? selected?.label ?? '';
  const locked = disabled || readOnly;

  const list = useListboxNavigation({
    items: matches,
    keyOf: (option) => option.value,
    idOf: (option) => optionIds.get(option.value),
    inputRef,
    locked: Boolean(locked),
    // While typing, the first match is pointed at, so Enter takes it.
    typingIndex: typed.trim() !== '' ? moveActive(matches, -1, 'first') : -1,
    chosenIndex: matches.findIndex((option) => option.value === value),
    onChoose: choose,
    onEscapeOpen: () => changeQuery(null),
    onEscapeClosed: () => {
      if (value === null && !query) return false;
      clear();
      return true;
    },
  });
  const { open, active, activeId } = list;
  const { emptyText, moreText } = listNotes({
    shown: matches.length,
    total,
    query: typed,
    strings,
    locale,
  });

  function changeQuery(next: string | null) {
    setQuery(next);
    if ((next ?? '') !== (query ?? '')) onQueryChange?.(next ?? '');
  }

  function choose(option: ComboboxOption) {
    if (option.disabled) return;
    setValue(option.value);
    setChosen(option);
    changeQuery(null);
    list.close();
  }

  function clear() {
    setValue(null);
    setChosen(null);
    changeQuery(null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    list.handleKeyDown(event);
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    onBlur?.(event);
    list.close();
    if (query === null) return;
    // Emptying the text and leaving clears the choice; other unfinished text is dropped.
    if (query.trim() === '') clear();
    else changeQuery(null);
  }

  function handleClick(event: MouseEvent<HTMLInputElement>) {
    onClick?.(event);
    if (!open) list.openList();
  }

  const showClear = clearable && !locked && (value !== null || text !== '');

  const field = (
    <div
      ref={boxRef}
      data-slot="combobox"
      data-state={open ? 'open' : 'closed'}
      className={cn('relative w-full', className)}
    >
      <input
        ref={(node) => {
          inputRef.current = node;
          const detach = attachRef(ref, node);
          return () => {
            inputRef.current = null;
            detach();
          };
        }}
        data-slot="combobox-input"
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
        aria-required={required || ariaRequired === true || ariaRequired === 'true' || undefined}
        placeholder={placeholder ?? strings.selectPlaceholder}
        disabled={disabled}
        readOnly={readOnly}
        value={text}
        onChange={(event) => {
          changeQuery(event.target.value);
          // Typing points at the first match.
          list.showList();
        }}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        onClick={handleClick}
        className={textInputVariants({ className: showClear ? 'pe-16' : 'pe-9' })}
        {...props}
      />
      <FieldActions
        slot="combobox"
        open={open}
        showClear={showClear}
        clearLabel={strings.clear}
        onClear={() => {
          clear();
          list.close();
          inputRef.current?.focus();
        }}
        className="text-text-muted pointer-events-none absolute inset-y-0 end-0 flex items-center gap-1 pe-3"
        clearClassName="pointer-events-auto"
      />
      {name ? <input type="hidden" name={name} value={value ?? ''} /> : null}
      {/* A persistent live region: "No matches" is announced when the last match goes. */}
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
        'aria-label': ariaLabelledBy ? undefined : (ariaLabel ?? list.listLabel),
        'aria-labelledby': ariaLabelledBy,
      }}
      loading={loading}
      emptyText={emptyText}
      moreText={moreText}
      className={contentClassName}
    >
      {matches.map((option) => (
        <ListboxOption
          key={option.value}
          id={optionIds.get(option.value) ?? ''}
          label={option.label}
          query={typed}
          selected={option.value === value}
          active={option === active}
          disabled={option.disabled}
          indicator="check"
          onSelect={() => choose(option)}
          onActivate={() => list.pointAt(option)}
        />
      ))}
    </ListboxPopover>
  );
}

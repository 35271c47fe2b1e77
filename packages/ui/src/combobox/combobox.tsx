import { ChevronDown, X } from 'lucide-react';
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
import { cn } from '../lib/cn';
import { textInputVariants } from '../text-input';
import { useUiStrings } from '../ui-strings';
import { attachRef } from './attach-ref';
import { buildSearchIndex, filterOptions } from './filter';
import { labelTextOf, ListboxOption, ListboxPopover } from './listbox-popover';
import { moveActive, type ActiveMove } from './navigation';
import { useControllableValue } from './use-controllable-value';

/** One choice of a Combobox or MultiSelect. */
export interface ComboboxOption {
  /** The value reported by onValueChange; unique among the options. */
  value: string;
  /** The text shown in the list (and in the input once chosen); typing searches it. */
  label: string;
  /** More words that find the option without being shown (a station code, a former name). */
  keywords?: readonly string[];
  /** Shows the option but does not let it be chosen. */
  disabled?: boolean;
}

/** How many matches the list shows by default; the rest are counted under the list. */
export const DEFAULT_MAX_VISIBLE = 200;

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
  const { strings, format, locale } = useUiStrings();
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-input`;
  const listboxId = `${generatedId}-listbox`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const boxRef = useRef<HTMLDivElement | null>(null);

  const [value, setValue] = useControllableValue(valueProp, defaultValue, onValueChange);
  // null while the user is not typing: the input then shows the chosen option's label.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [activeValue, setActiveValue] = useState<string | null>(null);
  const [listLabel, setListLabel] = useState<string | undefined>(undefined);
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
  const pointed = matches.findIndex((option) => option.value === activeValue);
  // While typing, the first match is pointed at, so Enter takes it.
  const activeIndex =
    pointed !== -1 && !matches[pointed]?.disabled
      ? pointed
      : typed.trim() !== ''
        ? moveActive(matches, -1, 'first')
        : -1;
  const active = open ? matches[activeIndex] : undefined;
  const activeId = active ? optionIds.get(active.value) : undefined;
  const emptyText =
    matches.length > 0 ? null : typed.trim() !== '' ? strings.noMatches : strings.noOptions;
  const locked = disabled || readOnly;

  useEffect(() => {
    if (!activeId) return;
    inputRef.current?.ownerDocument.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function changeQuery(next: string | null) {
    setQuery(next);
    if ((next ?? '') !== (query ?? '')) onQueryChange?.(next ?? '');
  }

  /**
   * Opens the list and points at the chosen option; failing that, at the first or last option
   * for `fallback`, or at nothing.
   */
  function openList(fallback?: 'first' | 'last') {
    if (locked) return;
    setListLabel(labelTextOf(inputRef.current));
    setOpen(true);
    const chosenIndex = matches.findIndex((option) => option.value === value);
    const target =
      chosenIndex !== -1 && !matches[chosenIndex]?.disabled
        ? chosenIndex
        : fallback
          ? moveActive(matches, -1, fallback)
          : -1;
    setActiveValue(matches[target]?.value ?? null);
  }

  function close() {
    setOpen(false);
    setActiveValue(null);
  }

  function choose(option: ComboboxOption) {
    if (option.disabled) return;
    if (option.value !== value) setValue(option.value);
    setChosen(option);
    changeQuery(null);
    close();
  }

  function clear() {
    if (value !== null) setValue(null);
    setChosen(null);
    changeQuery(null);
  }

  function point(move: ActiveMove) {
    setActiveValue(matches[moveActive(matches, activeIndex, move)]?.value ?? null);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
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
        if (!open || matches.length === 0) break;
        event.preventDefault();
        point(event.key === 'Home' ? 'first' : 'last');
        break;
      case 'Enter':
        if (!open) break;
        event.preventDefault();
        if (active) choose(active);
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
          changeQuery(null);
        } else if (value !== null || query) {
          event.preventDefault();
          clear();
        }
        break;
      case 'Tab':
        if (open) close();
        break;
    }
  }

  function handleBlur(event: FocusEvent<HTMLInputElement>) {
    onBlur?.(event);
    close();
    if (query === null) return;
    // Emptying the text and leaving clears the choice; other unfinished text is dropped.
    if (query.trim() === '') clear();
    else changeQuery(null);
  }

  function handleClick(event: MouseEvent<HTMLInputElement>) {
    onClick?.(event);
    if (!open) openList();
  }

  const numberFormat = new Intl.NumberFormat(locale);
  const moreText =
    total > matches.length
      ? format('itemRange', {
          start: numberFormat.format(1),
          end: numberFormat.format(matches.length),
          total: numberFormat.format(total),
        })
      : null;
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
          if (!open) {
            setListLabel(labelTextOf(inputRef.current));
            setOpen(true);
          }
          // Typing points at the first match.
          setActiveValue(null);
        }}
        onKeyDown={handleKeyDown}
        onBlur={handleBlur}
        onClick={handleClick}
        className={textInputVariants({ className: showClear ? 'pe-16' : 'pe-9' })}
        {...props}
      />
      <span
        data-slot="combobox-actions"
        className="text-text-muted pointer-events-none absolute inset-y-0 end-0 flex items-center gap-1 pe-3"
      >
        {showClear ? (
          <button
            type="button"
            data-slot="combobox-clear"
            aria-label={strings.clear}
            // Escape clears from the keyboard; the button is for the pointer and keeps the
            // focus in the input.
            tabIndex={-1}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              clear();
              close();
              inputRef.current?.focus();
            }}
            className="rounded-control hover:bg-surface-sunken hover:text-text duration-fast ease-standard pointer-events-auto inline-flex size-6 items-center justify-center transition-colors"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
        <ChevronDown
          aria-hidden="true"
          className={cn(
            'duration-fast ease-standard size-4 transition-transform',
            open && 'rotate-180',
          )}
        />
      </span>
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
      onClose={close}
      anchor={field}
      anchorRef={boxRef}
      listbox={{
        id: listboxId,
        role: 'listbox',
        'aria-label': ariaLabelledBy ? undefined : (ariaLabel ?? listLabel),
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
          onActivate={() => setActiveValue(option.value)}
        />
      ))}
    </ListboxPopover>
  );
}

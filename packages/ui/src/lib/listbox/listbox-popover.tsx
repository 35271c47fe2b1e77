import * as PopoverPrimitive from '@radix-ui/react-popover';
import { Check, Minus } from 'lucide-react';
import {
  Fragment,
  type ComponentProps,
  type ReactElement,
  type ReactNode,
  type RefObject,
} from 'react';
import { checkboxVariants } from '../../checkbox';
import { cn } from '../cn';
import { Spinner } from '../../spinner';
import { useUiStrings } from '../../ui-strings';
import { highlightMatches } from './filter';

/**
 * The floating listbox of Combobox and MultiSelect (internal). It is positioned by Radix Popover
 * against the field, but the focus never leaves the field's input: the options are pointed at
 * with aria-activedescendant, so the popover does not move focus on opening or closing, ignores
 * clicks and focus inside the field, and leaves Escape to the input.
 */
export function ListboxPopover({
  open,
  onClose,
  anchor,
  anchorRef,
  listbox,
  loading,
  emptyText,
  moreText,
  className,
  children,
}: {
  open: boolean;
  /** Called when the user clicks or moves focus outside the field and the list. */
  onClose: () => void;
  /** The field the list hangs from; it must accept a ref. */
  anchor: ReactElement;
  /** The same element, to tell interactions inside the field from those outside. */
  anchorRef: RefObject<HTMLElement | null>;
  /** Props of the <ul role="listbox"> (id, name, aria-multiselectable). */
  listbox: ComponentProps<'ul'>;
  /** Shows a loading row above the options. */
  loading: boolean;
  /** Shown when there is nothing to list (and not loading). */
  emptyText: string | null;
  /** A note under the options, e.g. that only the first matches are listed. */
  moreText: string | null;
  className?: string;
  /** The ListboxOption rows. */
  children: ReactNode;
}) {
  const { strings } = useUiStrings();
  return (
    <PopoverPrimitive.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <PopoverPrimitive.Anchor asChild>{anchor}</PopoverPrimitive.Anchor>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="listbox-popover"
          // Not a dialog (Radix's default role): just the frame around the listbox.
          role={undefined}
          align="start"
          sideOffset={4}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            if (event.target instanceof Node && anchorRef.current?.contains(event.target)) {
              event.preventDefault();
            }
          }}
          // Pressing an option (or the frame) must not take the focus from the input.
          onMouseDown={(event) => event.preventDefault()}
          className={cn(
            'rounded-control border-border bg-surface-raised text-text z-50 flex w-[var(--radix-popover-trigger-width)] min-w-48 flex-col overflow-hidden border p-1 text-sm shadow-lg',
            className,
          )}
        >
          {loading ? (
            <p
              role="status"
              data-slot="listbox-loading"
              className="text-text-muted flex items-center gap-2 px-2 py-1.5"
            >
              <Spinner size="sm" label="" aria-hidden="true" />
              {strings.loading}
            </p>
          ) : null}
          <ul
            data-slot="listbox"
            className="max-h-[min(18rem,calc(var(--radix-popover-content-available-height)-2rem))] overflow-y-auto"
            {...listbox}
          >
            {children}
          </ul>
          {!loading && emptyText ? (
            // Announced through the field's own live region; hidden here to avoid a repeat.
            <p aria-hidden="true" className="text-text-muted px-2 py-1.5">
              {emptyText}
            </p>
          ) : null}
          {moreText ? (
            <p className="border-border text-text-muted mt-1 border-t px-2 pt-1.5 pb-0.5 text-xs">
              {moreText}
            </p>
          ) : null}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

/** One option row of a ListboxPopover (internal). */
export function ListboxOption({
  id,
  label,
  query,
  selected,
  active,
  disabled,
  indicator,
  mixed = false,
  onSelect,
  onActivate,
}: {
  id: string;
  label: string;
  /** The typed text, whose words are bold-faced in the label. */
  query: string;
  selected: boolean;
  /** The option the keyboard points at (aria-activedescendant). */
  active: boolean;
  disabled?: boolean;
  /** A check mark (single choice) or a checkbox (multiple choice). */
  indicator: 'check' | 'checkbox';
  /** Shows the checkbox half-checked (for "select all" when some are chosen). */
  mixed?: boolean;
  onSelect: () => void;
  onActivate: () => void;
}) {
  return (
    // The focus stays in the field's input (aria-activedescendant points here), so the option
    // handles only the pointer; the keyboard is handled by the input.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      role="option"
      id={id}
      data-slot="listbox-option"
      aria-selected={selected}
      aria-disabled={disabled || undefined}
      data-active={active || undefined}
      onClick={disabled ? undefined : onSelect}
      onMouseMove={active || disabled ? undefined : onActivate}
      className="data-active:bg-surface-sunken flex cursor-default items-center gap-2 rounded-[calc(var(--radius-control)-2px)] px-2 py-1.5 select-none aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
    >
      {indicator === 'check' ? (
        <span className="flex size-4 shrink-0 items-center justify-center">
          {selected ? <Check aria-hidden="true" className="size-4" /> : null}
        </span>
      ) : (
        <span
          aria-hidden="true"
          data-state={mixed ? 'indeterminate' : selected ? 'checked' : 'unchecked'}
          className={cn(checkboxVariants(), 'mt-0')}
        >
          {mixed ? (
            <Minus className="size-3.5" />
          ) : selected ? (
            <Check className="size-3.5" />
          ) : null}
        </span>
      )}
      <span className="min-w-0 truncate">
        <Highlighted label={label} query={query} />
      </span>
    </li>
  );
}

// Unmatched parts stay bare text, so the spaces at their edges are kept in the option's name.
function Highlighted({ label, query }: { label: string; query: string }) {
  return highlightMatches(label, query).map((segment, index) =>
    segment.match ? (
      <mark key={index} className="bg-transparent font-semibold text-inherit">
        {segment.text}
      </mark>
    ) : (
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}

/**
 * The text of the label(s) of an input, without parts hidden from assistive technology (the
 * required asterisk), to name its listbox after it.
 */
export function labelTextOf(input: HTMLInputElement | null): string | undefined {
  const labels = input?.labels ? Array.from(input.labels) : [];
  const text = labels
    .map((label) => {
      const copy = label.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
      return copy.textContent?.trim() ?? '';
    })
    .filter(Boolean)
    .join(' ');
  return text || undefined;
}

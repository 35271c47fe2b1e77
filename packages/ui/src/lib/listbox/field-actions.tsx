import { ChevronDown, X } from 'lucide-react';
import { cn } from '../cn';

const clearButtonClass =
  'rounded-control hover:bg-surface-sunken hover:text-text duration-fast ease-standard inline-flex size-6 items-center justify-center transition-colors';

/**
 * The end of a listbox field (internal): a clear button, when there is something to clear, and
 * the chevron that turns while the list is open. The clear button is for the pointer (Escape or
 * Backspace clear from the keyboard), so it is out of the tab order and keeps the focus in the
 * input.
 */
export function FieldActions({
  slot,
  open,
  showClear,
  clearLabel,
  onClear,
  className,
  clearClassName,
}: {
  /** The field's data-slot prefix: `${slot}-actions`, `${slot}-clear`. */
  slot: string;
  /** Whether the list is open (the chevron points up). */
  open: boolean;
  /** Shows the clear button. */
  showClear: boolean;
  /** The clear button's accessible name, e.g. "Clear". */
  clearLabel: string;
  /** Runs when the clear button is pressed. */
  onClear: () => void;
  className: string;
  clearClassName?: string;
}) {
  return (
    <span data-slot={`${slot}-actions`} className={className}>
      {showClear ? (
        <button
          type="button"
          data-slot={`${slot}-clear`}
          aria-label={clearLabel}
          tabIndex={-1}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClear}
          className={cn(clearButtonClass, clearClassName)}
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
  );
}

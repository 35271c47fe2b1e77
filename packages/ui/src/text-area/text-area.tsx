import { cva } from 'class-variance-authority';
import { useId, useState, type ChangeEvent, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { joinIds } from '../lib/join-ids';

const textAreaVariants = cva(
  'block min-h-24 w-full min-w-0 rounded-control border border-border-strong bg-surface-raised px-3 py-2 text-sm text-text transition-colors duration-fast ease-standard placeholder:text-text-muted disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:opacity-50 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger',
  {
    variants: {
      resize: { none: 'resize-none', vertical: 'resize-y' },
    },
    defaultVariants: { resize: 'vertical' },
  },
);

/** The default counter text: "12 / 1000". */
export function defaultCounterFormat(count: number, max: number): string {
  return `${count} / ${max}`;
}

/** Props of TextArea. */
export interface TextAreaProps extends ComponentProps<'textarea'> {
  /** Whether the user can resize the box vertically. */
  resize?: 'none' | 'vertical';
  /** Formats the character counter shown when `maxLength` is set; "n / max" by default. */
  formatCounter?: (count: number, max: number) => string;
}

/**
 * A multi-line text input. With `maxLength` it shows a character counter under the box, which
 * is part of the box's description and is announced politely as it changes. Native props (and
 * `ref`) reach the <textarea>, and so does the caller's className.
 */
export function TextArea({
  className,
  resize,
  maxLength,
  formatCounter = defaultCounterFormat,
  value,
  defaultValue,
  onChange,
  id,
  'aria-describedby': describedBy,
  ...props
}: TextAreaProps) {
  const generatedId = useId();
  const counterId = `${id ?? generatedId}-counter`;
  // The length is tracked here only when uncontrolled; a controlled value is its own source.
  const [uncontrolledLength, setUncontrolledLength] = useState(
    () => String(defaultValue ?? '').length,
  );
  const length = value !== undefined ? String(value ?? '').length : uncontrolledLength;
  const showCounter = maxLength != null && maxLength > 0;

  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    if (value === undefined) setUncontrolledLength(event.target.value.length);
    onChange?.(event);
  };

  const textarea = (
    <textarea
      data-slot="text-area"
      id={id}
      maxLength={maxLength}
      value={value}
      defaultValue={defaultValue}
      onChange={handleChange}
      aria-describedby={joinIds(describedBy, showCounter && counterId)}
      className={cn(textAreaVariants({ resize }), className)}
      {...props}
    />
  );
  if (!showCounter) return textarea;
  return (
    <div data-slot="text-area-wrapper" className="flex w-full flex-col gap-1">
      {textarea}
      <p
        data-slot="text-area-counter"
        id={counterId}
        aria-live="polite"
        className="text-text-muted self-end text-xs tabular-nums"
      >
        {formatCounter(length, maxLength)}
      </p>
    </div>
  );
}

export { textAreaVariants };

import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

const textInputVariants = cva(
  'h-10 w-full min-w-0 rounded-control border border-border-strong bg-surface-raised px-3 text-sm text-text transition-colors duration-fast ease-standard placeholder:text-text-muted disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:opacity-50 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger',
  {
    variants: {
      withIcon: { true: 'ps-9', false: '' },
    },
    defaultVariants: { withIcon: false },
  },
);

/** Props of TextInput. */
export interface TextInputProps extends ComponentProps<'input'> {
  /** A decorative icon shown inside the input before the text (a search glass, say). */
  leadingIcon?: ReactNode;
}

/**
 * A single-line text input. Native props (and `ref`) reach the <input>, and so does the
 * caller's className; `aria-invalid` shows the error look. Label it with FormField or
 * `aria-label`.
 */
export function TextInput({ className, leadingIcon, type = 'text', ...props }: TextInputProps) {
  const input = (
    <input
      data-slot="text-input"
      type={type}
      className={cn(textInputVariants({ withIcon: leadingIcon != null }), className)}
      {...props}
    />
  );
  if (leadingIcon == null) return input;
  return (
    <div data-slot="text-input-wrapper" className="relative flex w-full items-center">
      <span
        data-slot="text-input-icon"
        aria-hidden="true"
        className="text-text-muted pointer-events-none absolute start-3 flex [&_svg]:size-4"
      >
        {leadingIcon}
      </span>
      {input}
    </div>
  );
}

export { textInputVariants };

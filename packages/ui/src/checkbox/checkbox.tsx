import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva } from 'class-variance-authority';
import { Check, Minus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { ChoiceField, useChoiceIds } from '../lib/choice-field';

const checkboxVariants = cva(
  'mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-[0.25rem] border border-border-strong bg-surface-raised text-interactive-text transition-colors duration-fast ease-standard disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-danger data-[state=checked]:border-interactive data-[state=checked]:bg-interactive data-[state=indeterminate]:border-interactive data-[state=indeterminate]:bg-interactive',
);

/** Props of Checkbox. */
export interface CheckboxProps extends ComponentProps<typeof CheckboxPrimitive.Root> {
  /** The visible label beside the box, which names it. */
  label: ReactNode;
  /** A hint under the label, read as the checkbox's description. */
  description?: ReactNode;
}

/**
 * A checkbox with its label, on Radix Checkbox. Use `checked` / `onCheckedChange` (controlled)
 * or `defaultChecked`; `checked="indeterminate"` shows the mixed state. Other props reach the
 * Radix root (the focusable button); the caller's className goes on the outer row.
 */
export function Checkbox({
  label,
  description,
  className,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: CheckboxProps) {
  const ids = useChoiceIds(id, 'checkbox', describedBy, description != null);
  return (
    <ChoiceField
      slot="checkbox"
      controlId={ids.controlId}
      descriptionId={ids.descriptionId}
      label={label}
      description={description}
      disabled={disabled}
      gapClassName="gap-2"
      className={className}
    >
      <CheckboxPrimitive.Root
        data-slot="checkbox"
        id={ids.controlId}
        disabled={disabled}
        aria-describedby={ids.describedBy}
        className={checkboxVariants()}
        {...props}
      >
        <CheckboxPrimitive.Indicator
          data-slot="checkbox-indicator"
          className="group flex items-center justify-center"
        >
          <Check aria-hidden="true" className="size-3.5 group-data-[state=indeterminate]:hidden" />
          <Minus
            aria-hidden="true"
            className="hidden size-3.5 group-data-[state=indeterminate]:block"
          />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
    </ChoiceField>
  );
}

export { checkboxVariants };

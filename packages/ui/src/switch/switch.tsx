import * as SwitchPrimitive from '@radix-ui/react-switch';
import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { ChoiceField, useChoiceIds } from '../lib/choice-field';

const switchVariants = cva(
  'inline-flex h-6 w-10 shrink-0 items-center rounded-full border-2 border-transparent transition-colors duration-fast ease-standard disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:bg-interactive data-[state=unchecked]:bg-border-strong',
);

/** Props of Switch. */
export interface SwitchProps extends ComponentProps<typeof SwitchPrimitive.Root> {
  /** The visible label beside the switch, which names it. */
  label: ReactNode;
  /** A hint under the label, read as the switch's description. */
  description?: ReactNode;
}

/**
 * An on/off switch with its label, on Radix Switch, for settings that apply at once. Use
 * `checked` / `onCheckedChange` or `defaultChecked`. Other props reach the Radix root (the
 * focusable button); the caller's className goes on the outer row.
 */
export function Switch({
  label,
  description,
  className,
  id,
  disabled,
  'aria-describedby': describedBy,
  ...props
}: SwitchProps) {
  const ids = useChoiceIds(id, 'switch', describedBy, description != null);
  return (
    <ChoiceField
      slot="switch"
      controlId={ids.controlId}
      descriptionId={ids.descriptionId}
      label={label}
      description={description}
      disabled={disabled}
      gapClassName="gap-3"
      textClassName="pt-0.5"
      className={className}
    >
      <SwitchPrimitive.Root
        data-slot="switch"
        id={ids.controlId}
        disabled={disabled}
        aria-describedby={ids.describedBy}
        className={switchVariants()}
        {...props}
      >
        <SwitchPrimitive.Thumb
          data-slot="switch-thumb"
          className="bg-surface-raised duration-fast ease-standard pointer-events-none block size-5 rounded-full shadow-sm transition-transform data-[state=checked]:translate-x-4 data-[state=unchecked]:translate-x-0 rtl:data-[state=checked]:-translate-x-4"
        />
      </SwitchPrimitive.Root>
    </ChoiceField>
  );
}

export { switchVariants };

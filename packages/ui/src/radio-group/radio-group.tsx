import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert } from 'lucide-react';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { joinIds } from '../lib/join-ids';

const radioGroupVariants = cva('grid', {
  variants: {
    orientation: {
      vertical: 'grid-flow-row gap-3',
      horizontal: 'auto-cols-max grid-flow-col gap-6',
    },
  },
  defaultVariants: { orientation: 'vertical' },
});

/** One choice of a RadioGroup. */
export interface RadioOption {
  /** The value reported by `onValueChange` when this option is chosen. */
  value: string;
  /** The visible label, which names the option. */
  label: ReactNode;
  /** A hint under the label, read as the option's description. */
  description?: ReactNode;
  /** Makes this option unavailable; arrow keys skip it. */
  disabled?: boolean;
}

/** Props of RadioGroup. */
export interface RadioGroupProps
  extends
    Omit<ComponentProps<typeof RadioGroupPrimitive.Root>, 'children' | 'orientation'>,
    VariantProps<typeof radioGroupVariants> {
  /** The group's visible label, which names the radio group. */
  label: ReactNode;
  /** The choices, in order. */
  options: readonly RadioOption[];
  /** A hint under the group label, read as the group's description. */
  description?: ReactNode;
  /** The error message; when given, the group is marked invalid and describes itself with it. */
  error?: ReactNode;
}

/**
 * A single choice among a few options, on Radix RadioGroup: Tab enters the group at the chosen
 * option and the arrow keys move and choose. Use `value` / `onValueChange` or `defaultValue`;
 * `required` marks the group required. The caller's className goes on the outer block.
 */
export function RadioGroup({
  label,
  options,
  description,
  error,
  orientation,
  required,
  disabled,
  className,
  id,
  'aria-describedby': describedBy,
  ...props
}: RadioGroupProps) {
  const generatedId = useId();
  const baseId = id ?? `${generatedId}-radio-group`;
  const labelId = `${baseId}-label`;
  const descriptionId = `${baseId}-description`;
  const errorId = `${baseId}-error`;
  const hasError = error != null && error !== false && error !== '';
  const hasDescription = description != null && description !== false && description !== '';

  return (
    <div
      data-slot="radio-group-field"
      data-invalid={hasError || undefined}
      className={cn('text-text flex flex-col gap-2 text-sm', className)}
    >
      <div data-slot="radio-group-label" id={labelId} className="font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger ms-0.5">
            *
          </span>
        ) : null}
      </div>
      {hasDescription ? (
        <p data-slot="radio-group-description" id={descriptionId} className="text-text-muted">
          {description}
        </p>
      ) : null}
      <RadioGroupPrimitive.Root
        data-slot="radio-group"
        id={baseId}
        aria-labelledby={labelId}
        aria-describedby={joinIds(
          hasError && errorId,
          hasDescription && descriptionId,
          describedBy,
        )}
        aria-invalid={hasError || undefined}
        required={required}
        disabled={disabled}
        orientation={orientation ?? undefined}
        className={radioGroupVariants({ orientation })}
        {...props}
      >
        {options.map((option, index) => {
          // Values may hold spaces, which ids cannot, so option ids use the position.
          const itemId = `${baseId}-option-${index}`;
          const optionDescriptionId = `${itemId}-description`;
          const itemDisabled = disabled || option.disabled;
          return (
            <div
              key={option.value}
              data-slot="radio-group-option"
              className="flex items-start gap-2"
            >
              <RadioGroupPrimitive.Item
                data-slot="radio-group-item"
                id={itemId}
                value={option.value}
                disabled={option.disabled}
                aria-describedby={option.description != null ? optionDescriptionId : undefined}
                className="border-border-strong bg-surface-raised duration-fast ease-standard data-[state=checked]:border-interactive mt-0.5 inline-flex size-4 shrink-0 items-center justify-center rounded-full border transition-colors disabled:cursor-not-allowed disabled:opacity-50"
              >
                <RadioGroupPrimitive.Indicator
                  data-slot="radio-group-indicator"
                  className="bg-interactive size-2 rounded-full"
                />
              </RadioGroupPrimitive.Item>
              <div className="flex flex-col gap-0.5">
                <label
                  data-slot="radio-group-item-label"
                  htmlFor={itemId}
                  className={cn(
                    'font-medium',
                    itemDisabled && 'text-text-muted cursor-not-allowed',
                  )}
                >
                  {option.label}
                </label>
                {option.description != null ? (
                  <p
                    data-slot="radio-group-item-description"
                    id={optionDescriptionId}
                    className="text-text-muted"
                  >
                    {option.description}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </RadioGroupPrimitive.Root>
      {hasError ? (
        <p
          data-slot="radio-group-error"
          id={errorId}
          className="text-danger flex items-start gap-1.5"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}

export { radioGroupVariants };

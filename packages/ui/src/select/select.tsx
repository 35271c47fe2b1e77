import * as SelectPrimitive from '@radix-ui/react-select';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, ChevronDown, ChevronUp } from 'lucide-react';
import { Fragment, useId, type ComponentProps } from 'react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';

const selectTriggerVariants = cva(
  'flex w-full min-w-0 items-center justify-between gap-2 rounded-control border border-border-strong bg-surface-raised text-start text-text transition-colors duration-fast ease-standard hover:bg-surface-sunken disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:opacity-50 aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger data-placeholder:text-text-muted',
  {
    variants: {
      size: {
        sm: 'h-8 px-2.5 text-sm',
        md: 'h-10 px-3 text-sm',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

const selectItemClass =
  'relative flex cursor-default items-start rounded-[calc(var(--radius-control)-2px)] py-1.5 ps-8 pe-2 outline-none select-none data-disabled:pointer-events-none data-disabled:opacity-50 data-highlighted:bg-surface-sunken';

/** One choice of a Select. */
export interface SelectOption {
  /** The value reported by onValueChange; must not be empty (the empty value means "none"). */
  value: string;
  /** The text in the list and, once chosen, in the trigger. */
  label: string;
  /** Shows the option but does not let it be chosen. */
  disabled?: boolean;
  /** A second line under the label in the list (not shown in the trigger). */
  description?: string;
}

/** A titled group of options. */
export interface SelectOptionGroup {
  /** The group's heading in the list. */
  label: string;
  /** The options of the group. */
  options: readonly SelectOption[];
}

/** Props of Select. */
export interface SelectProps
  extends
    Omit<
      ComponentProps<typeof SelectPrimitive.Trigger>,
      'children' | 'value' | 'defaultValue' | 'dir' | 'name' | 'form'
    >,
    VariantProps<typeof selectTriggerVariants> {
  /** The options in order; an entry with `options` is a titled group. */
  options: readonly (SelectOption | SelectOptionGroup)[];
  /** The chosen value (controlled); '' shows the placeholder. Pair with `onValueChange`. */
  value?: string;
  /** The value chosen first when uncontrolled. */
  defaultValue?: string;
  /** Called with the value the user chose. */
  onValueChange?: (value: string) => void;
  /** Whether the list is open (controlled); pair with `onOpenChange`. */
  open?: boolean;
  /** Whether the list starts open when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Shown while nothing is chosen; the translated "Select an option" by default. */
  placeholder?: string;
  /** Name of the value in a submitted <form>. */
  name?: string;
  /** Id of the <form> the value belongs to, when the select is outside it. */
  form?: string;
  /** Marks the choice required (for form submission and assistive technology). */
  required?: boolean;
  /** Extra classes for the floating list. */
  contentClassName?: string;
}

function isGroup(entry: SelectOption | SelectOptionGroup): entry is SelectOptionGroup {
  return 'options' in entry;
}

/**
 * A single choice from a list, on Radix Select: the trigger shows the chosen label (or the
 * placeholder) and opens a list that the keyboard can search by typing. Native props (id,
 * aria-describedby, aria-invalid from a FormField, `ref`) reach the trigger button; `size`
 * matches TextInput (md) or the small buttons (sm). Option values must not be empty.
 */
export function Select({
  options,
  value,
  defaultValue,
  onValueChange,
  open,
  defaultOpen,
  onOpenChange,
  placeholder,
  name,
  form,
  required,
  disabled,
  size,
  className,
  contentClassName,
  ...props
}: SelectProps) {
  const { strings } = useUiStrings();
  return (
    <SelectPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      name={name}
      form={form}
      required={required}
      disabled={disabled}
    >
      <SelectPrimitive.Trigger
        data-slot="select-trigger"
        data-size={size ?? 'md'}
        className={cn(selectTriggerVariants({ size }), className)}
        {...props}
      >
        <span data-slot="select-value" className="min-w-0 truncate">
          <SelectPrimitive.Value placeholder={placeholder ?? strings.selectPlaceholder} />
        </span>
        <SelectPrimitive.Icon asChild>
          <ChevronDown aria-hidden="true" className="text-text-muted size-4 shrink-0" />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          data-slot="select-content"
          position="popper"
          sideOffset={4}
          className={cn(
            'rounded-control border-border bg-surface-raised text-text relative z-50 max-h-[min(20rem,var(--radix-select-content-available-height))] min-w-[var(--radix-select-trigger-width)] overflow-hidden border text-sm shadow-lg',
            contentClassName,
          )}
        >
          <SelectPrimitive.ScrollUpButton className="text-text-muted flex h-6 items-center justify-center">
            <ChevronUp aria-hidden="true" className="size-4" />
          </SelectPrimitive.ScrollUpButton>
          <SelectPrimitive.Viewport data-slot="select-viewport" className="p-1">
            {options.map((entry, index) =>
              isGroup(entry) ? (
                <Fragment key={`group-${entry.label}`}>
                  {index > 0 ? (
                    <SelectPrimitive.Separator className="bg-border -mx-1 my-1 h-px" />
                  ) : null}
                  <SelectPrimitive.Group data-slot="select-group">
                    <SelectPrimitive.Label
                      data-slot="select-group-label"
                      className="text-text-muted px-2 py-1.5 text-xs font-medium"
                    >
                      {entry.label}
                    </SelectPrimitive.Label>
                    {entry.options.map((option) => (
                      <SelectItem key={option.value} option={option} />
                    ))}
                  </SelectPrimitive.Group>
                </Fragment>
              ) : (
                <SelectItem key={entry.value} option={entry} />
              ),
            )}
          </SelectPrimitive.Viewport>
          <SelectPrimitive.ScrollDownButton className="text-text-muted flex h-6 items-center justify-center">
            <ChevronDown aria-hidden="true" className="size-4" />
          </SelectPrimitive.ScrollDownButton>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}

function SelectItem({ option }: { option: SelectOption }) {
  const descriptionId = useId();
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      value={option.value}
      disabled={option.disabled}
      aria-describedby={option.description ? descriptionId : undefined}
      className={selectItemClass}
    >
      <span className="absolute start-2 top-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <span className="flex min-w-0 flex-col">
        <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
        {option.description ? (
          <span id={descriptionId} className="text-text-muted text-xs">
            {option.description}
          </span>
        ) : null}
      </span>
    </SelectPrimitive.Item>
  );
}

export { selectTriggerVariants };

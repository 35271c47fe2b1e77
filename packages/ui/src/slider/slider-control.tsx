import * as SliderPrimitive from '@radix-ui/react-slider';
import { cva } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

const sliderVariants = cva(
  'relative flex h-5 w-full touch-none items-center select-none data-[disabled]:cursor-not-allowed data-[disabled]:opacity-50',
);

const sliderThumbVariants = cva(
  'block size-5 cursor-grab rounded-full border-2 border-interactive bg-surface-raised shadow-sm transition-colors duration-fast ease-standard hover:bg-surface-sunken active:cursor-grabbing data-[disabled]:cursor-not-allowed data-[disabled]:hover:bg-surface-raised',
);

/**
 * The Radix root, track, range and one labelled thumb per value, shared by Slider, RangeSlider
 * and ActiveHoursSlider (internal: not exported from the package). Controlled: `values` in,
 * `onValueChange` out.
 */
export function SliderControl({
  values,
  thumbLabels,
  thumbLabelledBy,
  formatValue,
  className,
  min = 0,
  max = 100,
  disabled,
  onValueChange,
  onValueCommit,
  ...props
}: Omit<ComponentProps<typeof SliderPrimitive.Root>, 'value' | 'defaultValue' | 'children'> & {
  values: readonly number[];
  thumbLabels?: ReadonlyArray<string | undefined>;
  thumbLabelledBy?: string;
  formatValue: (value: number) => string;
}) {
  return (
    <SliderPrimitive.Root
      data-slot="slider"
      className={cn(sliderVariants(), className)}
      value={[...values]}
      min={min}
      max={max}
      disabled={disabled}
      onValueChange={onValueChange}
      onValueCommit={onValueCommit}
      {...props}
    >
      <SliderPrimitive.Track
        data-slot="slider-track"
        className="bg-border relative h-1.5 grow overflow-hidden rounded-full"
      >
        <SliderPrimitive.Range
          data-slot="slider-range"
          className="bg-interactive absolute h-full"
        />
      </SliderPrimitive.Track>
      {values.map((value, index) => (
        <SliderPrimitive.Thumb
          key={index}
          data-slot="slider-thumb"
          className={sliderThumbVariants()}
          aria-label={thumbLabels?.[index]}
          aria-labelledby={thumbLabels?.[index] ? undefined : thumbLabelledBy}
          aria-valuetext={formatValue(value)}
          onKeyDown={(event) => {
            // Radix moves the first thumb on Home and the last on End whichever is focused; the
            // multi-thumb slider pattern moves the focused thumb to its own limit (the
            // neighbouring thumb, since thumbs do not cross).
            if (disabled || values.length < 2 || (event.key !== 'Home' && event.key !== 'End')) {
              return;
            }
            event.preventDefault();
            const next = [...values];
            next[index] =
              event.key === 'Home' ? (values[index - 1] ?? min) : (values[index + 1] ?? max);
            if (next[index] === value) return;
            onValueChange?.(next);
            onValueCommit?.(next);
          }}
        />
      ))}
    </SliderPrimitive.Root>
  );
}

export { sliderThumbVariants, sliderVariants };

import type * as SliderPrimitive from '@radix-ui/react-slider';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { SliderControl } from './slider-control';

/** Props shared by Slider and RangeSlider. */
interface SliderBaseProps extends Omit<
  ComponentProps<typeof SliderPrimitive.Root>,
  'value' | 'defaultValue' | 'onValueChange' | 'onValueCommit' | 'children' | 'inverted'
> {
  /** The visible label above the track. */
  label: ReactNode;
  /** Keeps the label for assistive technology only (when a heading or legend already says it). */
  hideLabel?: boolean;
  /** Turns a value into the text shown and announced, e.g. `(v) => \`${v} µg/m³\``. */
  formatValue?: (value: number) => string;
  /** Shows the current value beside the label. */
  showValue?: boolean;
  /** Shows the formatted minimum and maximum under the track. */
  showMinMax?: boolean;
}

/** Props of Slider. */
export interface SliderProps extends SliderBaseProps {
  /** The accessible name of the thumb when it should differ from the label; the label by default. */
  thumbLabel?: string;
  /** The value (controlled); pair with `onValueChange`. */
  value?: number;
  /** The value shown first when uncontrolled; `min` by default. */
  defaultValue?: number;
  /** Called on every change, while dragging and on each key press. */
  onValueChange?: (value: number) => void;
  /** Called once the user lets go or presses a key: the moment to save. */
  onValueCommit?: (value: number) => void;
}

/** Props of RangeSlider. */
export interface RangeSliderProps extends SliderBaseProps {
  /** Accessible names of the two thumbs, e.g. ['Lower limit', 'Upper limit']. */
  thumbLabels: readonly [string, string];
  /** The two values, lower first (controlled); pair with `onValueChange`. */
  value?: readonly [number, number];
  /** The values shown first when uncontrolled; `[min, max]` by default. */
  defaultValue?: readonly [number, number];
  /** Called on every change with the values, lower first. */
  onValueChange?: (value: [number, number]) => void;
  /** Called once the user lets go or presses a key. */
  onValueCommit?: (value: [number, number]) => void;
}

const identity = (value: number) => String(value);

/** The label row and the min/max row both sliders put around their Radix root. */
function SliderFrame({
  label,
  hideLabel,
  labelId,
  valueText,
  showValue,
  showMinMax,
  min,
  max,
  formatValue,
  className,
  children,
}: {
  label: ReactNode;
  hideLabel: boolean;
  labelId: string;
  valueText: string;
  showValue: boolean;
  showMinMax: boolean;
  min: number;
  max: number;
  formatValue: (value: number) => string;
  className: string | undefined;
  children: ReactNode;
}) {
  return (
    <div
      data-slot="slider-field"
      className={cn('text-text flex flex-col gap-2 text-sm', className)}
    >
      <div
        data-slot="slider-header"
        className={cn(
          'flex items-baseline justify-between gap-3',
          hideLabel && !showValue && 'sr-only',
        )}
      >
        <span
          id={labelId}
          data-slot="slider-label"
          className={cn('font-medium', hideLabel && 'sr-only')}
        >
          {label}
        </span>
        {showValue ? (
          // The thumbs announce their own values; this copy is for the eye only.
          <span
            data-slot="slider-value"
            aria-hidden="true"
            className="text-text-muted ms-auto tabular-nums"
          >
            {valueText}
          </span>
        ) : null}
      </div>
      {children}
      {showMinMax ? (
        <div
          data-slot="slider-min-max"
          aria-hidden="true"
          className="text-text-muted flex justify-between text-xs tabular-nums"
        >
          <span>{formatValue(min)}</span>
          <span>{formatValue(max)}</span>
        </div>
      ) : null}
    </div>
  );
}

/**
 * A slider for one number on Radix Slider: drag the thumb or use the arrow keys (Shift or
 * PageUp/PageDown for ten steps, Home/End for the ends). The thumb is named by the label and
 * announces the formatted value.
 */
export function Slider({
  label,
  hideLabel = false,
  thumbLabel,
  formatValue = identity,
  showValue = true,
  showMinMax = false,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  className,
  ...props
}: SliderProps) {
  const labelId = useId();
  const [current, setCurrent] = useControllableState({ value, defaultValue: defaultValue ?? min });
  return (
    <SliderFrame
      label={label}
      hideLabel={hideLabel}
      labelId={labelId}
      valueText={formatValue(current)}
      showValue={showValue}
      showMinMax={showMinMax}
      min={min}
      max={max}
      formatValue={formatValue}
      className={className}
    >
      <SliderControl
        values={[current]}
        thumbLabels={[thumbLabel]}
        thumbLabelledBy={labelId}
        formatValue={formatValue}
        min={min}
        max={max}
        onValueChange={([next = min]) => {
          setCurrent(next);
          onValueChange?.(next);
        }}
        onValueCommit={([next = min]) => onValueCommit?.(next)}
        {...props}
      />
    </SliderFrame>
  );
}

/**
 * A slider for a range: two thumbs, each named by `thumbLabels`, that cannot cross (the lower
 * thumb stops at the upper one). Keys work as on Slider.
 */
export function RangeSlider({
  label,
  hideLabel = false,
  thumbLabels,
  formatValue = identity,
  showValue = true,
  showMinMax = false,
  value,
  defaultValue,
  onValueChange,
  onValueCommit,
  min = 0,
  max = 100,
  className,
  ...props
}: RangeSliderProps) {
  const labelId = useId();
  const [[lower, upper], setValue] = useControllableState<readonly [number, number]>({
    value,
    defaultValue: defaultValue ?? [min, max],
  });
  return (
    <SliderFrame
      label={label}
      hideLabel={hideLabel}
      labelId={labelId}
      valueText={`${formatValue(lower)} – ${formatValue(upper)}`}
      showValue={showValue}
      showMinMax={showMinMax}
      min={min}
      max={max}
      formatValue={formatValue}
      className={className}
    >
      <SliderControl
        values={[lower, upper]}
        thumbLabels={thumbLabels}
        formatValue={formatValue}
        role="group"
        aria-labelledby={labelId}
        min={min}
        max={max}
        preserveThumbOrder
        onValueChange={([nextLower = min, nextUpper = max]) => {
          const next: [number, number] = [nextLower, nextUpper];
          setValue(next);
          onValueChange?.(next);
        }}
        onValueCommit={([nextLower = min, nextUpper = max]) =>
          onValueCommit?.([nextLower, nextUpper])
        }
        {...props}
      />
    </SliderFrame>
  );
}

export { sliderThumbVariants, sliderVariants } from './slider-control';

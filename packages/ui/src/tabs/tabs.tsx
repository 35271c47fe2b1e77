import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

// The list scrolls sideways on narrow screens, which would clip an outer focus ring, so the ring
// is drawn inside the tab.
const tabsTriggerVariants = cva(
  '-mb-px inline-flex h-10 items-center border-b-2 border-transparent px-3 text-sm font-medium whitespace-nowrap text-text-muted transition-colors duration-fast ease-standard hover:text-text focus-visible:-outline-offset-2 disabled:pointer-events-none disabled:opacity-50 data-[state=active]:border-interactive data-[state=active]:text-text',
);

/** One tab: its value, the label on the tab and the panel it shows. */
export interface TabItem {
  /** Unique value, used by value/defaultValue/onValueChange. */
  value: string;
  /** Text (or content) of the tab. */
  label: ReactNode;
  /** The panel shown while the tab is selected. */
  content: ReactNode;
  /** Shows the tab but does not let it be selected. */
  disabled?: boolean;
}

/** Props of Tabs. */
export interface TabsProps extends Omit<
  ComponentProps<typeof TabsPrimitive.Root>,
  'children' | 'value' | 'defaultValue' | 'onValueChange'
> {
  /** The tabs in order. */
  items: readonly TabItem[];
  /** Accessible name of the tab list, e.g. "Report sections". */
  label: string;
  /** The selected tab when controlled. */
  value?: string;
  /** The tab selected first when uncontrolled; the first tab by default. */
  defaultValue?: string;
  /** Called with the value of the newly selected tab. */
  onValueChange?: (value: string) => void;
}

/**
 * A row of tabs, each showing its panel. Arrow keys move between tabs (Home and End jump to the
 * ends) and select them as they move.
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  className,
  ...props
}: TabsProps) {
  return (
    <TabsPrimitive.Root
      data-slot="tabs"
      value={value}
      defaultValue={value === undefined ? (defaultValue ?? items[0]?.value) : undefined}
      onValueChange={onValueChange}
      className={cn('flex flex-col gap-4', className)}
      {...props}
    >
      <TabsPrimitive.List
        data-slot="tabs-list"
        aria-label={label}
        className="border-border flex gap-1 overflow-x-auto border-b"
      >
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            data-slot="tabs-trigger"
            value={item.value}
            disabled={item.disabled}
            className={tabsTriggerVariants()}
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content
          key={item.value}
          data-slot="tabs-content"
          value={item.value}
          className="text-text text-sm"
        >
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}

export { tabsTriggerVariants };

import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import { cva } from 'class-variance-authority';
import { ChevronRight } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import { useUiStrings } from '../ui-strings';

const collapsibleTriggerVariants = cva(
  'group flex w-full items-center gap-2 rounded-control px-2 py-2 text-left text-base font-semibold text-text transition-colors duration-fast ease-standard hover:bg-surface-sunken',
);

/** Props of CollapsibleSection. */
export interface CollapsibleSectionProps extends Omit<
  ComponentProps<typeof CollapsiblePrimitive.Root>,
  'title'
> {
  /** The heading, which is also the toggle, e.g. "Inactive Contributions". */
  title: ReactNode;
  /** How many items the section holds, shown after the title as "(n)". */
  count?: number;
  /** The heading level of the title, to fit the page outline; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  /** Open when controlled. */
  open?: boolean;
  /** Open at first when uncontrolled; collapsed by default. */
  defaultOpen?: boolean;
  /** Called when the user opens or collapses the section. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * A section whose heading toggles its content, collapsed by default, e.g. "Inactive
 * Contributions (3)". The content is not rendered while collapsed.
 */
export function CollapsibleSection({
  title,
  count,
  headingLevel = 2,
  defaultOpen = false,
  className,
  children,
  ...props
}: CollapsibleSectionProps) {
  const { locale } = useUiStrings();
  const Heading = `h${headingLevel}` as const;
  return (
    <CollapsiblePrimitive.Root
      data-slot="collapsible-section"
      defaultOpen={defaultOpen}
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <Heading data-slot="collapsible-section-heading" className="m-0">
        <CollapsiblePrimitive.Trigger
          data-slot="collapsible-section-trigger"
          className={collapsibleTriggerVariants()}
        >
          <ChevronRight
            aria-hidden="true"
            className="text-text-muted duration-fast ease-standard size-4 shrink-0 transition-transform group-data-[state=open]:rotate-90 motion-reduce:transition-none"
          />
          <span data-slot="collapsible-section-title">{title}</span>
          {count !== undefined ? (
            <span data-slot="collapsible-section-count" className="text-text-muted font-normal">
              ({new Intl.NumberFormat(locale).format(count)})
            </span>
          ) : null}
        </CollapsiblePrimitive.Trigger>
      </Heading>
      <CollapsiblePrimitive.Content data-slot="collapsible-section-content" className="px-2">
        {children}
      </CollapsiblePrimitive.Content>
    </CollapsiblePrimitive.Root>
  );
}

export { collapsibleTriggerVariants };

import { cva, type VariantProps } from 'class-variance-authority';
import { X } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

const tagVariants = cva(
  'inline-flex max-w-full items-center gap-1.5 rounded-full border px-2.5 py-0.5 text-xs font-medium text-text',
  {
    variants: {
      tone: {
        neutral: 'border-border bg-surface-sunken',
        info: 'border-interactive/60 bg-interactive/10',
        ok: 'border-status-ok/60 bg-status-ok/10',
        caution: 'border-status-caution/60 bg-status-caution/10',
        warning: 'border-status-warning/60 bg-status-warning/10',
        offline: 'border-status-offline/60 bg-status-offline/10',
      },
    },
    defaultVariants: { tone: 'neutral' },
  },
);

const DOT_COLOURS = {
  neutral: 'bg-text-muted',
  info: 'bg-interactive',
  ok: 'bg-status-ok',
  caution: 'bg-status-caution',
  warning: 'bg-status-warning',
  offline: 'bg-status-offline',
} as const;

/** The tone of a tag. */
export type TagTone = NonNullable<VariantProps<typeof tagVariants>['tone']>;

type DismissProps =
  | {
      /** Called when the dismiss button is pressed; the parent removes the tag. */
      onDismiss: () => void;
      /** Accessible name of the dismiss button, e.g. "Remove Site A". */
      dismissLabel: string;
    }
  | { onDismiss?: undefined; dismissLabel?: undefined };

/** Props of Tag. */
export type TagProps = Omit<ComponentProps<'span'>, 'children'> &
  DismissProps & {
    /** Colour tone; the text carries the meaning, the tone only supports it. */
    tone?: TagTone;
    /** The tag's text. */
    children: ReactNode;
  };

/** A short label (a filter, a category, a state) with an optional dismiss button. */
export function Tag({ tone, onDismiss, dismissLabel, className, children, ...props }: TagProps) {
  const resolvedTone = tone ?? 'neutral';
  return (
    <span
      data-slot="tag"
      data-tone={resolvedTone}
      className={cn(tagVariants({ tone }), onDismiss && 'pr-1', className)}
      {...props}
    >
      <span
        data-slot="tag-dot"
        aria-hidden="true"
        className={cn('size-1.5 shrink-0 rounded-full', DOT_COLOURS[resolvedTone])}
      />
      <span data-slot="tag-text" className="truncate">
        {children}
      </span>
      {onDismiss ? (
        <button
          type="button"
          data-slot="tag-dismiss"
          aria-label={dismissLabel}
          onClick={onDismiss}
          className="text-text-muted duration-fast ease-standard hover:bg-text/10 hover:text-text inline-flex size-5 shrink-0 items-center justify-center rounded-full transition-colors"
        >
          <X aria-hidden="true" className="size-3.5" />
        </button>
      ) : null}
    </span>
  );
}

export { tagVariants };

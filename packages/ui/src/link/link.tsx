import { Slot, Slottable } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { ExternalLink } from 'lucide-react';
import type { ComponentProps, MouseEventHandler, ReactElement, ReactNode } from 'react';
import { cn } from '../lib/cn';

const linkVariants = cva(
  'rounded-[2px] font-medium text-interactive underline-offset-4 transition-colors duration-fast ease-standard hover:text-interactive-hover',
  {
    variants: {
      variant: {
        // Inside running text a link must not rely on colour alone (WCAG 1.4.1): it stays
        // underlined, and the line thickens on hover.
        inline: 'underline decoration-1 hover:decoration-2',
        // On its own line ("View all reports") its position already says it is a link.
        standalone: 'inline-flex items-center gap-1 text-sm no-underline hover:underline',
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);

type ExternalProps =
  | {
      /** Opens the page in a new tab (`target="_blank"`, `rel="noopener noreferrer"`) and shows an icon. */
      external: true;
      /**
       * Read by screen readers after the link text, e.g. "(opens in a new tab)"; required with
       * `external` because the visible icon is hidden from assistive technology.
       */
      externalLabel: string;
    }
  | { external?: false; externalLabel?: undefined };

/** Props of Link. */
export type LinkProps = Omit<ComponentProps<'a'>, 'children'> &
  VariantProps<typeof linkVariants> &
  ExternalProps & {
    /** The link text (or, with `asChild`, the router's link element). */
    children: ReactNode;
    /** Renders the child element (a router's link, say) with the link's look and behaviour. */
    asChild?: boolean;
  };

function relWithNoOpener(rel: string | undefined): string {
  const tokens = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  tokens.add('noopener');
  tokens.add('noreferrer');
  return [...tokens].join(' ');
}

/**
 * A styled anchor: `inline` (underlined, inside text) or `standalone` (on its own line). An
 * `external` link opens in a new tab, shows an icon and tells screen readers so through
 * `externalLabel`. With `asChild` it styles a router's link instead of rendering an <a>.
 */
export function Link({
  variant,
  asChild = false,
  external = false,
  externalLabel,
  className,
  rel,
  target,
  children,
  ...props
}: LinkProps) {
  const Component = asChild ? Slot : 'a';
  return (
    <Component
      data-slot="link"
      data-variant={variant ?? 'inline'}
      className={cn(linkVariants({ variant }), className)}
      target={external ? '_blank' : target}
      rel={external ? relWithNoOpener(rel) : rel}
      {...props}
    >
      <Slottable>{children}</Slottable>
      {external ? (
        <>
          <ExternalLink
            data-slot="link-external-icon"
            aria-hidden="true"
            className="ms-1 inline size-[0.875em] shrink-0 align-[-0.0625em]"
          />
          <span className="sr-only"> {externalLabel}</span>
        </>
      ) : null}
    </Component>
  );
}

/** What a component that renders links (a breadcrumb, the side navigation) gives `renderLink`. */
export interface LinkRenderProps {
  /** The destination. */
  href: string;
  /** The link's content. */
  children: ReactNode;
  /** The component's classes for the link; keep them. */
  className: string;
  /** Marks the link to the page being shown. */
  'aria-current'?: 'page';
  /** Part name for styling and tests. */
  'data-slot'?: string;
  /** Called on click, before the browser or router navigates. */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/**
 * Renders one link of a data-driven component, so the app can use its router:
 * `(props) => <RouterLink to={props.href} {...props} />`. The element must spread every prop it
 * receives onto the anchor and accept a ref (tooltips and menus attach theirs).
 */
export type RenderLink = (props: LinkRenderProps) => ReactElement;

/** The default `renderLink`: a plain <a>. */
export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;

export { linkVariants };

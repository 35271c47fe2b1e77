import { cva } from 'class-variance-authority';
import { ChevronRight } from 'lucide-react';
import type { ComponentProps, MouseEventHandler, ReactNode } from 'react';
import { OverflowMenu, type OverflowMenuEntry } from '../dropdown-menu';
import { cn } from '../lib/cn';
import { linkVariants, renderAnchor, type RenderLink } from '../link';
import { Spinner } from '../spinner';
import { useUiStrings } from '../ui-strings';

const pageHeaderVariants = cva('flex flex-col gap-2 text-text');

/** One step of the breadcrumb trail. */
export interface BreadcrumbItem {
  /** Text of the step, e.g. "Projects". */
  label: ReactNode;
  /** Where the step leads; rendered through `renderLink`. */
  href?: string;
  /** Called when the step is activated; without `href` the step is a button. */
  onClick?: MouseEventHandler<HTMLElement>;
}

/** Props of PageHeader. */
export interface PageHeaderProps extends Omit<ComponentProps<'div'>, 'title' | 'children'> {
  /** The page's heading (an h1). */
  title: ReactNode;
  /** A line under the title, e.g. the project and its location. */
  subtitle?: ReactNode;
  /** The trail of parent pages; the last item is the current page and is not a link. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Renders the breadcrumb links, so the app can use its router; a plain <a> by default. */
  renderLink?: RenderLink;
  /** The page's main action(s), e.g. a primary Button, shown at the end of the title row. */
  actions?: ReactNode;
  /** Secondary actions, shown in a "More actions" menu after `actions`. */
  overflowItems?: readonly OverflowMenuEntry[];
  /** Accessible name of the overflow menu's button; the translated "More actions" by default. */
  overflowLabel?: string;
  /** Shows a small spinner with "Refreshing" while the page's data reloads; announced politely. */
  refreshing?: boolean;
}

function Breadcrumbs({
  items,
  renderLink,
}: {
  items: readonly BreadcrumbItem[];
  renderLink: RenderLink;
}) {
  const { strings } = useUiStrings();
  const stepClass = cn(
    linkVariants({ variant: 'inline' }),
    'text-text-muted font-normal no-underline hover:text-text hover:underline',
  );
  return (
    <nav data-slot="page-header-breadcrumb" aria-label={strings.breadcrumb}>
      <ol className="text-text-muted flex flex-wrap items-center gap-1 text-sm">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          let step: ReactNode;
          if (current) {
            step = (
              <span data-slot="breadcrumb-current" aria-current="page" className="text-text">
                {item.label}
              </span>
            );
          } else if (item.href !== undefined) {
            step = renderLink({
              href: item.href,
              className: stepClass,
              children: item.label,
              onClick: item.onClick,
              'data-slot': 'breadcrumb-link',
            });
          } else if (item.onClick) {
            step = (
              <button
                type="button"
                data-slot="breadcrumb-link"
                className={stepClass}
                onClick={item.onClick}
              >
                {item.label}
              </button>
            );
          } else {
            step = <span data-slot="breadcrumb-text">{item.label}</span>;
          }
          return (
            <li key={index} data-slot="breadcrumb-item" className="flex min-w-0 items-center gap-1">
              {index > 0 ? (
                <ChevronRight
                  aria-hidden="true"
                  className="text-text-muted size-3.5 shrink-0 rtl:-scale-x-100"
                />
              ) : null}
              {step}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * The top of a page: a breadcrumb trail, the title (h1) with an optional subtitle, and the page's
 * actions (buttons and/or an overflow menu) at the end of the title row. The actions wrap under
 * the title when there is no room beside it. `refreshing` shows a small spinner while data reloads.
 */
export function PageHeader({
  title,
  subtitle,
  breadcrumbs,
  renderLink = renderAnchor,
  actions,
  overflowItems,
  overflowLabel,
  refreshing = false,
  className,
  ...props
}: PageHeaderProps) {
  const { strings } = useUiStrings();
  const hasOverflow = overflowItems !== undefined && overflowItems.length > 0;
  return (
    <div data-slot="page-header" className={cn(pageHeaderVariants(), className)} {...props}>
      {breadcrumbs && breadcrumbs.length > 0 ? (
        <Breadcrumbs items={breadcrumbs} renderLink={renderLink} />
      ) : null}
      <div className="flex flex-wrap items-start justify-between gap-x-6 gap-y-3">
        <div
          data-slot="page-header-heading"
          className="flex min-w-0 flex-[1_1_20rem] flex-col gap-1"
        >
          <h1 data-slot="page-header-title" className="text-2xl font-semibold break-words">
            {title}
          </h1>
          {subtitle ? (
            <p data-slot="page-header-subtitle" className="text-text-muted text-sm">
              {subtitle}
            </p>
          ) : null}
        </div>
        {actions != null || hasOverflow || refreshing ? (
          <div data-slot="page-header-actions" className="flex flex-wrap items-center gap-2">
            {refreshing ? (
              <span
                aria-hidden="true"
                data-slot="page-header-refreshing"
                className="text-text-muted flex items-center gap-1.5 text-xs"
              >
                <Spinner size="sm" label="" />
                {strings.refreshing}
              </span>
            ) : null}
            {actions}
            {hasOverflow ? <OverflowMenu items={overflowItems} label={overflowLabel} /> : null}
          </div>
        ) : null}
      </div>
      {/* The announcement lives apart from the visible indicator: a live region has to be in the
          page before its text changes, and hiding it while idle would stop it being read. */}
      <span role="status" data-slot="page-header-status" className="sr-only">
        {refreshing ? strings.refreshing : ''}
      </span>
    </div>
  );
}

export { pageHeaderVariants };

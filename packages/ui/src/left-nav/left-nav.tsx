import { cva } from 'class-variance-authority';
import { ChevronDown, PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { Fragment, useEffect, useId, useState, type ComponentProps, type ReactNode } from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../dropdown-menu';
import { IconButton } from '../icon-button';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { renderAnchor, type RenderLink } from '../link';
import { Tooltip } from '../tooltip';
import { useUiStrings } from '../ui-strings';
import {
  NARROW_VIEWPORT_QUERY,
  activeGroupId,
  crossBreakpoint,
  isRail,
  toggleCollapse,
  toggleGroup,
  withActiveGroupExpanded,
} from './left-nav-state';

/** A link of the navigation. */
export interface LeftNavLink {
  kind: 'link';
  /** Stable key. */
  id: string;
  /** Text of the link; in the icon rail it becomes the tooltip and stays the accessible name. */
  label: string;
  /** A lucide-react icon, shown before the label and alone in the rail (top-level links only). */
  icon?: ReactNode;
  /** The destination, passed to `renderLink`. */
  href: string;
  /** This link leads to the page being shown: highlighted and `aria-current="page"`. */
  active?: boolean;
}

/** A button that shows or hides a list of links; it opens by itself when one of them is active. */
export interface LeftNavGroup {
  kind: 'group';
  /** Stable key. */
  id: string;
  /** Text of the group's button. */
  label: string;
  /** A lucide-react icon, shown before the label and alone in the rail. */
  icon?: ReactNode;
  /** The links inside the group. */
  children: readonly LeftNavLink[];
}

/** A line between sections of the navigation. */
export interface LeftNavDivider {
  kind: 'divider';
  /** Stable key. */
  id: string;
}

/** One entry of the navigation. */
export type LeftNavItem = LeftNavLink | LeftNavGroup | LeftNavDivider;

/** Props of LeftNav. */
export interface LeftNavProps extends Omit<ComponentProps<'nav'>, 'children'> {
  /** Accessible name of the navigation landmark, e.g. "Main". */
  label: string;
  /** Shown at the top while expanded, e.g. the project's name; hidden in the rail. */
  header?: ReactNode;
  /** The entries, in order. */
  items: readonly LeftNavItem[];
  /** Renders each link, so the app can use its router; a plain <a> by default. */
  renderLink?: RenderLink;
  /**
   * The user's choice of the icon rail on wide viewports (controlled); pair with
   * `onCollapsedChange`. At 768 px and below the rail is shown regardless, until the user widens it.
   */
  collapsed?: boolean;
  /** The user's choice at first when uncontrolled; expanded by default. */
  defaultCollapsed?: boolean;
  /** Called with the new choice when the user collapses or expands the navigation on a wide viewport. */
  onCollapsedChange?: (collapsed: boolean) => void;
}

const navItemVariants = cva(
  'relative flex items-center gap-3 rounded-control text-sm font-medium text-text-muted transition-colors duration-fast ease-standard hover:bg-surface-sunken hover:text-text focus-visible:-outline-offset-2',
  {
    variants: {
      rail: { true: 'size-10 justify-center', false: 'h-10 w-full px-3' },
      nested: { true: 'h-9 ps-11', false: '' },
      active: {
        // A bar at the start edge, not only colour, marks where the user is.
        true: 'bg-surface-sunken font-semibold text-text before:absolute before:inset-y-2 before:start-0 before:w-1 before:rounded-full before:bg-interactive',
        false: '',
      },
    },
    defaultVariants: { rail: false, nested: false, active: false },
  },
);

function ItemIcon({ icon, label, rail }: { icon: ReactNode; label: string; rail: boolean }) {
  return (
    <span
      aria-hidden="true"
      data-slot="left-nav-icon"
      className="flex size-5 shrink-0 items-center justify-center text-xs font-semibold [&_svg]:size-5"
    >
      {/* Without an icon the rail shows the label's first letter, so the entry is not blank. */}
      {icon ?? (rail ? label.charAt(0).toUpperCase() : null)}
    </span>
  );
}

function readNarrow(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.(NARROW_VIEWPORT_QUERY).matches === true
  );
}

/** Splits the entries at the dividers into sections, each drawn as its own list. */
function sections(items: readonly LeftNavItem[]) {
  const result: { id: string; items: (LeftNavLink | LeftNavGroup)[] }[] = [
    { id: 'first', items: [] },
  ];
  for (const item of items) {
    if (item.kind === 'divider') result.push({ id: item.id, items: [] });
    else result.at(-1)?.items.push(item);
  }
  return result.filter((section) => section.items.length > 0);
}

/**
 * The application's side navigation: a header, links with icons (the current page marked),
 * groups that expand to show more links, and dividers. The toggle at the top shrinks it to an icon
 * rail whose labels show as tooltips; at 768 px and below it is the rail by default.
 */
export function LeftNav({
  label,
  header,
  items,
  renderLink = renderAnchor,
  collapsed: collapsedProp,
  defaultCollapsed = false,
  onCollapsedChange,
  className,
  ...props
}: LeftNavProps) {
  const { strings } = useUiStrings();
  const baseId = useId();

  const [collapsed, setCollapsed] = useControllableState({
    value: collapsedProp,
    defaultValue: defaultCollapsed,
    onChange: onCollapsedChange,
  });
  // The rail group whose menu is open. It is held here because a router's link cancels the click
  // (preventDefault), which also stops the menu from closing itself when the link is chosen.
  const [menuGroup, setMenuGroup] = useState<string | null>(null);
  const [viewport, setViewport] = useState(() => ({
    narrow: readNarrow(),
    expandedWhileNarrow: false,
  }));
  useEffect(() => {
    const query = window.matchMedia?.(NARROW_VIEWPORT_QUERY);
    if (!query) return;
    const update = () => {
      setViewport((current) => crossBreakpoint(current, query.matches));
      setMenuGroup(null);
    };
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  const rail = isRail({ ...viewport, collapsed });

  function toggleRail() {
    setMenuGroup(null);
    const next = toggleCollapse({ ...viewport, collapsed });
    setViewport({ narrow: next.narrow, expandedWhileNarrow: next.expandedWhileNarrow });
    setCollapsed(next.collapsed);
  }

  // The group holding the current page opens by itself, now and whenever navigation moves the
  // current page into another group; groups the user opened stay open.
  const activeGroup = activeGroupId(items);
  const [expanded, setExpanded] = useState(() => withActiveGroupExpanded([], activeGroup));
  const [openedFor, setOpenedFor] = useState(activeGroup);
  if (openedFor !== activeGroup) {
    setOpenedFor(activeGroup);
    setExpanded((current) => withActiveGroupExpanded(current, activeGroup));
  }

  function link(item: LeftNavLink, nested: boolean) {
    const element = renderLink({
      href: item.href,
      'data-slot': 'left-nav-link',
      'aria-current': item.active ? 'page' : undefined,
      className: navItemVariants({ rail, nested, active: item.active ?? false }),
      children: (
        <>
          {nested ? null : <ItemIcon icon={item.icon} label={item.label} rail={rail} />}
          <span className={rail ? 'sr-only' : 'truncate'}>{item.label}</span>
        </>
      ),
    });
    return rail ? (
      <Tooltip content={item.label} side="right">
        {element}
      </Tooltip>
    ) : (
      element
    );
  }

  function group(item: LeftNavGroup) {
    const containsActive = item.children.some((child) => child.active);
    if (rail) {
      // The rail has no room for the links, so the group opens a menu of them beside it.
      return (
        <DropdownMenu
          open={menuGroup === item.id}
          onOpenChange={(open) => setMenuGroup(open ? item.id : null)}
        >
          <Tooltip content={item.label} side="right">
            <DropdownMenuTrigger
              data-slot="left-nav-group"
              className={navItemVariants({ rail, active: containsActive })}
            >
              <ItemIcon icon={item.icon} label={item.label} rail />
              <span className="sr-only">{item.label}</span>
            </DropdownMenuTrigger>
          </Tooltip>
          <DropdownMenuContent side="right" align="start">
            <DropdownMenuLabel>{item.label}</DropdownMenuLabel>
            {item.children.map((child) => (
              <DropdownMenuItem
                key={child.id}
                asChild
                className={cn(child.active && 'font-semibold')}
              >
                {renderLink({
                  href: child.href,
                  'data-slot': 'left-nav-link',
                  'aria-current': child.active ? 'page' : undefined,
                  className: '',
                  children: child.label,
                  onClick: () => setMenuGroup(null),
                })}
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      );
    }
    const open = expanded.includes(item.id);
    const listId = `${baseId}-group-${items.indexOf(item)}`;
    return (
      <>
        <button
          type="button"
          data-slot="left-nav-group"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setExpanded((current) => toggleGroup(current, item.id))}
          className={cn(
            navItemVariants({ rail, active: containsActive && !open }),
            containsActive && 'text-text',
          )}
        >
          <ItemIcon icon={item.icon} label={item.label} rail={false} />
          <span className="flex-1 truncate text-start">{item.label}</span>
          <ChevronDown
            aria-hidden="true"
            className={cn(
              'duration-fast ease-standard size-4 shrink-0 transition-transform motion-reduce:transition-none',
              open && 'rotate-180',
            )}
          />
        </button>
        <ul
          id={listId}
          hidden={!open}
          data-slot="left-nav-group-list"
          className="mt-0.5 flex flex-col gap-0.5"
        >
          {item.children.map((child) => (
            <li key={child.id}>{link(child, true)}</li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <nav
      aria-label={label}
      data-slot="left-nav"
      data-state={rail ? 'collapsed' : 'expanded'}
      className={cn(
        'border-border bg-surface text-text duration-fast ease-standard flex h-full shrink-0 flex-col overflow-hidden border-e transition-[width] motion-reduce:transition-none',
        rail ? 'w-14' : 'w-64',
        className,
      )}
      {...props}
    >
      <div
        data-slot="left-nav-header"
        className="border-border flex h-14 shrink-0 items-center gap-2 border-b px-2"
      >
        {!rail && header != null ? (
          <div
            data-slot="left-nav-title"
            // A long project name is cut with an ellipsis; the native tooltip shows all of it.
            title={typeof header === 'string' ? header : undefined}
            className="min-w-0 flex-1 truncate ps-1 font-semibold"
          >
            {header}
          </div>
        ) : null}
        <IconButton
          data-slot="left-nav-toggle"
          label={rail ? strings.expandNavigation : strings.collapseNavigation}
          icon={
            rail ? (
              <PanelLeftOpen className="rtl:-scale-x-100" />
            ) : (
              <PanelLeftClose className="rtl:-scale-x-100" />
            )
          }
          className="ms-auto"
          onClick={toggleRail}
        />
      </div>
      <div data-slot="left-nav-body" className="flex min-h-0 flex-1 flex-col overflow-y-auto p-2">
        {sections(items).map((section, sectionIndex) => (
          <Fragment key={section.id}>
            {sectionIndex > 0 ? (
              <hr data-slot="left-nav-divider" className="border-border -mx-2 my-2" />
            ) : null}
            <ul className="flex flex-col gap-0.5">
              {section.items.map((item) => (
                <li key={item.id}>{item.kind === 'link' ? link(item, false) : group(item)}</li>
              ))}
            </ul>
          </Fragment>
        ))}
      </div>
    </nav>
  );
}

export { navItemVariants };

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Activity, Bell, FileText, LayoutDashboard, MapPin, Settings, Users } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import type { RenderLink } from '../link';
import { TOOLTIP_SHOW_DELAY_MS } from '../tooltip';
import { LeftNav, type LeftNavItem } from './left-nav';
import { NARROW_VIEWPORT_QUERY } from './left-nav-state';

const navigate = fn();

/** A stand-in for the app's router: it records the destination instead of reloading the page. */
const routerLink: RenderLink = ({ href, children, onClick, ...props }) => (
  <a
    {...props}
    href={href}
    onClick={(event) => {
      onClick?.(event);
      event.preventDefault();
      navigate(href);
    }}
  >
    {children}
  </a>
);

/** The project navigation with the link `activeId` marked as the current page. */
function projectNav(activeId: string | null): LeftNavItem[] {
  const link = (id: string, label: string, href: string, icon?: ReactNode) => ({
    kind: 'link' as const,
    id,
    label,
    href,
    icon,
    active: id === activeId,
  });
  return [
    link('overview', 'Overview', '/overview', <LayoutDashboard />),
    link('locations', 'Locations', '/locations', <MapPin />),
    {
      kind: 'group',
      id: 'data',
      label: 'Data',
      icon: <Activity />,
      children: [
        link('readings', 'Readings', '/data/readings'),
        link('exceedances', 'Exceedances', '/data/exceedances'),
        link('wind', 'Wind roses', '/data/wind'),
      ],
    },
    {
      kind: 'group',
      id: 'reports',
      label: 'Reports',
      icon: <FileText />,
      children: [
        link('monthly', 'Monthly reports', '/reports/monthly'),
        link('scheduled', 'Scheduled reports', '/reports/scheduled'),
      ],
    },
    { kind: 'divider', id: 'admin' },
    link('alerts', 'Alerts', '/alerts', <Bell />),
    link('team', 'Team', '/team', <Users />),
    link('settings', 'Settings', '/settings', <Settings />),
  ];
}

/** A stand-in for `window.matchMedia` that reports a narrow viewport until told otherwise. */
function fakeViewport(narrow: boolean) {
  const original = window.matchMedia;
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  let matches = narrow;
  const query = {
    get matches() {
      return matches;
    },
    media: NARROW_VIEWPORT_QUERY,
    onchange: null,
    addEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MediaQueryListEvent) => void) =>
      listeners.delete(listener),
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => true,
  } as unknown as MediaQueryList;
  window.matchMedia = (media: string) =>
    media === NARROW_VIEWPORT_QUERY ? query : original.call(window, media);
  return {
    /** Resizes the pretend viewport across the breakpoint. */
    setNarrow(next: boolean) {
      matches = next;
      for (const listener of listeners) listener({ matches } as MediaQueryListEvent);
    },
    restore() {
      window.matchMedia = original;
    },
  };
}

let viewport: ReturnType<typeof fakeViewport> | undefined;

const meta = {
  title: 'Components/LeftNav',
  component: LeftNav,
  args: {
    label: 'Project',
    header: 'Harbour Road Redevelopment',
    items: projectNav('exceedances'),
    renderLink: routerLink,
    onCollapsedChange: fn(),
  },
  // The navigation fills the height of the app shell; here, a fixed-height frame.
  decorators: [
    (Story) => (
      <div className="border-border flex h-[34rem] border">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    navigate.mockClear();
  },
  tags: ['visual'],
} satisfies Meta<typeof LeftNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Expanded, with the current page inside a group: the group opens by itself. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Project' });
    const current = within(nav).getByRole('link', { name: 'Exceedances' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Overview' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(within(nav).getByRole('button', { name: 'Data' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByRole('button', { name: 'Reports' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(within(nav).queryByRole('link', { name: 'Monthly reports' })).toBeNull();
    await expect(within(nav).getByRole('separator')).toBeInTheDocument();
    await expect(within(nav).getByText('Harbour Road Redevelopment')).toBeVisible();
  },
};

/** Expanded, in the dark theme. */
export const DefaultDark: Story = {
  ...Default,
  globals: { theme: 'dark' },
};

/** The current page is a top-level link; every group starts closed. */
export const ActiveTopLevel: Story = {
  args: { items: projectNav('locations') },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Project' });
    await expect(within(nav).getByRole('link', { name: 'Locations' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    for (const name of ['Data', 'Reports']) {
      await expect(within(nav).getByRole('button', { name })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
  },
};

/** A group's button shows and hides its links; other groups stay as they were. */
export const ExpandAndCollapseGroup: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Project' });
    const reports = within(nav).getByRole('button', { name: 'Reports' });
    await userEvent.click(reports);
    await expect(reports).toHaveAttribute('aria-expanded', 'true');
    await expect(within(nav).getByRole('link', { name: 'Monthly reports' })).toBeVisible();
    await userEvent.keyboard('{Enter}');
    await expect(reports).toHaveAttribute('aria-expanded', 'false');
    await expect(within(nav).queryByRole('link', { name: 'Monthly reports' })).toBeNull();
    await expect(within(nav).getByRole('button', { name: 'Data' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The group holding the current page can be closed too.
    await userEvent.click(within(nav).getByRole('button', { name: 'Data' }));
    await expect(within(nav).queryByRole('link', { name: 'Exceedances' })).toBeNull();
  },
};

/** Links go through `renderLink`, so the app's router handles them. */
export const RouterLinks: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Project' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Alerts' }));
    await expect(navigate).toHaveBeenCalledWith('/alerts');
    await userEvent.click(within(nav).getByRole('link', { name: 'Wind roses' }));
    await expect(navigate).toHaveBeenLastCalledWith('/data/wind');
  },
};

/** When navigation moves the current page into a closed group, that group opens. */
export const FollowsNavigation: Story = {
  tags: ['!visual'],
  render: function Render(args) {
    const [active, setActive] = useState('overview');
    return (
      <>
        <LeftNav {...args} items={projectNav(active)} />
        <div className="p-4">
          <Button variant="secondary" onClick={() => setActive('monthly')}>
            Open the monthly report
          </Button>
        </div>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Project' });
    await expect(within(nav).getByRole('button', { name: 'Reports' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Open the monthly report' }));
    await expect(within(nav).getByRole('button', { name: 'Reports' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(within(nav).getByRole('link', { name: 'Monthly reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** The icon rail: icons only, each label still the link's name and shown as a tooltip. */
export const Rail: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Project' });
    await expect(within(nav).getByRole('button', { name: 'Expand navigation' })).toBeVisible();
    await expect(within(nav).queryByText('Harbour Road Redevelopment')).toBeNull();
    await expect(within(nav).getByRole('link', { name: 'Alerts' })).toBeVisible();
    // A group has no room for its links in the rail: it becomes a menu button.
    await expect(within(nav).getByRole('button', { name: 'Data' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    );
  },
};

/** The rail in the dark theme. */
export const RailDark: Story = {
  ...Rail,
  globals: { theme: 'dark' },
};

/** In the rail, resting the pointer on an icon shows its label after 500 ms. */
export const RailTooltip: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const locations = within(canvasElement).getByRole('link', { name: 'Locations' });
    await userEvent.hover(locations);
    await waitFor(() => expect(page.getByRole('tooltip')).toHaveTextContent('Locations'), {
      timeout: TOOLTIP_SHOW_DELAY_MS * 3,
    });
  },
};

/** In the rail a group opens a menu of its links beside it; the current page is marked. */
export const RailGroupMenu: Story = {
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Data' }));
    const menu = await page.findByRole('menu', { name: 'Data' });
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
    await expect(within(menu).getByRole('menuitem', { name: 'Exceedances' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * The rail's group menu works from the keyboard (arrows move, Enter follows the link) and with the
 * pointer; choosing a link closes the menu even though the router cancels the click.
 */
export const RailGroupMenuFollowsLink: Story = {
  tags: ['!visual'],
  args: { defaultCollapsed: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const data = within(canvasElement).getByRole('button', { name: 'Data' });
    data.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu', { name: 'Data' });
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Readings' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(navigate).toHaveBeenCalledWith('/data/wind');
    await waitFor(() => expect(data).toHaveFocus());

    await userEvent.click(data);
    await userEvent.click(await page.findByRole('menuitem', { name: 'Readings' }));
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(navigate).toHaveBeenLastCalledWith('/data/readings');
  },
};

/**
 * The toggle shrinks the navigation to the rail and back; its name says what it will do and
 * `onCollapsedChange` reports the user's choice.
 */
export const CollapseToRailAndBack: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Project' });
    const navWidth = nav.getBoundingClientRect().width;
    await userEvent.click(canvas.getByRole('button', { name: 'Collapse navigation' }));
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
    await waitFor(() => expect(nav.getBoundingClientRect().width).toBeLessThan(navWidth / 2));
    await expect(canvas.queryByText('Harbour Road Redevelopment')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Overview' })).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Expand navigation' }));
    await expect(args.onCollapsedChange).toHaveBeenLastCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Collapse navigation' })).toBeVisible();
    await expect(canvas.getByText('Harbour Road Redevelopment')).toBeVisible();
  },
};

/** Controlled: the toggle asks through `onCollapsedChange`; the app's `collapsed` decides. */
export const Controlled: Story = {
  tags: ['!visual'],
  args: { collapsed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Expand navigation' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    // The story does not apply the change, so the rail stays.
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  },
};

/**
 * At 768 px and below the navigation starts as the rail, whatever the user chose on wider
 * screens. The test-runner's viewport is fixed, so the story stands in for `matchMedia`.
 */
export const NarrowViewport: Story = {
  beforeEach: () => {
    viewport = fakeViewport(true);
    return () => viewport?.restore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: 'Project' })).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    await expect(canvas.getByRole('button', { name: 'Expand navigation' })).toBeVisible();
  },
};

/**
 * On a narrow viewport the toggle widens the navigation for now without changing the user's
 * choice; crossing the breakpoint drops the widening and shows the choice (or the rail) again.
 */
export const NarrowViewportToggle: Story = {
  tags: ['!visual'],
  beforeEach: NarrowViewport.beforeEach,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Project' });
    await userEvent.click(canvas.getByRole('button', { name: 'Expand navigation' }));
    await expect(nav).toHaveAttribute('data-state', 'expanded');
    await expect(args.onCollapsedChange).not.toHaveBeenCalled();

    viewport?.setNarrow(false);
    await waitFor(() => expect(nav).toHaveAttribute('data-state', 'expanded'));
    viewport?.setNarrow(true);
    await waitFor(() => expect(nav).toHaveAttribute('data-state', 'collapsed'));
    viewport?.setNarrow(false);
    await waitFor(() => expect(nav).toHaveAttribute('data-state', 'expanded'));
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import type { OverflowMenuEntry } from '../dropdown-menu';
import type { RenderLink } from '../link';
import { PageHeader } from './page-header';

const navigate = fn();
const onAdd = fn();
const onExport = fn();
const onDuplicate = fn();
const onDelete = fn();

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

const OVERFLOW: OverflowMenuEntry[] = [
  { id: 'export', label: 'Export readings', icon: <Download />, onSelect: onExport },
  { id: 'duplicate', label: 'Duplicate project', icon: <Copy />, onSelect: onDuplicate },
  { id: 'sep', separator: true },
  {
    id: 'delete',
    label: 'Delete project',
    icon: <Trash2 />,
    onSelect: onDelete,
    variant: 'danger',
  },
];

const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: {
    title: 'Monitoring locations',
    subtitle: 'Harbour Road Redevelopment · 14 locations',
    breadcrumbs: [
      { label: 'Projects', href: '/projects' },
      { label: 'Harbour Road Redevelopment', href: '/projects/harbour-road' },
      { label: 'Locations' },
    ],
    renderLink: routerLink,
    actions: (
      <Button onClick={onAdd}>
        <Plus aria-hidden="true" className="size-4" />
        Add location
      </Button>
    ),
    overflowItems: OVERFLOW,
  },
  // The overflow menu is portalled to the body; the frame leaves it room when open.
  decorators: [
    (Story) => (
      <div className="min-h-72">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    for (const mock of [navigate, onAdd, onExport, onDuplicate, onDelete]) mock.mockClear();
  },
  tags: ['visual'],
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumbs, title, subtitle, the main action and the overflow menu. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = canvas.getByRole('navigation', { name: 'Breadcrumb' });
    const steps = within(trail).getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(within(trail).getAllByRole('link')).toHaveLength(2);
    await expect(within(trail).getByText('Locations')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Monitoring locations',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Add location' }));
    await expect(onAdd).toHaveBeenCalledTimes(1);
  },
};

/** The same header in the dark theme. */
export const DefaultDark: Story = {
  ...Default,
  globals: { theme: 'dark' },
};

/** Only a title: no breadcrumbs, subtitle or actions. */
export const TitleOnly: Story = {
  args: {
    title: 'Projects',
    subtitle: undefined,
    breadcrumbs: undefined,
    actions: undefined,
    overflowItems: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

/** A breadcrumb step is a link rendered by the app's router (`renderLink`); clicking it navigates. */
export const BreadcrumbNavigates: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const trail = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await userEvent.click(within(trail).getByRole('link', { name: 'Harbour Road Redevelopment' }));
    await expect(navigate).toHaveBeenCalledWith('/projects/harbour-road');
    await userEvent.tab({ shift: true });
    await expect(within(trail).getByRole('link', { name: 'Projects' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenLastCalledWith('/projects');
  },
};

/** Steps without `href` but with `onClick` are buttons; the default `renderLink` is a plain <a>. */
export const BreadcrumbButtonsAndAnchors: Story = {
  args: {
    renderLink: undefined,
    breadcrumbs: [
      { label: 'Projects', href: '#projects' },
      { label: 'Harbour Road Redevelopment', onClick: () => navigate('project-picker') },
      { label: 'Locations' },
    ],
  },
  play: async ({ canvasElement }) => {
    const trail = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    await expect(within(trail).getByRole('link', { name: 'Projects' })).toHaveAttribute(
      'href',
      '#projects',
    );
    await userEvent.click(
      within(trail).getByRole('button', { name: 'Harbour Road Redevelopment' }),
    );
    await expect(navigate).toHaveBeenCalledWith('project-picker');
  },
};

/** The overflow menu holds the secondary actions; choosing one runs it. */
export const OverflowMenuOpen: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    const menu = await page.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(3);
  },
};

/** Choosing an overflow item runs it, closes the menu and returns focus to the "⋮" button. */
export const OverflowMenuSelect: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('menuitem', { name: 'Export readings' }));
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onExport).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Only overflow actions, with a custom name for the menu button. */
export const OverflowOnly: Story = {
  args: { actions: undefined, overflowLabel: 'Project actions' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Project actions' }),
    ).toBeVisible();
  },
};

/** While data reloads: a small spinner and "Refreshing", announced politely. */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Refreshing');
  },
};

/** Refreshing, in the dark theme. */
export const RefreshingDark: Story = {
  ...Refreshing,
  globals: { theme: 'dark' },
};

/** The live region is present and empty while idle, and gets "Refreshing" when a reload starts. */
export const RefreshingAnnounced: Story = {
  tags: ['!visual'],
  render: function Render(args) {
    const [refreshing, setRefreshing] = useState(false);
    return (
      <PageHeader
        {...args}
        refreshing={refreshing}
        actions={
          <Button variant="secondary" onClick={() => setRefreshing((value) => !value)}>
            Reload
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(status).toHaveTextContent('Refreshing');
    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }));
    await expect(status).toHaveTextContent('');
  },
};

/** In a narrow column the actions wrap under the title; a long title wraps too. */
export const Narrow: Story = {
  args: { title: 'PM10 exceedances at the north perimeter', refreshing: true },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    const action = canvas.getByRole('button', { name: 'Add location' });
    await expect(action.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      title.getBoundingClientRect().bottom,
    );
  },
};

/** Wide enough: the actions sit at the end of the title row. */
export const Wide: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByRole('heading', { level: 1 });
    const action = canvas.getByRole('button', { name: 'Add location' });
    await expect(action.getBoundingClientRect().top).toBeLessThan(
      title.getBoundingClientRect().bottom,
    );
    await expect(action.getBoundingClientRect().left).toBeGreaterThan(
      title.getBoundingClientRect().left,
    );
  },
};

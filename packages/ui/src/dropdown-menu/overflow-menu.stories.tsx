import type { Meta, StoryObj } from '@storybook/react-vite';
import { Copy, Download, Pencil, Trash2 } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { OverflowMenu, type OverflowMenuEntry } from './dropdown-menu';

const onEdit = fn();
const onDuplicate = fn();
const onExport = fn();
const onDelete = fn();

const ITEMS: OverflowMenuEntry[] = [
  { id: 'edit', label: 'Edit location', icon: <Pencil />, onSelect: onEdit },
  { id: 'duplicate', label: 'Duplicate', icon: <Copy />, onSelect: onDuplicate },
  {
    id: 'export',
    label: 'Export readings',
    icon: <Download />,
    onSelect: onExport,
    disabled: true,
  },
  { id: 'sep', separator: true },
  {
    id: 'delete',
    label: 'Delete location',
    icon: <Trash2 />,
    onSelect: onDelete,
    variant: 'danger',
  },
];

const meta = {
  title: 'Components/OverflowMenu',
  component: OverflowMenu,
  args: { items: ITEMS, onOpenChange: fn() },
  // The menu is portalled to the body and opens below the trigger, aligned to its end.
  decorators: [
    (Story) => (
      <div className="flex min-h-72 justify-center">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    for (const mock of [onEdit, onDuplicate, onExport, onDelete]) mock.mockClear();
  },
  tags: ['visual'],
} satisfies Meta<typeof OverflowMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: a "⋮" button named "More actions" by default. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Open: items with icons, a disabled item, a separator and a danger item. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    const menu = await page.findByRole('menu');
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(4);
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
    await expect(within(menu).getByRole('menuitem', { name: 'Export readings' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Open, in the dark theme. */
export const OpenDark: Story = {
  ...Open,
  globals: { theme: 'dark' },
};

/** A custom label names what the actions are about, e.g. in a table row. */
export const CustomLabel: Story = {
  args: { label: 'Actions for North perimeter fence', size: 'sm' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Actions for North perimeter fence' }),
    ).toBeVisible();
  },
};

/** A disabled trigger cannot open the menu. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(page.queryByRole('menu')).not.toBeInTheDocument();
  },
};

/** Enter opens it on the first item; Escape closes it and focus returns to the trigger. */
export const OpensWithEnterEscapeReturnsFocus: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Edit location' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(onEdit).not.toHaveBeenCalled();
  },
};

/** ArrowDown opens it too; the arrows skip the disabled item and Enter runs the danger item. */
export const OpensWithArrowDown: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'More actions' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Edit location' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete location' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onDelete).toHaveBeenCalledTimes(1);
    await expect(onExport).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Clicking an item runs it and closes the menu. */
export const SelectItem: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'More actions' }));
    await userEvent.click(await page.findByRole('menuitem', { name: 'Duplicate' }));
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onDuplicate).toHaveBeenCalledTimes(1);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

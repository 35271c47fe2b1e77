import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronDown, Download, Pencil, Share2, Trash2 } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from './dropdown-menu';

const onRename = fn();
const onExport = fn();
const onShare = fn();
const onDelete = fn();
const onArchive = fn();
const onShowOffline = fn();

/** A location's actions: a label, items with icons, a disabled item, checkboxes and a danger item. */
function LocationMenu(props: ComponentProps<typeof DropdownMenu>) {
  const [showOffline, setShowOffline] = useState(false);
  const [showForecast, setShowForecast] = useState(true);
  return (
    <DropdownMenu {...props}>
      <DropdownMenuTrigger asChild>
        <Button variant="secondary">
          Location actions
          <ChevronDown aria-hidden="true" className="size-4" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="start">
        <DropdownMenuGroup>
          <DropdownMenuLabel>North perimeter fence</DropdownMenuLabel>
          <DropdownMenuItem onSelect={onRename}>
            <Pencil aria-hidden="true" />
            Rename
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onExport}>
            <Download aria-hidden="true" />
            Export readings
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onShare} disabled>
            <Share2 aria-hidden="true" />
            Share with client
          </DropdownMenuItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuGroup>
          <DropdownMenuLabel>Chart</DropdownMenuLabel>
          <DropdownMenuCheckboxItem
            checked={showOffline}
            onCheckedChange={(checked) => {
              onShowOffline(checked);
              setShowOffline(checked);
            }}
          >
            Show offline sensors
          </DropdownMenuCheckboxItem>
          <DropdownMenuCheckboxItem checked={showForecast} onCheckedChange={setShowForecast}>
            Show forecast
          </DropdownMenuCheckboxItem>
        </DropdownMenuGroup>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={onArchive}>Archive</DropdownMenuItem>
        <DropdownMenuItem variant="danger" onSelect={onDelete}>
          <Trash2 aria-hidden="true" />
          Delete location
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  render: (args) => <LocationMenu {...args} />,
  // The menu is portalled to the body; the frame leaves it room below the trigger.
  decorators: [
    (Story) => (
      <div className="min-h-[34rem]">
        <Story />
      </div>
    ),
  ],
  beforeEach: () => {
    for (const mock of [onRename, onExport, onShare, onDelete, onArchive, onShowOffline]) {
      mock.mockClear();
    }
  },
  tags: ['visual'],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Open: a group label, items with icons, a disabled item, separators, checkbox items and a danger item. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const menu = await page.findByRole('menu');
    await expect(within(menu).getAllByRole('menuitem')).toHaveLength(5);
    await expect(within(menu).getAllByRole('menuitemcheckbox')).toHaveLength(2);
    await expect(within(menu).getAllByRole('separator')).toHaveLength(2);
    await expect(within(menu).getByRole('menuitem', { name: 'Share with client' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(
      within(menu).getByRole('menuitemcheckbox', { name: 'Show forecast' }),
    ).toBeChecked();
  },
};

/** Open, in the dark theme. */
export const OpenDark: Story = {
  ...Open,
  globals: { theme: 'dark' },
};

/**
 * Enter opens the menu on its first item; the arrow keys move, skipping the disabled item; Enter
 * runs the highlighted item, closes the menu and returns focus to the trigger.
 */
export const KeyboardNavigation: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Location actions' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await page.findByRole('menu');
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Rename' })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: 'Export readings' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(
      within(menu).getByRole('menuitemcheckbox', { name: 'Show offline sensors' }),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Export readings' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(within(menu).getByRole('menuitem', { name: 'Delete location' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onExport).toHaveBeenCalledTimes(1);
    await expect(onRename).not.toHaveBeenCalled();
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Clicking an item calls its onSelect and closes the menu; the danger item works the same way. */
export const SelectWithPointer: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Location actions' });
    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('menuitem', { name: 'Rename' }));
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onRename).toHaveBeenCalledTimes(1);

    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole('menuitem', { name: 'Delete location' }));
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await expect(onDelete).toHaveBeenCalledTimes(1);
  },
};

/** A disabled item can be seen but not chosen: clicking it does nothing and the menu stays open. */
export const DisabledItem: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Location actions' }));
    const item = await page.findByRole('menuitem', { name: 'Share with client' });
    await expect(item).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(item, { pointerEventsCheck: 0 });
    await expect(onShare).not.toHaveBeenCalled();
    await expect(page.getByRole('menu')).toBeVisible();
  },
};

/** A checkbox item toggles its option and shows a check mark while checked. */
export const CheckboxItems: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: 'Location actions' });
    await userEvent.click(trigger);
    const offline = await page.findByRole('menuitemcheckbox', { name: 'Show offline sensors' });
    await expect(offline).not.toBeChecked();
    await userEvent.click(offline);
    await expect(onShowOffline).toHaveBeenCalledWith(true);
    await waitFor(() => expect(page.queryByRole('menu')).not.toBeInTheDocument());
    await userEvent.click(trigger);
    await expect(
      await page.findByRole('menuitemcheckbox', { name: 'Show offline sensors' }),
    ).toBeChecked();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from './tabs';

const ITEMS: TabItem[] = [
  { value: 'overview', label: 'Overview', content: <p>Average PM10 this week: 18 µg/m³.</p> },
  { value: 'alerts', label: 'Alerts', content: <p>3 alerts were triggered this week.</p> },
  { value: 'reports', label: 'Reports', content: <p>The monthly report is scheduled.</p> },
];

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { items: ITEMS, label: 'Project sections', onValueChange: fn() },
  tags: ['visual'],
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab is selected by default; clicking another tab shows its panel. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'Project sections' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Average PM10');
    await userEvent.click(canvas.getByRole('tab', { name: 'Alerts' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('alerts');
    await expect(canvas.getByRole('tab', { name: 'Alerts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel', { name: 'Alerts' })).toHaveTextContent(
      '3 alerts were triggered',
    );
    // Return to the first tab so the screenshot shows the default state.
    await userEvent.click(canvas.getByRole('tab', { name: 'Overview' }));
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  },
};

/** The tabs in the dark theme. */
export const DefaultDark: Story = {
  globals: { theme: 'dark' },
};

/** ArrowRight moves to and selects the next tab; it wraps from the last to the first. */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    const alerts = canvas.getByRole('tab', { name: 'Alerts' });
    await expect(alerts).toHaveFocus();
    await expect(alerts).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('3 alerts');
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Overview' })).toHaveFocus();
  },
};

/** Opens on a chosen tab; a disabled tab cannot be selected. */
export const DefaultValueAndDisabled: Story = {
  args: {
    defaultValue: 'reports',
    items: ITEMS.map((item) => (item.value === 'alerts' ? { ...item, disabled: true } : item)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Reports' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tab', { name: 'Alerts' })).toBeDisabled();
  },
};

/** Controlled: the parent owns the selected tab. */
export const Controlled: Story = {
  tags: ['!visual'],
  render: function Render(args) {
    const [value, setValue] = useState('alerts');
    return (
      <div className="flex flex-col gap-2">
        <p>Selected: {value}</p>
        <Tabs {...args} value={value} onValueChange={setValue} />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Selected: alerts')).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: 'Reports' }));
    await expect(canvas.getByText('Selected: reports')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag, type TagTone } from './tag';

const meta = {
  title: 'Components/Tag',
  component: Tag,
  args: { children: 'PM2.5' },
  tags: ['visual'],
} satisfies Meta<typeof Tag>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A neutral tag: just its text. */
export const Neutral: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('PM2.5')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const TONES: [TagTone, string][] = [
  ['neutral', 'Draft'],
  ['info', 'Scheduled'],
  ['ok', 'Active'],
  ['caution', 'Trial ending'],
  ['warning', 'Over limit'],
  ['offline', 'Archived'],
];

/** Every tone; the text carries the meaning, the tone supports it. */
export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      {TONES.map(([tone, text]) => (
        <Tag key={tone} tone={tone}>
          {text}
        </Tag>
      ))}
      <Tag tone="info" onDismiss={fn()} dismissLabel="Remove Site A">
        Site A
      </Tag>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [, text] of TONES) await expect(canvas.getByText(text)).toBeVisible();
  },
};

/** The tones in the dark theme. */
export const TonesDark: Story = {
  ...Tones,
  globals: { theme: 'dark' },
};

/** A dismissible tag calls onDismiss from its labelled button. */
export const Dismissible: Story = {
  args: { children: 'Site A', tone: 'info', onDismiss: fn(), dismissLabel: 'Remove Site A' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remove Site A' }));
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

function FilterTags() {
  const [sites, setSites] = useState(['Site A', 'Site B', 'Site C']);
  return (
    <ul aria-label="Filters" className="flex flex-wrap gap-2">
      {sites.map((site) => (
        <li key={site}>
          <Tag
            tone="info"
            dismissLabel={`Remove ${site}`}
            onDismiss={() => setSites((current) => current.filter((s) => s !== site))}
          >
            {site}
          </Tag>
        </li>
      ))}
    </ul>
  );
}

/** Given filter tags, when one is dismissed (by mouse or keyboard), it leaves the list. */
export const DismissFromList: Story = {
  tags: ['!visual'],
  render: () => <FilterTags />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Filters' });
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Site B' }));
    await expect(within(list).queryByText('Site B')).toBeNull();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Remove Site A' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(list).queryByText('Site A')).toBeNull();
    await expect(within(list).getByText('Site C')).toBeVisible();
  },
};

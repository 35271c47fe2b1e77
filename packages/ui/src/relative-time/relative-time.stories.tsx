import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RelativeTime } from './relative-time';
import { ENGLISH_RELATIVE_TIME, type RelativeTimeFormat } from './relative-time-key';

const NOW = Date.UTC(2024, 4, 14, 9, 30, 0);
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const meta = {
  title: 'Components/RelativeTime',
  component: RelativeTime,
  args: {
    value: NOW - 2 * HOUR,
    now: NOW,
    format: ENGLISH_RELATIVE_TIME,
    timeZone: 'Etc/UTC',
  },
  tags: ['visual'],
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two hours ago, with the absolute time as its title and the ISO time for machines. */
export const HoursAgo: Story = {
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('2 hours ago');
    await expect(time.tagName).toBe('TIME');
    await expect(time).toHaveAttribute('datetime', '2024-05-14T07:30:00.000Z');
    // Intl may put a narrow no-break space before AM, hence \s.
    await expect(time.getAttribute('title')).toMatch(/^May 14, 2024, 7:30\sAM$/);
  },
};

const WORDING: [string, number][] = [
  ['59 min ago', 59 * MINUTE],
  ['1 h ago', HOUR],
  ['5 h ago', 5 * HOUR],
  ['1 d ago', DAY],
  ['3 d ago', 3 * DAY],
  ['7 d ago', 7 * DAY],
  ['29 d ago', 29 * DAY],
  ['30 d ago', 30 * DAY],
  ['60 d ago', 60 * DAY],
];

/** Every phrase of the spec's English wording. */
export const Wording: Story = {
  render: (args) => (
    <dl className="grid w-fit grid-cols-[auto_auto] gap-x-6 gap-y-1 text-sm">
      {WORDING.map(([elapsed, ms]) => (
        <div key={elapsed} className="contents">
          <dt className="text-text-muted">{elapsed}</dt>
          <dd>
            <RelativeTime {...args} value={NOW - ms} />
          </dd>
        </div>
      ))}
    </dl>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const text of [
      'now',
      'an hour ago',
      '5 hours ago',
      'a day ago',
      '3 days ago',
      'a week ago',
      '4 weeks ago',
      'a month ago',
      'over a month ago',
    ]) {
      await expect(canvas.getByText(text)).toBeVisible();
    }
  },
};

/** The wording in the dark theme. */
export const WordingDark: Story = {
  ...Wording,
  globals: { theme: 'dark' },
};

const SPANISH: RelativeTimeFormat = (key, count) =>
  ({
    now: 'ahora',
    anHourAgo: 'hace una hora',
    hoursAgo: `hace ${count} horas`,
    aDayAgo: 'hace un día',
    daysAgo: `hace ${count} días`,
    aWeekAgo: 'hace una semana',
    weeksAgo: `hace ${count} semanas`,
    aMonthAgo: 'hace un mes',
    overAMonthAgo: 'hace más de un mes',
  })[key];

/** The app supplies the wording: here a Spanish formatter with the Spanish locale. */
export const Translated: Story = {
  args: { value: NOW - 3 * DAY, format: SPANISH },
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const time = within(canvasElement).getByText('hace 3 días');
    await expect(time).toHaveAttribute('datetime', '2024-05-11T09:30:00.000Z');
  },
};

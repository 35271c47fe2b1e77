import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { contributionRoutes, STORY_CONTRIBUTIONS } from '../../__fixtures__/contributions';
import { ScreenStory } from '../../__fixtures__/screen-story';
import UserContributionsPage from './user-contributions-page';

type Options = Parameters<typeof contributionRoutes>[0];

/** Twenty-three contributions, so the list has three pages of ten. */
const MANY = Array.from({ length: 23 }, (_, index) => ({
  ...(STORY_CONTRIBUTIONS[
    index % STORY_CONTRIBUTIONS.length
  ] as (typeof STORY_CONTRIBUTIONS)[number]),
  Id: 800 + index,
  Name: `Contribution ${String(index + 1).padStart(2, '0')}`,
  CreatedDate: new Date(Date.UTC(2026, 10, 1 + index, 12)).toISOString(),
}));

const meta = {
  title: 'Screens/Contributions/Your contributions',
  component: UserContributionsPage,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => (
    <div className="min-h-[calc(100vh-2rem)]" style={parameters.phone ? { width: 390 } : undefined}>
      <ScreenStory
        routes={contributionRoutes(parameters.fixture as Options)}
        path="/OneView/contributions"
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <UserContributionsPage />
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof UserContributionsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Every contribution the user can see, with its organisation and project; created times on this
 * browser's clock with the zone under each.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByTestId('user-contributions'));
    await table.findByText('Pier block averages');
    await expect(
      table.getAllByRole('columnheader').map((header) => header.textContent?.trim()),
    ).toEqual(expect.arrayContaining(['Name', 'Organisation', 'Project', 'Type', 'Created']));
    const rows = table.getAllByTestId('contribution-name').map((name) => name.textContent);
    await expect(rows).toEqual([
      'Pier block averages',
      'Excavation PM2.5',
      'Rule 1466 PM10',
      'Perimeter dust and VOC',
    ]);
    const pier = table.getByRole('row', { name: /Pier block averages/ });
    await expect(pier).toHaveTextContent('Harbour Consulting');
    await expect(pier).toHaveTextContent('NJ PAM');
    await expect(pier).toHaveTextContent(/UTC[+-]\d\d:\d\d/);
  },
};

/** The list in French. */
export const French: Story = {
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Contribution de site DER-10')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Contributions');
  },
};

/** At a phone's width the table scrolls inside its box; the heading and search stay on screen. */
export const PhoneWidth: Story = {
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Pier block averages');
    await expect(canvas.getByRole('searchbox')).toBeVisible();
  },
};

/** The search keeps the matching rows (name, organisation, project, type). */
export const Search: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByTestId('user-contributions'));
    await table.findByText('Pier block averages');
    await userEvent.type(canvas.getByRole('searchbox'), 'harbour');
    await waitFor(() =>
      expect(table.getAllByTestId('contribution-name').map((name) => name.textContent)).toEqual([
        'Pier block averages',
      ]),
    );
    await userEvent.clear(canvas.getByRole('searchbox'));
    await userEvent.type(canvas.getByRole('searchbox'), 'no such thing');
    await expect(await table.findByText('No results found.')).toBeVisible();
  },
};

/** Ten rows a page at first; the next page holds the next ten, the last three. */
export const Paging: Story = {
  tags: ['!visual'],
  parameters: { fixture: { contributions: MANY } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = within(await canvas.findByTestId('user-contributions'));
    await table.findByText('Contribution 23');
    await expect(table.getAllByTestId('contribution-name')).toHaveLength(10);
    await userEvent.click(canvas.getByRole('button', { name: /next page/i }));
    await waitFor(() =>
      expect(table.getAllByTestId('contribution-name')[0]).toHaveTextContent('Contribution 13'),
    );
    await userEvent.click(canvas.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(table.getAllByTestId('contribution-name')).toHaveLength(3));
  },
};

/** No contributions at all. */
export const Empty: Story = {
  tags: ['!visual'],
  parameters: { fixture: { contributions: [] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('You have no contributions yet.'),
    ).toBeVisible();
  },
};

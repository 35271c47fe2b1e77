import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { STAR_POP_MS, Tile, TileGrid, TileSkeleton, type TileProps } from './tile';

/** A tile whose favourite state is held by the page, as the Projects list holds it. */
function ProjectTile({ favourite: initial = false, onFavouriteChange, ...args }: TileProps) {
  const [favourite, setFavourite] = useState(initial);
  return (
    <Tile
      {...args}
      favourite={favourite}
      onFavouriteChange={(next) => {
        setFavourite(next);
        onFavouriteChange?.(next);
      }}
    />
  );
}

/** Moves the pointer off a button so its hover tooltip never opens (stable screenshots). */
async function settleTooltip(canvasElement: HTMLElement, button: HTMLElement) {
  await userEvent.unhover(button);
  const page = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
}

const PROJECTS = [
  { id: 'p1', name: 'Harbour Road Redevelopment', org: 'Northwind Consulting', place: 'Leeds, UK' },
  {
    id: 'p2',
    name: 'Airport Runway 2 Extension',
    org: 'Skyline Environmental',
    place: 'Bristol, UK',
  },
  { id: 'p3', name: 'Riverside Quarry', org: 'Northwind Consulting', place: 'Matlock, UK' },
  { id: 'p4', name: 'City Centre Clean Air Zone', org: 'Civic Air Ltd', place: 'Birmingham, UK' },
];

const meta = {
  title: 'Components/Tile',
  component: Tile,
  args: {
    title: 'Harbour Road Redevelopment',
    lines: ['Northwind Consulting', 'Leeds, UK'],
    href: '#projects/p1',
    onFavouriteChange: fn(),
    className: 'max-w-xs',
  },
  render: (args) => <ProjectTile {...args} />,
  tags: ['visual'],
} satisfies Meta<typeof Tile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Name, organisation and location; the star toggles the favourite and View opens the project. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('article', {
      name: 'Harbour Road Redevelopment',
    });
    await expect(within(tile).getByText('Northwind Consulting')).toBeVisible();
    const view = within(tile).getByRole('link', { name: 'View' });
    await expect(view).toHaveAttribute('href', '#projects/p1');
    await expect(view).toHaveAccessibleDescription('Harbour Road Redevelopment');
    const star = within(tile).getByRole('button', { name: 'Add to favourites' });
    await expect(star).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The states side by side in the dark theme: plain, favourite, pending and inaccessible. */
export const StatesDark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <TileGrid aria-label="Projects" className="max-w-3xl">
      <Tile {...args} className={undefined} />
      <Tile {...args} className={undefined} title="Airport Runway 2 Extension" favourite />
      <Tile {...args} className={undefined} title="Riverside Quarry" favourite favouritePending />
      <Tile
        {...args}
        className={undefined}
        title="City Centre Clean Air Zone"
        accessible={false}
        inaccessibleReason="Your licence for this project has expired."
      />
    </TileGrid>
  ),
};

/** Given a tile, when the star is pressed, it becomes pressed, renamed, and reports the change. */
export const ToggleFavourite: Story = {
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('article');
    await userEvent.click(within(tile).getByRole('button', { name: 'Add to favourites' }));
    await expect(args.onFavouriteChange).toHaveBeenLastCalledWith(true);
    const star = within(tile).getByRole('button', { name: 'Remove from favourites' });
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await expect(star).toHaveFocus();
    // The pop settles back, so the screenshot is stable.
    await waitFor(() => expect(star.querySelector('[data-popping]')).toBeNull(), {
      timeout: STAR_POP_MS * 10,
    });
    await settleTooltip(canvasElement, star);
  },
};

/** Keyboard: Space and Enter toggle the star and focus stays on it. */
export const ToggleWithKeyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('article');
    await userEvent.tab();
    const star = within(tile).getByRole('button', { name: 'Add to favourites' });
    await expect(star).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    await expect(star).toHaveFocus();
    await expect(args.onFavouriteChange).toHaveBeenCalledTimes(2);
    await userEvent.tab();
    await expect(within(tile).getByRole('link', { name: 'View' })).toHaveFocus();
  },
};

/** A favourite: the star is filled and pressed. */
export const Favourite: Story = {
  args: { favourite: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Remove from favourites' }),
    ).toHaveAttribute('aria-pressed', 'true');
  },
};

/** While the change is saved the star is busy and ignores presses, keeping focus. */
export const FavouritePending: Story = {
  args: { favourite: true, favouritePending: true },
  play: async ({ canvasElement, args }) => {
    const star = within(canvasElement).getByRole('button', { name: 'Remove from favourites' });
    await expect(star).toHaveAttribute('aria-busy', 'true');
    await expect(star).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(star);
    await expect(args.onFavouriteChange).not.toHaveBeenCalled();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await settleTooltip(canvasElement, star);
  },
};

/**
 * Without access (CanAccessProject false) the star and View are unavailable: they stay
 * focusable, do nothing, and say why in a tooltip and their description.
 */
export const Inaccessible: Story = {
  args: {
    accessible: false,
    inaccessibleReason: 'Your licence for this project has expired.',
    onView: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    const tile = within(canvasElement).getByRole('article');
    const star = within(tile).getByRole('button', { name: 'Add to favourites' });
    const view = within(tile).getByRole('button', { name: 'View' });
    await expect(within(tile).queryByRole('link')).toBeNull();
    await expect(star).toHaveAttribute('aria-disabled', 'true');
    await expect(view).toHaveAttribute('aria-disabled', 'true');
    await expect(view).toHaveAccessibleDescription(
      'Harbour Road Redevelopment Your licence for this project has expired.',
    );
    await userEvent.click(star);
    await userEvent.click(view);
    await expect(args.onFavouriteChange).not.toHaveBeenCalled();
    await expect(args.onView).not.toHaveBeenCalled();
    await expect(star).toHaveAttribute('aria-pressed', 'false');
    view.blur();
    star.focus();
    await userEvent.tab();
    await expect(view).toHaveFocus();
    await expect(await page.findByRole('tooltip')).toHaveTextContent(
      'Your licence for this project has expired.',
    );
  },
};

/** Without access, in the dark theme. */
export const InaccessibleDark: Story = {
  args: {
    accessible: false,
    inaccessibleReason: 'Your licence for this project has expired.',
  },
  globals: { theme: 'dark' },
};

/** View as a button (`onView`) instead of a link. */
export const ViewButton: Story = {
  args: { href: undefined, onView: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'View' }));
    await expect(args.onView).toHaveBeenCalledTimes(1);
  },
};

/** View through the app's router link (`renderLink`), which gets the button look. */
export const RouterLink: Story = {
  tags: ['!visual'],
  args: {
    href: undefined,
    renderLink: (children) => (
      <a href="#/projects/p1/settings" data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvasElement }) => {
    const view = within(canvasElement).getByRole('link', { name: 'View' });
    await expect(view).toHaveAttribute('href', '#/projects/p1/settings');
    await expect(view).toHaveAttribute('data-router-link');
    await expect(view).toHaveAttribute('data-slot', 'tile-view');
    await expect(view).toHaveAccessibleDescription('Harbour Road Redevelopment');
  },
};

/** A long name wraps instead of being cut off. */
export const LongName: Story = {
  args: {
    title: 'Northern Distributor Road Phase 3 Construction Dust and Noise Monitoring Programme',
    lines: ['Northwind Environmental Consulting Partnership LLP', 'Kingston upon Hull, UK'],
  },
};

/** A responsive grid of tiles: as many 16 rem columns as fit. */
export const Grid: Story = {
  render: (args) => (
    <TileGrid aria-label="All projects">
      {PROJECTS.map((project, index) => (
        <ProjectTile
          key={project.id}
          {...args}
          className={undefined}
          title={project.name}
          lines={[project.org, project.place]}
          href={`#projects/${project.id}`}
          favourite={index === 1}
          accessible={index !== 3}
          inaccessibleReason="Your licence for this project has expired."
        />
      ))}
    </TileGrid>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'All projects' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getAllByRole('article')).toHaveLength(4);
  },
};

/** The grid, in the dark theme. */
export const GridDark: Story = {
  ...Grid,
  globals: { theme: 'dark' },
};

/** While loading, the grid shows tile skeletons and announces "Loading". */
export const Loading: Story = {
  render: () => <TileGrid aria-label="All projects" loading skeletonCount={4} />,
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Loading');
    await expect(within(canvasElement).queryByRole('list')).toBeNull();
  },
};

/** Loading, in the dark theme. */
export const LoadingDark: Story = {
  ...Loading,
  globals: { theme: 'dark' },
};

/** One skeleton on its own, for custom loading layouts. */
export const Skeleton: Story = {
  render: () => <TileSkeleton className="max-w-xs" />,
};

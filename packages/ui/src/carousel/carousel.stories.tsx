import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { Carousel } from './carousel';

const SLIDES = [
  {
    title: 'New: PM1 readings',
    text: 'Optical particle counters now report PM1 alongside PM2.5 and PM10.',
  },
  {
    title: 'Scheduled maintenance',
    text: 'The dashboard is read-only on Saturday 18 May from 06:00 to 08:00 UTC.',
  },
  {
    title: 'Report templates',
    text: 'The DER-10 layout is available for monthly contribution reports.',
  },
  {
    title: 'Mobile alerts',
    text: 'Text-message alerts can now be limited to working hours.',
  },
];

function Slide({ title, text, index }: { title: string; text: string; index: number }) {
  return (
    <div className="bg-surface-sunken flex h-40 flex-col gap-2 p-6">
      <h3 className="text-base font-semibold">{title}</h3>
      <p className="text-text-muted text-sm">{text}</p>
      <a className="text-interactive text-sm underline" href={`#announcement-${index + 1}`}>
        Read more about {title.toLowerCase()}
      </a>
    </div>
  );
}

const meta = {
  title: 'Components/Carousel',
  component: Carousel,
  args: {
    label: 'Announcements',
    onIndexChange: fn(),
    className: 'max-w-xl',
    children: SLIDES.map((slide, index) => <Slide key={slide.title} {...slide} index={index} />),
  },
  tags: ['visual'],
} satisfies Meta<typeof Carousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The slide in view (the others are inert and hidden from assistive technology). */
function currentSlide(canvasElement: HTMLElement): HTMLElement {
  const slide = canvasElement.querySelector<HTMLElement>(
    '[data-slot="carousel-slide"][data-current]',
  );
  if (!slide) throw new Error('No current slide');
  return slide;
}

function viewport(canvasElement: HTMLElement): HTMLElement {
  const element = canvasElement.querySelector<HTMLElement>('[data-slot="carousel-viewport"]');
  if (!element) throw new Error('No viewport');
  return element;
}

/** Moves the pointer off a button so its hover tooltip never opens (stable screenshots). */
async function settleTooltip(canvasElement: HTMLElement, button: HTMLElement) {
  await userEvent.unhover(button);
  const page = within(canvasElement.ownerDocument.body);
  await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
}

/** Simulates a horizontal pointer drag of `deltaX` pixels across the slides. */
function swipe(element: HTMLElement, deltaX: number) {
  const box = element.getBoundingClientRect();
  const startX = box.left + box.width / 2;
  const clientY = box.top + box.height / 2;
  const init = { pointerId: 7, pointerType: 'touch', isPrimary: true, button: 0, clientY };
  fireEvent.pointerDown(element, { ...init, clientX: startX });
  fireEvent.pointerMove(element, { ...init, clientX: startX + deltaX / 2 });
  fireEvent.pointerMove(element, { ...init, clientX: startX + deltaX });
  fireEvent.pointerUp(element, { ...init, clientX: startX + deltaX });
}

/** The first slide: a labelled carousel region of slide groups, Previous unavailable at the start. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Announcements' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = within(region).getByRole('group', { name: 'Slide 1 of 4' });
    await expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    await expect(slide).toHaveTextContent('New: PM1 readings');
    // Only the slide in view is exposed.
    await expect(within(region).getAllByRole('group')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  },
};

/** The first slide, in the dark theme. */
export const DefaultDark: Story = {
  ...Default,
  globals: { theme: 'dark' },
};

/** Previous and Next move one slide; Next is unavailable on the last slide without `loop`. */
export const Buttons: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next slide' });
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    await userEvent.click(next);
    await expect(currentSlide(canvasElement)).toHaveTextContent('Scheduled maintenance');
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await userEvent.click(next);
    await userEvent.click(next);
    await expect(currentSlide(canvasElement)).toHaveTextContent('Mobile alerts');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await expect(currentSlide(canvasElement)).toHaveTextContent('Mobile alerts');
    await expect(args.onIndexChange).toHaveBeenCalledTimes(3);
    // Focus stays on Next even when it becomes unavailable.
    await expect(next).toHaveFocus();
    await userEvent.click(previous);
    await expect(currentSlide(canvasElement)).toHaveTextContent('Report templates');
    await expect(canvas.getByRole('group', { name: 'Slide 3 of 4' })).toBeVisible();
    await settleTooltip(canvasElement, previous);
  },
};

/** The buttons, in the dark theme, ending on the third slide. */
export const ButtonsDark: Story = {
  ...Buttons,
  globals: { theme: 'dark' },
};

/** The dots pick a slide directly; the current dot is marked. */
export const Dots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 3 of 4' }));
    await expect(currentSlide(canvasElement)).toHaveTextContent('Report templates');
    await expect(canvas.getByRole('button', { name: 'Slide 3 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Slide 1 of 4' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

/**
 * Keyboard: on the controls, the arrow keys move one slide and Home and End jump to the ends;
 * on the dots focus follows the selection. Tab reaches only the current dot.
 */
export const Keyboard: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    previous.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(currentSlide(canvasElement)).toHaveTextContent('Scheduled maintenance');
    await userEvent.keyboard('{ArrowRight}');
    await expect(currentSlide(canvasElement)).toHaveTextContent('Report templates');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(currentSlide(canvasElement)).toHaveTextContent('Scheduled maintenance');
    await userEvent.keyboard('{End}');
    await expect(currentSlide(canvasElement)).toHaveTextContent('Mobile alerts');
    await userEvent.keyboard('{Home}');
    await expect(currentSlide(canvasElement)).toHaveTextContent('New: PM1 readings');
    await expect(previous).toHaveFocus();

    await userEvent.tab();
    const firstDot = canvas.getByRole('button', { name: 'Slide 1 of 4' });
    await expect(firstDot).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Slide 2 of 4' })).toHaveFocus();
    await expect(currentSlide(canvasElement)).toHaveTextContent('Scheduled maintenance');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
  },
};

/**
 * Swipes: a 30 px drag snaps back, an 80 px drag moves one slide; dragging right goes back.
 * The threshold is 50 px.
 */
export const Swipe: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement, args }) => {
    const element = viewport(canvasElement);
    swipe(element, -30);
    await waitFor(() => expect(element).not.toHaveAttribute('data-dragging'));
    await expect(currentSlide(canvasElement)).toHaveTextContent('New: PM1 readings');
    await expect(args.onIndexChange).not.toHaveBeenCalled();

    swipe(element, -80);
    await waitFor(() =>
      expect(currentSlide(canvasElement)).toHaveTextContent('Scheduled maintenance'),
    );
    await expect(args.onIndexChange).toHaveBeenLastCalledWith(1);

    swipe(element, -49);
    await expect(currentSlide(canvasElement)).toHaveTextContent('Scheduled maintenance');
    swipe(element, -50);
    await waitFor(() => expect(currentSlide(canvasElement)).toHaveTextContent('Report templates'));

    swipe(element, 80);
    await waitFor(() =>
      expect(currentSlide(canvasElement)).toHaveTextContent('Scheduled maintenance'),
    );
    await expect(args.onIndexChange).toHaveBeenCalledTimes(3);
  },
};

const slideClick = fn();

/** A drag that ends on a link inside the slide does not follow the link. */
export const SwipeDoesNotClick: Story = {
  tags: ['!visual'],
  render: (args) => (
    <Carousel {...args}>
      {SLIDES.map((slide) => (
        <button
          key={slide.title}
          type="button"
          className="bg-surface-sunken h-40 w-full p-6 text-start"
          onClick={slideClick}
        >
          {slide.title}
        </button>
      ))}
    </Carousel>
  ),
  play: async ({ canvasElement }) => {
    slideClick.mockClear();
    const element = viewport(canvasElement);
    swipe(element, -80);
    await waitFor(() =>
      expect(currentSlide(canvasElement)).toHaveTextContent('Scheduled maintenance'),
    );
    fireEvent.click(within(canvasElement).getByRole('button', { name: 'Scheduled maintenance' }));
    await expect(slideClick).not.toHaveBeenCalled();
    // A plain click (no drag) still works.
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: 'Scheduled maintenance' }),
    );
    await expect(slideClick).toHaveBeenCalledTimes(1);
  },
};

/** With `loop`, Previous on the first slide goes to the last and Next on the last to the first. */
export const Loop: Story = {
  args: { loop: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = canvas.getByRole('button', { name: 'Previous slide' });
    await expect(previous).not.toHaveAttribute('aria-disabled');
    await userEvent.click(previous);
    await expect(currentSlide(canvasElement)).toHaveTextContent('Mobile alerts');
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await userEvent.click(next);
    await expect(currentSlide(canvasElement)).toHaveTextContent('New: PM1 readings');
    await settleTooltip(canvasElement, next);
  },
};

/** Only the slide in view can take focus; the others are inert and hidden. */
export const OffscreenSlidesInert: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvasElement.querySelectorAll<HTMLAnchorElement>(
      '[data-slot="carousel-slide"] a',
    );
    await expect(links).toHaveLength(4);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    links[1]?.focus();
    await expect(links[1]).not.toHaveFocus();
    links[0]?.focus();
    await expect(links[0]).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    links[1]?.focus();
    await expect(links[1]).toHaveFocus();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      'Read more about scheduled maintenance',
    );
  },
};

/** A single slide needs no controls. */
export const SingleSlide: Story = {
  args: { children: <Slide {...SLIDES[0]!} index={0} /> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Slide 1 of 1' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Starting on another slide (`defaultIndex`), without dots. */
export const WithoutDots: Story = {
  args: { defaultIndex: 2, showDots: false },
  play: async ({ canvasElement }) => {
    await expect(currentSlide(canvasElement)).toHaveTextContent('Report templates');
    await expect(within(canvasElement).queryByRole('button', { name: 'Slide 1 of 4' })).toBeNull();
  },
};

/** In French: the role descriptions and the slide names come translated from the provider. */
export const French: Story = {
  tags: ['!visual'],
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Announcements' });
    await expect(region).toHaveAttribute('aria-roledescription', 'carrousel');
    const slide = within(region).getByRole('group', { name: 'Diapositive 1 sur 4' });
    await expect(slide).toHaveAttribute('aria-roledescription', 'diapositive');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

// Tailwind's type scale as the product uses it; the classes are written out so Tailwind finds them.
const SIZES = [
  { name: 'text-xs', size: '0.75rem / 12px', leading: '1rem', use: 'Table footnotes, badges' },
  { name: 'text-sm', size: '0.875rem / 14px', leading: '1.25rem', use: 'Body, tables, forms' },
  { name: 'text-base', size: '1rem / 16px', leading: '1.5rem', use: 'Section titles, long text' },
  { name: 'text-lg', size: '1.125rem / 18px', leading: '1.75rem', use: 'Modal and card titles' },
  { name: 'text-xl', size: '1.25rem / 20px', leading: '1.75rem', use: 'Page section headings' },
  { name: 'text-2xl', size: '1.5rem / 24px', leading: '2rem', use: 'Page titles' },
  {
    name: 'text-3xl',
    size: '1.875rem / 30px',
    leading: '2.25rem',
    use: 'Key figures on dashboards',
  },
] as const;

const SIZE_CLASSES: Record<(typeof SIZES)[number]['name'], string> = {
  'text-xs': 'text-xs',
  'text-sm': 'text-sm',
  'text-base': 'text-base',
  'text-lg': 'text-lg',
  'text-xl': 'text-xl',
  'text-2xl': 'text-2xl',
  'text-3xl': 'text-3xl',
};

const WEIGHTS = [
  { name: 'font-normal', value: 400, className: 'font-normal', use: 'Body text' },
  { name: 'font-medium', value: 500, className: 'font-medium', use: 'Labels, buttons' },
  { name: 'font-semibold', value: 600, className: 'font-semibold', use: 'Headings, titles' },
  { name: 'font-bold', value: 700, className: 'font-bold', use: 'Key figures only' },
] as const;

const SAMPLE = 'PM10 at Harbour Road reached 64.3 µg/m³';

/** The font, the type scale and the weights. */
function Typography() {
  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-2">
        <h2 className="text-base font-semibold">Font family</h2>
        <p className="text-3xl">Inter</p>
        <p className="text-text-muted max-w-prose text-sm">
          Inter Variable, bundled with the stylesheet (no request to a font service), falling back
          to DejaVu Sans and the system UI font. Numbers in tables use tabular figures
          (tabular-nums) so that their digits line up.
        </p>
        <p className="font-mono text-xs">
          font-family: &apos;Inter Variable&apos;, &apos;DejaVu Sans&apos;, system-ui, sans-serif
        </p>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">Sizes</h2>
        <ul className="flex flex-col gap-4">
          {SIZES.map((size) => (
            <li
              key={size.name}
              data-testid="type-size"
              className="border-border grid grid-cols-[12rem_1fr] items-baseline gap-4 border-b pb-3"
            >
              <span className="flex flex-col">
                <span className="font-mono text-xs font-semibold">{size.name}</span>
                <span className="text-text-muted text-xs">
                  {size.size}, line {size.leading}
                </span>
                <span className="text-text-muted text-xs">{size.use}</span>
              </span>
              <span className={SIZE_CLASSES[size.name]}>{SAMPLE}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">Weights</h2>
        <ul className="flex flex-col gap-3">
          {WEIGHTS.map((weight) => (
            <li
              key={weight.name}
              data-testid="type-weight"
              className="grid grid-cols-[12rem_1fr] items-baseline gap-4"
            >
              <span className="flex flex-col">
                <span className="font-mono text-xs font-semibold">
                  {weight.name} ({weight.value})
                </span>
                <span className="text-text-muted text-xs">{weight.use}</span>
              </span>
              <span className={`text-lg ${weight.className}`}>{SAMPLE}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className="flex flex-col gap-3">
        <h2 className="text-base font-semibold">Figures</h2>
        <div className="grid grid-cols-2 gap-4 text-sm">
          <div>
            <p className="text-text-muted text-xs">Proportional (text)</p>
            <p>111.1</p>
            <p>888.8</p>
          </div>
          <div>
            <p className="text-text-muted text-xs">Tabular (tables, tnum)</p>
            <p className="tabular-nums">111.1</p>
            <p className="tabular-nums">888.8</p>
          </div>
        </div>
      </section>
    </div>
  );
}

const meta = {
  title: 'Foundations/Typography',
  tags: ['visual'],
  render: () => <Typography />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Inter, the sizes text-xs to text-3xl and the four weights, in the light theme. */
export const Scale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('type-size')).toHaveLength(7);
    await expect(canvas.getAllByTestId('type-weight')).toHaveLength(4);
    // The bundled font is the one in use, not a fallback.
    const faces = await canvasElement.ownerDocument.fonts.load('16px "Inter Variable"');
    await expect(faces.length).toBeGreaterThan(0);
    await expect(getComputedStyle(canvasElement).fontFamily).toMatch(/^"?Inter Variable/);
  },
};

/** The same in the dark theme. */
export const ScaleDark: Story = {
  globals: { theme: 'dark' },
};

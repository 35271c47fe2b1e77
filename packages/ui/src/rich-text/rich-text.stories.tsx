import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ValidationError } from '@aq/validation/messages';
import type { RichTextDocument } from '@aq/validation/rich-text';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { RichText, type RichTextProps } from './rich-text';

const MAINTENANCE: RichTextDocument = {
  Version: '1.0',
  Tokens: [
    { Type: 'Text', Text: 'Scheduled maintenance', Styles: ['Bold'] },
    { Type: 'Text', Text: ' on Saturday 18 May, 06:00–08:00 UTC. ' },
    { Type: 'Text', Text: 'Readings are stored', Styles: ['Italic'] },
    { Type: 'Text', Text: ' and appear once the dashboard is back. ' },
    { Type: 'Text', Text: 'Alerts are not sent', Styles: ['Underline'] },
    { Type: 'Text', Text: ' during the window.' },
    { Type: 'LineBreak' },
    { Type: 'Text', Text: 'New limits: PM' },
    { Type: 'Text', Text: '2.5', Styles: ['Subscript'] },
    { Type: 'Text', Text: ' 15 µg/m' },
    { Type: 'Text', Text: '3', Styles: ['Superscript'] },
    { Type: 'Text', Text: ' and NO' },
    { Type: 'Text', Text: '2', Styles: ['Subscript'] },
    { Type: 'Text', Text: ' 40 µg/m' },
    { Type: 'Text', Text: '3', Styles: ['Superscript'] },
    { Type: 'Text', Text: '. ' },
    { Type: 'Text', Text: 'Bold and italic', Styles: ['Bold', 'Italic'] },
    { Type: 'Text', Text: ' together.' },
    { Type: 'LineBreak' },
    { Type: 'Text', Text: 'See the ' },
    { Type: 'Link', Text: 'maintenance notes', Href: 'https://status.example.com/maintenance' },
    { Type: 'Text', Text: '.' },
  ],
};

const meta = {
  title: 'Components/RichText',
  component: RichText,
  args: { value: MAINTENANCE, onError: fn(), className: 'max-w-xl' },
  tags: ['visual'],
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every style (bold, italic, underline, superscript, subscript), line breaks and a link. */
export const EveryStyle: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Scheduled maintenance').tagName).toBe('STRONG');
    await expect(canvas.getByText('Readings are stored').tagName).toBe('EM');
    await expect(canvas.getByText('Alerts are not sent').tagName).toBe('U');
    await expect(canvas.getByText('2.5').tagName).toBe('SUB');
    await expect(canvas.getAllByText('3')[0]?.tagName).toBe('SUP');
    const both = canvas.getByText('Bold and italic');
    await expect(both.tagName).toBe('EM');
    await expect(both.parentElement?.tagName).toBe('STRONG');
    await expect(canvasElement.querySelectorAll('[data-slot="rich-text"] br')).toHaveLength(2);
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** Every style, in the dark theme. */
export const EveryStyleDark: Story = {
  ...EveryStyle,
  globals: { theme: 'dark' },
};

/** A link opens in a new tab without giving the page access to the opener. */
export const Link: Story = {
  args: {
    newTabLabel: '(opens in a new tab)',
    value: {
      Version: '1.0',
      Tokens: [
        { Type: 'Text', Text: 'Read the ' },
        { Type: 'Link', Text: 'release notes', Href: 'https://example.com/releases/5.2' },
        { Type: 'Text', Text: ' for the new PM1 channel.' },
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', {
      name: 'release notes (opens in a new tab)',
    });
    await expect(link).toHaveAttribute('href', 'https://example.com/releases/5.2');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A link whose address is not http(s) (here javascript:) shows as plain text, not a link. */
export const UnsafeLinkAsText: Story = {
  args: {
    value: {
      Version: '1.0',
      Tokens: [
        { Type: 'Text', Text: 'Do not ' },
        { Type: 'Link', Text: 'click here', Href: 'javascript:alert(document.cookie)' },
        { Type: 'Text', Text: ' — it is only text.' },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText(/click here/)).toBeVisible();
    await expect(canvasElement.querySelector('[href^="javascript"]')).toBeNull();
    await expect(args.onError).not.toHaveBeenCalled();
  },
};

/** The message can arrive as JSON text, as the API sends it. */
export const FromJsonText: Story = {
  args: {
    value: JSON.stringify({
      Version: '1.0',
      Tokens: [
        { Type: 'Text', Text: 'Licence renewed', Styles: ['Bold'] },
        { Type: 'LineBreak' },
        { Type: 'Text', Text: 'Your project licences now run until 31 March 2026.' },
      ],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Licence renewed').tagName).toBe('STRONG');
  },
};

/** Shows what `onError` reported, so the play function reads it from the page. */
function WithReportedError(args: RichTextProps) {
  const [reported, setReported] = useState<ValidationError[]>([]);
  return (
    <div className="flex flex-col gap-2">
      <RichText
        {...args}
        onError={(error) => {
          args.onError?.(error);
          setReported((list) => [...list, error]);
        }}
      />
      <output data-testid="reported" className="text-text-muted text-xs">
        {reported.map((error) => `${error.code}: ${error.message}`).join('; ')}
      </output>
    </div>
  );
}

/** A later major version (2.0) is not read: the fallback shows and `onError` reports why, once. */
export const Version2Fallback: Story = {
  args: {
    value: { Version: '2.0', Tokens: [{ Type: 'Paragraph', Children: [] }] },
    fallback: <p className="text-text-muted text-sm italic">This message cannot be shown.</p>,
  },
  render: (args) => <WithReportedError {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This message cannot be shown.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-slot="rich-text"]')).toBeNull();
    await waitFor(() =>
      expect(canvas.getByTestId('reported')).toHaveTextContent(
        /^richText.unsupportedVersion: Unsupported rich text version 2.0$/,
      ),
    );
  },
};

/** The fallback, in the dark theme. */
export const Version2FallbackDark: Story = {
  ...Version2Fallback,
  globals: { theme: 'dark' },
};

/** Broken JSON without a fallback renders nothing, and `onError` reports it. */
export const InvalidWithoutFallback: Story = {
  tags: ['!visual'],
  args: { value: '{"Version": "1.0", "Tokens": [' },
  render: (args) => <WithReportedError {...args} />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="rich-text"]')).toBeNull();
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('reported')).toHaveTextContent(
        /^richText.invalid: /,
      ),
    );
  },
};

/** Inline (`as="span"`), e.g. inside a sentence or a table cell. */
export const Inline: Story = {
  args: {
    as: 'span',
    value: {
      Version: '1.0',
      Tokens: [
        { Type: 'Text', Text: 'CO' },
        { Type: 'Text', Text: '2', Styles: ['Subscript'] },
        { Type: 'Text', Text: ' sensor replaced', Styles: ['Italic'] },
      ],
    },
  },
  render: (args) => (
    <p className="text-sm">
      Journal entry: <RichText {...args} /> at Harbour Road.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const text = canvasElement.querySelector('[data-slot="rich-text"]');
    await expect(text?.tagName).toBe('SPAN');
    await expect(text).toHaveTextContent('CO2 sensor replaced');
  },
};

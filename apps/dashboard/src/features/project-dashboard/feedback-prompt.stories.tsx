import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpError } from '@aq/api';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory, status } from '../../__fixtures__/screen-story';
import { DashboardFeedbackPrompt, FeedbackPrompt } from './feedback-prompt';

const meta = {
  title: 'Screens/Project dashboard/Feedback prompt',
  component: FeedbackPrompt,
  args: { onSubmit: fn(async () => {}) },
  parameters: { layout: 'padded' },
  render: (args, { globals }) => (
    <ScreenStory routes={[]} path="/" locale={(globals.locale as string) ?? 'en-US'}>
      <div className="w-[560px] max-w-full">
        <FeedbackPrompt {...args} />
      </div>
    </ScreenStory>
  ),
} satisfies Meta<typeof FeedbackPrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the invitation and its button. */
export const Closed: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Give feedback' }),
    ).toBeEnabled();
  },
};

/**
 * The whole way: Send stays unavailable until an option is ticked; the choices go in the
 * options' order with the trimmed comment; then the button reads 'Thank you for your feedback',
 * disabled.
 */
export const SendFeedback: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Give feedback' }));
    const dialog = within(
      await page.findByRole('dialog', { name: 'Feedback on the new dashboard' }),
    );
    const send = dialog.getByRole('button', { name: 'Send feedback' });
    await expect(send).toBeDisabled();
    await userEvent.click(dialog.getByRole('checkbox', { name: 'I prefer the old dashboard' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Features I need are missing' }));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'Comments (optional)' }),
      '  No wind rose  ',
    );
    await expect(send).toBeEnabled();
    await userEvent.click(send);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      choices: ['FeaturesMissing', 'PreferOld'],
      comments: 'No wind rose',
    });
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(page.getByRole('button', { name: 'Thank you for your feedback' })).toBeDisabled();
  },
};

/** The server refuses: the error line with its message; the modal stays open to try again. */
export const SubmitError: Story = {
  args: {
    onSubmit: fn(async () => {
      throw new HttpError('/v0.1/feedback/dashboards', 400, 'Bad Request', {
        Messages: ['Select at least one option'],
      });
    }),
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Give feedback' }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Other' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Error submitting feedback: Select at least one option',
    );
    await expect(dialog.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  },
};

/** While sending: the modal is busy and cannot be dismissed. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Give feedback' }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'It is hard to use' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(dialog.getByRole('checkbox', { name: 'It is hard to use' })).toBeDisabled();
  },
};

/** Already thanked, in the dark theme. */
export const ThankedDark: Story = {
  tags: ['visual'],
  args: { defaultThanked: true },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', { name: 'Thank you for your feedback' }),
    ).toBeDisabled();
  },
};

/** The modal in Simplified Chinese. */
export const ModalChinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: '提供反馈' }));
    await expect(await page.findByRole('dialog', { name: '对新版仪表板的反馈' })).toBeVisible();
  },
};

/** The query strings the fixed server received on POST /v0.1/feedback/dashboards. */
const sentFeedback: string[] = [];

/**
 * Wired to the API (useSubmitDashboardFeedback): the feedback goes in the query, the choices
 * repeated, the comment trimmed; then the thanks.
 */
export const SentToTheServer: Story = {
  render: (_args, { globals }) => {
    sentFeedback.length = 0;
    return (
      <ScreenStory
        routes={[
          {
            method: 'POST',
            path: '/v0.1/feedback/dashboards',
            respond: (url) => {
              sentFeedback.push(url.search);
              return {};
            },
          },
        ]}
        path="/"
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <div className="w-[560px] max-w-full">
          <DashboardFeedbackPrompt contributionId={41} />
        </div>
      </ScreenStory>
    );
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Give feedback' }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'It is hard to use' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Other' }));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Comments (optional)' }), ' Wind? ');
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(
      await page.findByRole('button', { name: 'Thank you for your feedback' }),
    ).toBeDisabled();
    await expect(sentFeedback).toEqual([
      '?ContributionId=41&FeedbackChoices=HardToUse&FeedbackChoices=Other&OtherComments=Wind%3F',
    ]);
  },
};

/** The server fails with a 500: the error line carries the server error text. */
export const ServerError: Story = {
  render: (_args, { globals }) => (
    <ScreenStory
      routes={[
        {
          method: 'POST',
          path: '/v0.1/feedback/dashboards',
          respond: () => status(500),
        },
      ]}
      path="/"
      locale={(globals.locale as string) ?? 'en-US'}
    >
      <div className="w-[560px] max-w-full">
        <DashboardFeedbackPrompt contributionId={41} />
      </div>
    </ScreenStory>
  ),
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await page.findByRole('button', { name: 'Give feedback' }));
    const dialog = within(await page.findByRole('dialog'));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Other' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send feedback' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Error submitting feedback: An internal server error occurred. Please try again.',
    );
  },
};

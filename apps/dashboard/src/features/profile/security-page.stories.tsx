import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  PROFILE_PASSWORD,
  PROFILE_USER,
  profileRoutes,
  type ProfileFixture,
  type ProfileRequest,
} from '../../__fixtures__/profile';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { AppToaster } from '../../shell/app-toaster';
import { PROFILE_SECURITY_PATH } from './profile-path';
import SecurityPage from './security-page';

/** The calls that changed something, for the play functions to check. */
const requests: ProfileRequest[] = [];

const meta = {
  title: 'Screens/Profile/Security',
  component: SecurityPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => {
    requests.length = 0;
    return (
      <div
        className="flex min-h-[calc(100vh-2rem)]"
        style={parameters.phone ? { width: 390 } : undefined}
      >
        <ScreenStory
          routes={profileRoutes({
            ...(parameters.fixture as ProfileFixture | undefined),
            record: (request) => requests.push(request),
          })}
          path={PROFILE_SECURITY_PATH}
          locale={(globals.locale as string) ?? 'en-US'}
        >
          <SecurityPage />
          <AppToaster />
        </ScreenStory>
      </div>
    );
  },
} satisfies Meta<typeof SecurityPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

async function openModal(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByTestId('change-password'));
  return within(await body().findByRole('dialog', { name: 'Change password' }));
}

/** The password card with Change password, Security marked in the profile navigation. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Security' })).toBeVisible();
    await expect(await canvas.findByTestId('change-password')).toBeEnabled();
  },
};

/** At phone width, with the navigation as tabs. */
export const PhoneWidth: Story = { ...Default, parameters: { phone: true } };

/** In Chinese. */
export const Chinese: Story = {
  tags: ['visual'],
  globals: { locale: 'zh-CN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: '安全' })).toBeVisible();
  },
};

/** The modal, open and empty. */
export const ModalOpen: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await expect(modal.getByLabelText(/^Current password/)).toHaveValue('');
  },
};

/**
 * The rules of projects §5: empty fields read '* Required'; a new password without a digit or
 * symbol, or shorter than 6, the rule; a different confirmation the mismatch. Nothing is sent.
 */
export const Validation: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.click(modal.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(modal.getAllByText('* Required')).toHaveLength(3));
    await userEvent.type(modal.getByLabelText(/^New password/), 'abcdef');
    await expect(
      await modal.findByText(
        '* Minimum 6 characters with at least one numeric or special character required',
      ),
    ).toBeVisible();
    await userEvent.clear(modal.getByLabelText(/^New password/));
    await userEvent.type(modal.getByLabelText(/^New password/), 'abc12');
    await expect(
      await modal.findByText(
        '* Minimum 6 characters with at least one numeric or special character required',
      ),
    ).toBeVisible();
    await userEvent.type(modal.getByLabelText(/^New password/), '3');
    await userEvent.type(modal.getByLabelText(/^Confirm new password/), 'abc124');
    await expect(
      await modal.findByText('* The new password and confirmation do not match'),
    ).toBeVisible();
    await expect(requests).toEqual([]);
  },
};

/** The server's 'Incorrect password' shows as '* Incorrect password' under the current password. */
export const IncorrectPassword: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.type(modal.getByLabelText(/^Current password/), 'not-it-1');
    await userEvent.type(modal.getByLabelText(/^New password/), 'harbour-2027');
    await userEvent.type(modal.getByLabelText(/^Confirm new password/), ' harbour-2027 ');
    await userEvent.click(modal.getByRole('button', { name: 'Change password' }));
    await expect(await modal.findByText('* Incorrect password')).toBeVisible();
    await expect(modal.getByLabelText(/^Current password/)).toHaveAccessibleDescription(
      '* Incorrect password',
    );
    // Values are trimmed before they are sent.
    await expect(requests).toEqual([
      {
        method: 'POST',
        path: '/v0.1/changePassword',
        body: {
          CurrentPassword: 'not-it-1',
          NewPassword: 'harbour-2027',
          ConfirmPassword: 'harbour-2027',
        },
      },
    ]);
  },
};

/** Any other refusal: '* Unable to change password', with the server's detail beside it. */
export const UnableToChange: Story = {
  parameters: { fixture: { passwordLimited: true } },
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.type(modal.getByLabelText(/^Current password/), PROFILE_PASSWORD);
    await userEvent.type(modal.getByLabelText(/^New password/), 'harbour-2027');
    await userEvent.type(modal.getByLabelText(/^Confirm new password/), 'harbour-2027');
    await userEvent.click(modal.getByRole('button', { name: 'Change password' }));
    const error = await modal.findByTestId('change-password-error');
    await expect(error).toHaveTextContent('* Unable to change password');
    await expect(error).toHaveTextContent('Too many attempts. Please try again in 15 minutes.');
  },
};

/** Success closes the modal with 'Your password has been successfully changed.' */
export const Success: Story = {
  play: async ({ canvasElement }) => {
    const modal = await openModal(canvasElement);
    await userEvent.type(modal.getByLabelText(/^Current password/), PROFILE_PASSWORD);
    await userEvent.type(modal.getByLabelText(/^New password/), 'harbour-2027');
    await userEvent.type(modal.getByLabelText(/^Confirm new password/), 'harbour-2027{Enter}');
    await waitFor(() =>
      expect(body().getByText('Your password has been successfully changed.')).toBeVisible(),
    );
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(requests).toHaveLength(1);
  },
};

/** While impersonating, Change password is unavailable and says why. */
export const Impersonating: Story = {
  parameters: { fixture: { user: { ...PROFILE_USER, ImpersonatedBy: 'admin' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByTestId('change-password');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'The password cannot be changed while impersonating.',
    );
  },
};

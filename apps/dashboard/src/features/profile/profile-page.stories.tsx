import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  PROFILE_CODE,
  PROFILE_USER,
  profileRoutes,
  type ProfileFixture,
  type ProfileRequest,
} from '../../__fixtures__/profile';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { AppToaster } from '../../shell/app-toaster';
import ProfilePage from './profile-page';
import { PROFILE_PATH } from './profile-path';

/** The calls that changed something, for the play functions to check. */
const requests: ProfileRequest[] = [];

const meta = {
  title: 'Screens/Profile/Profile',
  component: ProfilePage,
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
          path={PROFILE_PATH}
          locale={(globals.locale as string) ?? 'en-US'}
        >
          <ProfilePage />
          <AppToaster />
        </ScreenStory>
      </div>
    );
  },
} satisfies Meta<typeof ProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/**
 * 'Your information' with the full name, preferred name, job title and locale (named in the UI
 * language), the e-mail and phone cards and Delete account, beside the profile navigation.
 */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-information');
    await expect(within(card).getByRole('heading', { name: 'Your information' })).toBeVisible();
    await expect(within(card).getByTestId('profile-full-name')).toHaveTextContent('Renée Dubois');
    await expect(within(card).getByTestId('profile-preferred-name')).toHaveTextContent('Renée');
    await expect(within(card).getByTestId('profile-job-title')).toHaveTextContent(
      'Air quality consultant',
    );
    await expect(within(card).getByTestId('profile-locale')).toHaveTextContent('British English');
    await expect(canvas.getByTestId('profile-email-value')).toHaveTextContent(
      'renee.dubois@harbour.example',
    );
    await expect(canvas.getByTestId('profile-phone-value')).toHaveTextContent('+447400123456');
    const nav = canvas.getAllByRole('navigation', { name: 'Profile and security' });
    const visible = nav.find((element) => element.checkVisibility());
    await expect(visible).toBeDefined();
    await expect(
      within(visible as HTMLElement).getByRole('link', { name: 'Profile' }),
    ).toHaveAttribute('aria-current', 'page');
  },
};

/** The same in the dark theme. */
export const Dark: Story = { ...Default, globals: { theme: 'dark' } };

/** At phone width the side navigation becomes a row of tabs over the cards. */
export const PhoneWidth: Story = {
  tags: ['visual'],
  parameters: { phone: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('profile-information');
    const tabs = canvas
      .getAllByRole('navigation', { name: 'Profile and security' })
      .find((element) => element.checkVisibility());
    await expect(within(tabs as HTMLElement).getByRole('link', { name: 'Security' })).toBeVisible();
  },
};

/** In French: labels, the locale's name ('anglais britannique') and the navigation. */
export const French: Story = {
  tags: ['visual'],
  globals: { locale: 'fr-FR' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-information');
    await expect(within(card).getByRole('heading', { name: 'Vos informations' })).toBeVisible();
    await expect(within(card).getByTestId('profile-locale')).toHaveTextContent(
      'Anglais britannique',
    );
  },
};

/** While the user loads, skeletons stand in for the cards. */
export const Loading: Story = {
  parameters: { fixture: { user: 'pending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(canvas.queryByTestId('profile-information')).toBeNull();
  },
};

/** A user who cannot be loaded: 'Error: Could not fetch user data' (projects §8). */
export const LoadFailed: Story = {
  parameters: { fixture: { user: 'error' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('profile-load-error')).toHaveTextContent(
      'Error: Could not fetch user data',
    );
  },
};

/**
 * Editing: an empty full name and job title show their rules' messages and Save stays disabled;
 * Cancel restores the saved values.
 */
export const EditingRequiredFields: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-information');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.clear(await within(card).findByTestId('profile-full-name-input'));
    await userEvent.clear(within(card).getByTestId('profile-job-title-input'));
    await expect(await within(card).findByText('Full name is required')).toBeVisible();
    await expect(within(card).getByText('Job title is required')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(card).getByRole('button', { name: 'Cancel' }));
    await expect(await within(card).findByTestId('profile-full-name')).toHaveTextContent(
      'Renée Dubois',
    );
    await expect(requests).toEqual([]);
  },
};

/**
 * Saving: the update carries the edited fields with the current e-mail and phone; the card goes
 * back to viewing with the new values. The locale did not change, so no culture post is sent.
 */
export const SaveInformation: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-information');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const job = await within(card).findByTestId('profile-job-title-input');
    await userEvent.clear(job);
    await userEvent.type(job, 'Principal consultant');
    await userEvent.clear(within(card).getByTestId('profile-preferred-name-input'));
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await expect(await within(card).findByTestId('profile-job-title')).toHaveTextContent(
      'Principal consultant',
    );
    await expect(within(card).getByTestId('profile-preferred-name')).toHaveTextContent('Not set');
    await expect(requests).toEqual([
      {
        method: 'PUT',
        path: `/v0.1/Users/${PROFILE_USER.Id}`,
        body: {
          FullName: 'Renée Dubois',
          PreferredName: null,
          JobTitle: 'Principal consultant',
          Locale: 'en-GB',
          Email: 'renee.dubois@harbour.example',
          PhoneNumber: '+447400123456',
        },
      },
    ]);
    await waitFor(() => expect(body().getByText('Your information was saved.')).toBeVisible());
  },
};

/** A refused update: 'Update failed' with the server's messages; the card stays editing. */
export const UpdateFailed: Story = {
  parameters: {
    fixture: { updateRefused: ['Job title: A job title has at most 200 characters'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-information');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.type(await within(card).findByTestId('profile-job-title-input'), ' (lead)');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const alert = await within(card).findByText('Update failed');
    await expect(alert).toBeVisible();
    await expect(
      within(card).getByText('Job title: A job title has at most 200 characters'),
    ).toBeVisible();
    await expect(within(card).getByTestId('profile-job-title-input')).toHaveValue(
      'Air quality consultant (lead)',
    );
  },
};

/**
 * Choosing French as the locale: the update stores it, the culture change is posted to
 * /v0.1/culture/fr, and the page switches to French at once.
 */
export const ChangeLocale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-information');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.click(await within(card).findByTestId('profile-locale-select'));
    const options = await body().findAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'English',
      'British English',
      'American English',
      'Canadian English',
      'English (New Zealand)',
      'Spanish',
      'Spanish (United States)',
      'French',
      'Canadian French',
      'Portuguese',
      'Brazilian Portuguese',
      'Russian',
      'Chinese (China)',
    ]);
    await userEvent.click(body().getByRole('option', { name: 'French' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Profil' }, { timeout: 5000 }),
    ).toBeVisible();
    await expect(await within(card).findByTestId('profile-locale')).toHaveTextContent('Français');
    await expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      `PUT /v0.1/Users/${PROFILE_USER.Id}`,
      'POST /v0.1/culture/fr',
    ]);
  },
};

/**
 * The e-mail change: Save sends the code ('Verification code sent'); the modal's Confirm is
 * disabled while the code is empty; the right code is checked and the new address saved.
 */
export const ChangeEmail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-email');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const input = await within(card).findByTestId('profile-new-email');
    await userEvent.type(input, 'RENEE.DUBOIS@harbour.example');
    await expect(
      await within(card).findByText('Enter an e-mail address different from the current one'),
    ).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(input);
    await userEvent.type(input, 'renee@harbour..example');
    await expect(
      await within(card).findByText('Email address cannot contain consecutive full stops'),
    ).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'r.dubois@harbour.example');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));

    const dialog = await body().findByRole('dialog', { name: 'Enter the verification code' });
    await waitFor(() => expect(body().getByText('Verification code sent')).toBeVisible());
    await expect(dialog).toHaveTextContent('r.dubois@harbour.example');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId('verification-code'), PROFILE_CODE);
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(
        body().getByText('Your e-mail address was changed to r.dubois@harbour.example.'),
      ).toBeVisible(),
    );
    await expect(requests).toEqual([
      {
        method: 'POST',
        path: '/v0.1/verification/user/email',
        body: { EmailAddress: 'r.dubois@harbour.example' },
      },
      {
        method: 'POST',
        path: '/v0.1/verification/user/email/check',
        body: { VerificationCode: PROFILE_CODE },
      },
      {
        method: 'PUT',
        path: `/v0.1/Users/${PROFILE_USER.Id}`,
        body: {
          FullName: 'Renée Dubois',
          PreferredName: 'Renée',
          JobTitle: 'Air quality consultant',
          Locale: 'en-GB',
          Email: 'r.dubois@harbour.example',
          PhoneNumber: '+447400123456',
        },
      },
    ]);
    await expect(await canvas.findByTestId('profile-email-value')).toHaveTextContent(
      'r.dubois@harbour.example',
    );
  },
};

/**
 * A wrong code: the modal shows the server's message and stays open; a code of the wrong length
 * is refused before any call with the rule's message.
 */
export const WrongCode: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-email');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.type(
      await within(card).findByTestId('profile-new-email'),
      'r.dubois@harbour.example',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const dialog = await body().findByRole('dialog', { name: 'Enter the verification code' });
    const code = within(dialog).getByTestId('verification-code');
    await userEvent.type(code, '12345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(
      await within(dialog).findByText('The verification code must be 6 characters'),
    ).toBeVisible();
    await expect(requests).toHaveLength(1);
    await userEvent.type(code, '6');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const error = await within(dialog).findByTestId('verification-error');
    await expect(error).toHaveTextContent('The code was not accepted');
    await expect(error).toHaveTextContent('The verification code is incorrect.');
    await expect(body().getByRole('dialog')).toBeVisible();
  },
};

/**
 * Resend: once the minute has passed Resend is enabled and sends another code; until then it is
 * disabled with a countdown (here the server allows a resend a minute after each code).
 */
export const ResendCountdown: Story = {
  parameters: {
    // The one story that reads the clock: the countdown runs against the browser's time.
    fixture: { resendAvailableAt: () => new Date(Date.now() + 60_000).toISOString() },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-email');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.type(
      await within(card).findByTestId('profile-new-email'),
      'r.dubois@harbour.example',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const dialog = await body().findByRole('dialog', { name: 'Enter the verification code' });
    await expect(within(dialog).getByRole('button', { name: 'Resend code' })).toBeDisabled();
    await expect(within(dialog).getByTestId('verification-countdown')).toHaveTextContent(
      /^Resend available in (1:00|0:5\d)$/,
    );
  },
};

/** Resend once allowed sends the attempt again for the same address. */
export const Resend: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-email');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.type(
      await within(card).findByTestId('profile-new-email'),
      'r.dubois@harbour.example',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const dialog = await body().findByRole('dialog', { name: 'Enter the verification code' });
    await expect(within(dialog).queryByTestId('verification-countdown')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Resend code' }));
    await waitFor(() => expect(requests).toHaveLength(2));
    await expect(requests.map((request) => request.body)).toEqual([
      { EmailAddress: 'r.dubois@harbour.example' },
      { EmailAddress: 'r.dubois@harbour.example' },
    ]);
  },
};

/** A refused attempt (too soon): 'Attempt failed' with the server's detail, in the card. */
export const AttemptFailed: Story = {
  parameters: { fixture: { attemptRefused: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-email');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    await userEvent.type(
      await within(card).findByTestId('profile-new-email'),
      'r.dubois@harbour.example',
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    await expect(await within(card).findByText('Attempt failed')).toBeVisible();
    await expect(
      within(card).getByText('A code was sent recently. You can request a new one in 42 seconds.'),
    ).toBeVisible();
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};

/**
 * The phone change: the current number is refused as unchanged; a new US number is sent in E.164
 * for a code, then saved.
 */
export const ChangePhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-phone');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const country = await within(card).findByLabelText('Country code');
    await expect(country).toHaveValue('GB');
    const number = within(card).getByRole('textbox', { name: /^Phone number/ });
    await userEvent.type(number, '07400 123456');
    await expect(
      await within(card).findByText('Enter a phone number different from the current one'),
    ).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.selectOptions(country, 'US');
    await userEvent.clear(number);
    await userEvent.type(number, '201 555 0123');
    await userEvent.click(within(card).getByRole('button', { name: 'Save' }));
    const dialog = await body().findByRole('dialog', { name: 'Enter the verification code' });
    await userEvent.type(within(dialog).getByTestId('verification-code'), PROFILE_CODE);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(await canvas.findByTestId('profile-phone-value')).toHaveTextContent(
      '+12015550123',
    );
    await expect(requests[0]).toEqual({
      method: 'POST',
      path: '/v0.1/verification/user/phone',
      body: { PhoneNumber: '+12015550123' },
    });
    await expect(requests[2]).toMatchObject({
      method: 'PUT',
      body: { PhoneNumber: '+12015550123', Email: 'renee.dubois@harbour.example' },
    });
  },
};

/** An empty phone number reads 'Please enter a phone number' once the field is left. */
export const PhoneRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = await canvas.findByTestId('profile-phone');
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const number = await within(card).findByRole('textbox', { name: /^Phone number/ });
    await userEvent.click(number);
    await userEvent.tab();
    await expect(await within(card).findByText('Please enter a phone number')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'Save' })).toBeDisabled();
  },
};

/**
 * Delete account: Delete stays disabled until 'Delete my account' is typed exactly; then the
 * account is deleted (and the app goes to sign-in).
 */
export const DeleteAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('delete-account'));
    const dialog = await body().findByRole('dialog', { name: 'Delete your account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete account' });
    await expect(confirm).toBeDisabled();
    const phrase = within(dialog).getByLabelText('Type "Delete my account" to confirm');
    await userEvent.type(phrase, 'delete my account');
    await expect(confirm).toBeDisabled();
    await userEvent.clear(phrase);
    await userEvent.type(phrase, 'Delete my account');
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    await expect(requests).toEqual([
      { method: 'DELETE', path: `/v0.1/Users/${PROFILE_USER.Id}`, body: undefined },
    ]);
  },
};

/** The last administrator: the server's 409 shows in the modal, which stays open. */
export const DeleteLastAdministrator: Story = {
  parameters: {
    fixture: {
      deleteRefused:
        'Give another user of the organisation the Administrator role before deleting this account.',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByTestId('delete-account'));
    const dialog = await body().findByRole('dialog', { name: 'Delete your account?' });
    await userEvent.type(
      within(dialog).getByLabelText('Type "Delete my account" to confirm'),
      'Delete my account',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Give another user of the organisation the Administrator role before deleting this account.',
    );
  },
};

/** While impersonating, Delete account is unavailable and says why. */
export const Impersonating: Story = {
  parameters: { fixture: { user: { ...PROFILE_USER, ImpersonatedBy: 'admin' } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByTestId('delete-account');
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(
      'An account cannot be deleted while impersonating.',
    );
  },
};

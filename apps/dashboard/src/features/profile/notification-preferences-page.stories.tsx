import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { profileRoutes } from '../../__fixtures__/profile';
import { ScreenStory } from '../../__fixtures__/screen-story';
import NotificationPreferencesPage from './notification-preferences-page';
import { NOTIFICATION_PREFERENCES_PATH } from './profile-path';

const meta = {
  title: 'Screens/Profile/Notification preferences',
  component: NotificationPreferencesPage,
  parameters: { layout: 'fullscreen' },
  render: (_args, { globals, parameters }) => (
    <div
      className="flex min-h-[calc(100vh-2rem)]"
      style={parameters.phone ? { width: 390 } : undefined}
    >
      <ScreenStory
        routes={profileRoutes()}
        path={NOTIFICATION_PREFERENCES_PATH}
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <NotificationPreferencesPage />
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof NotificationPreferencesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The spec's placeholder: a titled page saying the preferences are not available yet, no form. */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Notification preferences' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', { name: 'Notification preferences are not available yet' }),
    ).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.queryByRole('checkbox')).toBeNull();
  },
};

/** In Spanish. */
export const Spanish: Story = {
  globals: { locale: 'es-ES' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Preferencias de notificación' }),
    ).toBeVisible();
  },
};

/** At phone width. */
export const PhoneWidth: Story = { ...Default, tags: ['!visual'], parameters: { phone: true } };

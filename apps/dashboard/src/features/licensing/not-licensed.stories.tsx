import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { STORY_USER } from '../../__fixtures__/projects';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { NotLicensedBanner, NotLicensedTag } from './not-licensed';

function Notices() {
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <NotLicensedBanner organisationName="Demo Environmental" />
      <div>
        <NotLicensedTag />
      </div>
    </div>
  );
}

const meta = {
  title: 'Screens/Licensing/Not licensed notice',
  component: Notices,
  render: (_args, { globals, parameters }) => (
    <ScreenStory
      routes={[
        {
          method: 'GET',
          path: '/v0.1/Users/self',
          respond: () => ({
            ...STORY_USER,
            Permissions: (parameters.permissions as string[] | undefined) ?? STORY_USER.Permissions,
          }),
        },
      ]}
      path="/OneView/project/dashboard"
      locale={(globals.locale as string) ?? 'en-US'}
    >
      <Notices />
    </ScreenStory>
  ),
} satisfies Meta<typeof Notices>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project manager reads why the project is paused, with no link (they cannot buy licences). */
export const ProjectManager: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const banner = canvas.getByTestId('not-licensed-banner');
    await expect(banner).toHaveTextContent('This project is not licensed');
    await expect(banner).toHaveTextContent('paused until a licence is added');
    await expect(within(banner).queryByRole('link')).toBeNull();
    await expect(canvas.getByTestId('not-licensed-tag')).toHaveTextContent('Not licensed');
  },
};

/** A licence administrator also gets the link to the organisation's licences. */
export const LicenceAdministrator: Story = {
  tags: ['visual'],
  parameters: { permissions: ['Manage_Licenses', 'View_Data'] },
  play: async ({ canvasElement }) => {
    const link = await within(canvasElement).findByRole('link', { name: 'Manage licenses' });
    await expect(link).toHaveAttribute(
      'href',
      '/OneView/licenses?query=%7B%22organisationName%22%3A%22Demo+Environmental%22%7D',
    );
  },
};

/** Dark theme, Portuguese. */
export const DarkPortuguese: Story = {
  globals: { theme: 'dark', locale: 'pt' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('not-licensed-banner')).toHaveTextContent(
      'Este projeto não tem licença',
    );
  },
};

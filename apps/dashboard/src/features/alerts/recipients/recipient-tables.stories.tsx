import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ParsedPhone } from '@aq/validation/phone';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScreenStory } from '../../../__fixtures__/screen-story';
import { EmailRecipientsTable, SmsRecipientsTable } from './recipient-tables';

const PHONES: ParsedPhone[] = [
  { e164: '+12025550143', country: 'US', nationalNumber: '2025550143', dialCode: '+1' },
  { e164: '+447400123456', country: 'GB', nationalNumber: '7400123456', dialCode: '+44' },
];

const EMAILS = ['site.manager@demo.example', 'dust.team@demo.example'];

/** Forty-nine addresses: one more may be added, two may not. */
const NEARLY_FULL = Array.from(
  { length: 49 },
  (_, index) => `person${String(index + 1).padStart(2, '0')}@demo.example`,
);

/** Both tables over a list kept here, as the wizard keeps them. */
function Recipients({
  emails: initialEmails,
  phones: initialPhones,
  readOnly,
}: {
  emails: string[];
  phones: ParsedPhone[];
  readOnly: boolean;
}) {
  const [emails, setEmails] = useState(initialEmails);
  const [phones, setPhones] = useState(initialPhones);
  return (
    <div className="grid max-w-5xl gap-8 p-4 lg:grid-cols-2">
      <EmailRecipientsTable emails={emails} onChange={setEmails} readOnly={readOnly} />
      <SmsRecipientsTable phoneNumbers={phones} onChange={setPhones} readOnly={readOnly} />
    </div>
  );
}

const meta = {
  title: 'Screens/Alerts/Recipient tables',
  component: Recipients,
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  args: { emails: EMAILS, phones: PHONES, readOnly: false },
  render: (args, { globals, parameters }) => (
    // The add modals sit in a portal: the screenshot covers the viewport-high root.
    <div className="min-h-[calc(100vh-2rem)]" style={parameters.phone ? { width: 390 } : undefined}>
      <ScreenStory routes={[]} path="/" locale={(globals.locale as string) ?? 'en-US'}>
        <Recipients {...args} />
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof Recipients>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two e-mail and two SMS recipients, each with Remove; SMS rows name the number's country. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sms = within(canvas.getByTestId('sms-recipients'));
    await expect(sms.getByRole('row', { name: /\+447400123456/ })).toHaveTextContent(
      'United Kingdom',
    );
    await expect(canvas.getByText('2 of 25')).toBeVisible();
    await userEvent.click(sms.getByRole('button', { name: 'Remove +447400123456' }));
    await waitFor(() => expect(sms.queryByText('+447400123456')).toBeNull());
  },
};

/** In the dark theme. */
export const Dark: Story = { globals: { theme: 'dark' } };

/** Read only (the wizard's review, a viewer): no Add, no Remove. */
export const ReadOnly: Story = {
  tags: ['!visual'],
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Add|Remove/ })).toBeNull();
  },
};

/** None yet. */
export const Empty: Story = {
  args: { emails: [], phones: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No e-mail recipients')).toBeVisible();
    await expect(canvas.getByText('No SMS recipients')).toBeVisible();
  },
};

/** At a phone's width the tables stack. */
export const PhoneWidth: Story = { parameters: { phone: true } };

/**
 * The e-mail modal reads ';'-separated addresses: an invalid one and a duplicate (of the list or
 * within the input) are named with their message, and Add stays disabled until they are gone.
 */
export const EmailErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add e-mail' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const input = dialog.getByRole('textbox', { name: 'E-mail addresses' });
    const add = dialog.getByRole('button', { name: 'Add' });
    await expect(add).toBeDisabled();
    await userEvent.type(
      input,
      'night.shift@demo.example; Dust.Team@demo.example; geo..lab@demo.example',
    );
    await expect(
      dialog.getByText('Dust.Team@demo.example: Cannot add duplicate email'),
    ).toBeVisible();
    await expect(
      dialog.getByText(
        'geo..lab@demo.example: Email address cannot contain consecutive full stops',
      ),
    ).toBeVisible();
    await expect(add).toBeDisabled();
  },
};

/** Valid addresses, ';'-separated with spaces around, are added together. */
export const EmailAdded: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add e-mail' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(
      dialog.getByRole('textbox', { name: 'E-mail addresses' }),
      'night.shift@demo.example ; geo@demo.example',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('geo@demo.example')).toBeVisible();
    await expect(canvas.getByText('night.shift@demo.example')).toBeVisible();
    await expect(canvas.getByText('4 of 50')).toBeVisible();
  },
};

/** At 49 addresses one more fits; two reach the limit of 50 and its message. */
export const EmailLimit: Story = {
  args: { emails: NEARLY_FULL },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add e-mail' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    const input = dialog.getByRole('textbox', { name: 'E-mail addresses' });
    await userEvent.type(input, 'a@demo.example');
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeEnabled();
    await userEvent.type(input, '; b@demo.example');
    await expect(
      dialog.getByText(
        'Maximum limit of 50 email recipients reached. To add a new email, remove an existing one.',
      ),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

/**
 * The SMS modal reads numbers in the chosen country (US first): a number already added gives
 * 'Phone number already added' and 'No new phone numbers to add', and Add stays disabled.
 */
export const SmsErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add phone number' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await expect(dialog.getByRole('combobox', { name: 'Country code' })).toHaveValue('US');
    const input = dialog.getByRole('textbox', { name: 'Phone numbers' });
    await userEvent.type(input, '(202) 555-0143');
    await expect(dialog.getByText('(202) 555-0143: Phone number already added')).toBeVisible();
    await expect(dialog.getByText('No new phone numbers to add')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeDisabled();
  },
};

/** A British number is refused while US is chosen, and added once the country is GB. */
export const SmsOtherCountry: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add phone number' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Phone numbers' }), '07400 123457');
    await expect(dialog.getByText('07400 123457: Invalid phone number for region')).toBeVisible();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Country code' }), 'GB');
    await expect(dialog.getByRole('button', { name: 'Add' })).toBeEnabled();
    await userEvent.click(dialog.getByRole('button', { name: 'Add' }));
    await expect(await canvas.findByText('+447400123457')).toBeVisible();
  },
};

/** At 25 numbers the limit's message shows for any new one. */
export const SmsLimit: Story = {
  tags: ['!visual'],
  args: {
    phones: Array.from({ length: 25 }, (_, index) => ({
      e164: `+1202555${String(100 + index).padStart(4, '0')}`,
      country: 'US' as const,
      nationalNumber: `202555${String(100 + index).padStart(4, '0')}`,
      dialCode: '+1',
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add phone number' }));
    const dialog = within(await within(document.body).findByRole('dialog'));
    await userEvent.type(dialog.getByRole('textbox', { name: 'Phone numbers' }), '202 555 0199');
    await expect(
      dialog.getByText(
        'Maximum limit of 25 recipients reached. To add a new recipient, remove an existing one.',
      ),
    ).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UiStringsProvider } from '../ui-strings';
import { PhoneInput } from './phone-input';

const meta = {
  title: 'Components/PhoneInput',
  component: PhoneInput,
  args: { defaultCountry: 'GB', onValueChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
  tags: ['visual'],
} satisfies Meta<typeof PhoneInput>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Given the United Kingdom, when a mobile number is typed, it is reported in E.164 and written in
 * the national format once the field is left.
 */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const country = canvas.getByRole('combobox', { name: 'Country' });
    await expect(country).toHaveValue('GB');
    await expect(within(country).getByRole('option', { selected: true })).toHaveTextContent(
      'United Kingdom +44',
    );
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(number, '7400123456');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+447400123456', null);
    await userEvent.tab();
    await expect(number).toHaveValue('07400 123456');
    await expect(number).not.toHaveAttribute('aria-invalid');
  },
};

/** A stored number selects its country and shows in that country's format, in the dark theme. */
export const WithValueDark: Story = {
  args: { defaultValue: '+12015550123', label: 'Mobile for SMS alerts' },
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Mobile for SMS alerts' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toHaveValue(
      '(201) 555-0123',
    );
  },
};

/** With a legend and a helper text that describes the number field. */
export const WithLegendAndHelper: Story = {
  args: {
    label: 'Mobile for SMS alerts',
    helperText: 'Alerts are sent to this number as text messages.',
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('textbox', { name: 'Phone number' }),
    ).toHaveAccessibleDescription('Alerts are sent to this number as text messages.');
  },
};

/** Given letters, when the field is left, it shows "Invalid phone number". */
export const InvalidNumber: Story = {
  play: async ({ canvasElement, args }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(number, 'call me');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      null,
      expect.objectContaining({ code: 'phone.invalid' }),
    );
    // Nothing is shown while the user is still typing.
    await expect(number).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Invalid phone number');
  },
};

/** The invalid state in the dark theme. */
export const InvalidNumberDark: Story = {
  ...InvalidNumber,
  globals: { theme: 'dark' },
};

/**
 * Given a US number typed while the United Kingdom is selected, it shows "Invalid phone number
 * for region"; choosing the United States clears the message and reports the number.
 */
export const InvalidForRegion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const number = canvas.getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(number, '+1 201 555 0123');
    await userEvent.tab();
    await expect(number).toHaveAccessibleDescription('Invalid phone number for region');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'US');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('+12015550123', null);
    await expect(number).not.toHaveAttribute('aria-invalid');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Country' }), 'GB');
    await expect(number).toHaveAccessibleDescription('Invalid phone number for region');
  },
};

/** A number too short for the chosen country is refused for its region as well. */
export const TooShortForRegion: Story = {
  tags: ['!visual'],
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(number, '0740');
    await userEvent.tab();
    await expect(number).toHaveAccessibleDescription('Invalid phone number for region');
  },
};

/** A required field left empty asks for a number. */
export const Required: Story = {
  args: { required: true },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(number).toHaveAttribute('aria-required', 'true');
    await userEvent.click(number);
    await userEvent.tab();
    await expect(number).toHaveAccessibleDescription('Please enter a phone number');
  },
};

/** An error from outside (the server, say) replaces the field's own message. */
export const ExternalError: Story = {
  args: { defaultValue: '+447400123456', error: 'This number already receives alerts.' },
  play: async ({ canvasElement }) => {
    const number = within(canvasElement).getByRole('textbox', { name: 'Phone number' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('This number already receives alerts.');
  },
};

/** Disabled: neither the country nor the number can be changed. */
export const Disabled: Story = {
  args: { defaultValue: '+447400123456', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Country' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Phone number' })).toBeDisabled();
  },
};

/** Country names, labels and messages follow the provider's locale (French here). */
export const French: Story = {
  decorators: [
    (Story) => (
      <UiStringsProvider
        locale="fr"
        strings={{ country: 'Pays', phoneNumber: 'Numéro de téléphone' }}
      >
        <Story />
      </UiStringsProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const country = within(canvasElement).getByRole('combobox', { name: 'Pays' });
    await expect(within(country).getByRole('option', { selected: true })).toHaveTextContent(
      'Royaume-Uni +44',
    );
  },
};

/** A hidden input carries the E.164 number for a plain form post. */
export const InAForm: Story = {
  tags: ['!visual'],
  args: { name: 'phone' },
  render: (args) => (
    <form aria-label="Contact" onSubmit={(event) => event.preventDefault()}>
      <PhoneInput {...args} />
    </form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Phone number' }), '07400 123456');
    const form = canvas.getByRole('form', { name: 'Contact' }) as HTMLFormElement;
    await expect(new FormData(form).get('phone')).toBe('+447400123456');
  },
};

import type { AlertForm } from '@aq/validation/alert';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  ALERT_WIZARD_PROJECT,
  STORY_CONTRIBUTION_ALERT,
  STORY_SET_POINT_ALERT,
  alertWizardRoutes,
} from '../../../__fixtures__/alert-wizard';
import { ScreenStory } from '../../../__fixtures__/screen-story';
import { routeHref } from '../../../lib/route-query';
import { ActivationCriteriaFields } from './activation-criteria-fields';
import { AlertTriggerFields } from './alert-trigger-fields';

type Options = Parameters<typeof alertWizardRoutes>[0];

/** The trigger form and the activation criteria of one alert, edited in place. */
function TriggerHarness({ initial, readOnly }: { initial: AlertForm; readOnly?: boolean }) {
  const [alert, setAlert] = useState(initial);
  return (
    <div className="flex flex-col gap-8">
      <AlertTriggerFields
        alert={alert}
        onChange={setAlert}
        readOnly={readOnly}
        projectId={ALERT_WIZARD_PROJECT.Id}
      />
      <ActivationCriteriaFields alert={alert} onChange={setAlert} readOnly={readOnly} />
    </div>
  );
}

const base: AlertForm = {
  projectId: ALERT_WIZARD_PROJECT.Id,
  projectName: ALERT_WIZARD_PROJECT.Name,
  emails: [],
  phoneNumbers: [],
};

const meta = {
  title: 'Screens/Alerts/Trigger fields',
  component: TriggerHarness,
  parameters: { layout: 'padded' },
  args: { initial: { ...base, type: 'Contribution' } },
  render: (args, { globals, parameters }) => (
    <ScreenStory
      routes={alertWizardRoutes(parameters.fixture as Options)}
      path={routeHref('/OneView/project/alerts', { projectId: ALERT_WIZARD_PROJECT.Id })}
      locale={(globals.locale as string) ?? 'en-US'}
    >
      <div style={{ width: (parameters.width as number | undefined) ?? 720 }}>
        <TriggerHarness {...args} />
      </div>
    </ScreenStory>
  ),
} satisfies Meta<typeof TriggerHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

async function choose(canvasElement: HTMLElement, field: RegExp, option: RegExp) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('combobox', { name: field }));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

/**
 * A new contribution alert: the project's contributions, the channel and averaging waiting for a
 * contribution; every day and the whole day active, in the project's labelled time zone.
 */
export const ContributionEmpty: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /^Contribution/ })).toBeEnabled();
    await expect(canvas.getByRole('combobox', { name: /^Channel/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /^Averaging period/ })).toBeDisabled();
    await expect(canvas.queryByTestId('trigger-edge')).toBeNull();
    await expect(await canvas.findByTestId('activation-zone')).toHaveTextContent(
      'America/New_York (UTC-05:00)',
    );
    for (const day of ['Sunday', 'Wednesday', 'Saturday']) {
      await expect(canvas.getByRole('checkbox', { name: day })).toBeChecked();
    }
    await expect(canvas.getByRole('textbox', { name: 'Start time' })).toHaveValue('00:00');
    await expect(canvas.getByRole('textbox', { name: 'End time' })).toHaveValue('23:59');
  },
};

/**
 * NJ PAM contributions are listed but disabled, with the reason under their name; choosing one
 * does nothing. (The open list hides the page from assistive technology, so the story closes it
 * by choosing another contribution.)
 */
export const NjPamDisabled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const source = await canvas.findByRole('combobox', { name: /^Contribution/ });
    await userEvent.click(source);
    const listbox = await within(document.body).findByRole('listbox');
    const njPam = within(listbox).getByRole('option', { name: /^Canal block averages/ });
    await expect(njPam).toHaveAttribute('aria-disabled', 'true');
    await expect(njPam).toHaveAccessibleDescription(
      'Contribution alerts are not available for NJ PAM',
    );
    await userEvent.click(njPam, { pointerEventsCheck: 0 });
    const der10 = within(listbox).getByRole('option', { name: /^Perimeter dust and VOC/ });
    await expect(der10).not.toHaveAttribute('aria-disabled');
    await userEvent.click(der10);
    await waitFor(() => expect(within(document.body).queryByRole('listbox')).toBeNull());
    await expect(source).toHaveTextContent('Perimeter dust and VOC');
  },
};

/**
 * Choosing a contribution offers its channels (WS as 'Wind speed', others '{name} contribution')
 * and the averaging of that channel: instantaneous or the rolling period. On a 1466 contribution
 * WS averages over 15 minutes; switching to WS clears a 2-hour choice. A new contribution clears
 * the channel and the period.
 */
export const ContributionEditingRules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await choose(canvasElement, /^Contribution/, /^Rule 1466 PM10/);
    await userEvent.click(canvas.getByRole('combobox', { name: /^Channel/ }));
    let listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(2);
    await expect(within(listbox).getByRole('option', { name: /^Wind speed/ })).toBeVisible();
    await userEvent.click(within(listbox).getByRole('option', { name: /^PM10 contribution/ }));
    await choose(canvasElement, /^Averaging period/, /^2 hours rolling average/);
    await expect(canvas.getByRole('combobox', { name: /^Averaging period/ })).toHaveTextContent(
      '2 hours rolling average',
    );
    await userEvent.click(canvas.getByRole('combobox', { name: /^Averaging period/ }));
    listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Instantaneous', '2 hours rolling average']);
    await userEvent.keyboard('{Escape}');
    // WS on 1466 is 15 minutes: the 2-hour choice goes.
    await choose(canvasElement, /^Channel/, /^Wind speed/);
    await expect(canvas.getByRole('combobox', { name: /^Averaging period/ })).toHaveTextContent(
      'Select an averaging period',
    );
    await choose(canvasElement, /^Averaging period/, /^15 minutes rolling average/);
    // Another contribution clears the channel and the period.
    await choose(canvasElement, /^Contribution/, /^Perimeter dust and VOC/);
    await expect(canvas.getByRole('combobox', { name: /^Channel/ })).toHaveTextContent(
      'Select a channel',
    );
    await expect(canvas.getByRole('combobox', { name: /^Averaging period/ })).toHaveTextContent(
      'Select an averaging period',
    );
  },
};

/** Set point 40 below reset point 60: 'Falling edge'. */
export const FallingEdge: Story = {
  tags: ['visual'],
  args: { initial: STORY_CONTRIBUTION_ALERT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('trigger-edge-value')).toHaveTextContent('Falling edge');
    await expect(canvas.getByRole('combobox', { name: /^Channel/ })).toHaveTextContent(
      'PM10 contribution',
    );
    await expect(canvas.getByRole('combobox', { name: /^Averaging period/ })).toHaveTextContent(
      '15 minutes rolling average',
    );
  },
};

/** Typing a set point above the reset point turns the edge to 'Rising edge'; equal is rising too. */
export const RisingEdge: Story = {
  args: { initial: STORY_CONTRIBUTION_ALERT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const setPoint = await canvas.findByRole('textbox', { name: /^Set point/ });
    await userEvent.clear(setPoint);
    await userEvent.type(setPoint, '75.5');
    await expect(canvas.getByTestId('trigger-edge-value')).toHaveTextContent('Rising edge');
    await userEvent.clear(setPoint);
    await userEvent.type(setPoint, '60');
    await expect(canvas.getByTestId('trigger-edge-value')).toHaveTextContent('Rising edge');
    await userEvent.clear(setPoint);
    await expect(canvas.queryByTestId('trigger-edge')).toBeNull();
    await userEvent.type(setPoint, '59.9');
    await expect(canvas.getByTestId('trigger-edge-value')).toHaveTextContent('Falling edge');
  },
};

/**
 * Offline: the data type starts at Contribution; switching to Location clears the chosen sources
 * and offers the project's monitoring locations. Durations from 1 minute to 2 hours.
 */
export const Offline: Story = {
  tags: ['visual'],
  args: { initial: { ...base, type: 'Offline', dataSourceType: 'Contribution' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('radio', { name: 'Contribution' })).toBeChecked();
    await choose(canvasElement, /^Contributions/, /^Perimeter dust and VOC/);
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByText('Perimeter dust and VOC')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Location' }));
    const sources = await canvas.findByRole('combobox', { name: /^Monitoring locations/ });
    await expect(canvas.queryByText('Perimeter dust and VOC')).toBeNull();
    await userEvent.click(sources);
    const listbox = await within(document.body).findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.click(within(listbox).getByRole('option', { name: 'North fence' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Offline duration/ }));
    const durations = await within(document.body).findByRole('listbox');
    await expect(
      within(durations)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '1 minute',
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
    ]);
    await userEvent.click(within(durations).getByRole('option', { name: '30 minutes' }));
  },
};

/**
 * Set point on locations: without the migration flag there is no data type choice. The sensors are
 * those of the chosen locations, with their units; choosing other locations clears the sensor.
 */
export const SetPointLocations: Story = {
  args: { initial: { ...base, type: 'SetPoint', dataSourceType: 'Location' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const locations = await canvas.findByRole('combobox', { name: /^Monitoring locations/ });
    await expect(canvas.queryByRole('radiogroup', { name: 'Data type' })).toBeNull();
    await expect(canvas.getByRole('combobox', { name: /^Sensor/ })).toBeDisabled();
    await userEvent.click(locations);
    let listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Met mast' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Sensor/ }));
    listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['WS (m/s)', 'WD (°)']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'WS (m/s)' }));
    await expect(canvas.getByRole('combobox', { name: /^Sensor/ })).toHaveTextContent('WS (m/s)');
    await userEvent.click(canvas.getByRole('combobox', { name: /^Monitoring locations/ }));
    listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'North fence' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.getByRole('combobox', { name: /^Sensor/ })).toHaveTextContent(
        'Select a sensor',
      ),
    );
  },
};

/** A complete set point alert on two locations, weekdays 07:00 to 19:00; rising edge. */
export const SetPointComplete: Story = {
  tags: ['visual'],
  args: { initial: STORY_SET_POINT_ALERT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('trigger-edge-value')).toHaveTextContent('Rising edge');
    await expect(canvas.getByRole('combobox', { name: /^Averaging period/ })).toHaveTextContent(
      '15 minutes',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Sunday' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Start time' })).toHaveValue('07:00');
    await expect(canvas.getByRole('textbox', { name: 'End time' })).toHaveValue('19:00');
  },
};

/** Under the migration flag a set point alert may watch one contribution instead. */
export const SetPointContribution: Story = {
  parameters: { fixture: { migrated: true } },
  args: { initial: { ...base, type: 'SetPoint', dataSourceType: 'Location' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Contribution' }));
    await choose(canvasElement, /^Contribution/, /^Excavation PM2.5/);
    await choose(canvasElement, /^Sensor/, /^PM2.5/);
    await userEvent.click(canvas.getByRole('combobox', { name: /^Averaging period/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Instantaneous', '30 minutes rolling average']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Instantaneous' }));
    await expect(canvas.getByRole('combobox', { name: /^Averaging period/ })).toHaveTextContent(
      'Instantaneous',
    );
  },
};

/**
 * Unticking every day says 'A minimum of one day must be selected'; a typed end time past the day
 * is corrected to 23:59 with a warning.
 */
export const ActivationErrors: Story = {
  tags: ['visual'],
  args: {
    initial: { ...STORY_SET_POINT_ALERT, activeDays: ['Monday'] },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Monday' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'A minimum of one day must be selected',
    );
    const end = canvas.getByRole('textbox', { name: 'End time' });
    await userEvent.clear(end);
    await userEvent.type(end, '25:00{Enter}');
    await expect(end).toHaveValue('23:59');
    await expect(
      await canvas.findByText('25:00 is outside the allowed range and was changed to 23:59'),
    ).toBeVisible();
  },
};

/** Read-only: every control shows its value and none can change it. */
export const ReadOnly: Story = {
  args: { initial: STORY_SET_POINT_ALERT, readOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('combobox', { name: /^Sensor/ })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: /^Set point/ })).toBeDisabled();
    await expect(canvas.getByRole('checkbox', { name: 'Monday' })).toBeDisabled();
  },
};

/** Phone width: fields and day checkboxes stack in two columns. */
export const Phone: Story = {
  tags: ['visual'],
  parameters: { width: 358 },
  args: { initial: STORY_CONTRIBUTION_ALERT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('trigger-edge-value')).toHaveTextContent('Falling edge');
  },
};

/** Dark theme. */
export const Dark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  args: { initial: STORY_SET_POINT_ALERT },
  play: SetPointComplete.play,
};

/** In French: labels from the locale file, day names from the browser's locale data. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { initial: STORY_CONTRIBUTION_ALERT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('trigger-edge-value')).toHaveTextContent(
      'Front descendant',
    );
    await expect(canvas.getByRole('checkbox', { name: 'lundi' })).toBeChecked();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { toastStore } from '@aq/ui/toast';
import {
  ALERT_WIZARD_PROJECT,
  NEW_EVENT_RULE_ID,
  STORY_SET_POINT_ALERT,
  alertWizardRoutes,
} from '../../../__fixtures__/alert-wizard';
import { ScreenStory } from '../../../__fixtures__/screen-story';
import { routeHref } from '../../../lib/route-query';
import { useLocation, useSearch } from 'wouter';
import { AppToaster } from '../../../shell/app-toaster';
import { CreateAlertWizard } from './create-alert-wizard';

type Options = Parameters<typeof alertWizardRoutes>[0];

/** Where the wizard sent the user (the story router's location), for the play functions. */
function LocationProbe() {
  const [path] = useLocation();
  const search = useSearch();
  return (
    <output data-testid="story-location" className="sr-only">
      {search ? `${path}?${search}` : path}
    </output>
  );
}

/** Clears toasts left by another story. */
function FreshToasts() {
  useEffect(() => toastStore.clear(), []);
  return <AppToaster />;
}

const meta = {
  title: 'Screens/Alerts/Create alert',
  component: CreateAlertWizard,
  tags: ['!visual'],
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    projectId: ALERT_WIZARD_PROJECT.Id,
    projectName: ALERT_WIZARD_PROJECT.Name,
    mode: 'create',
    onClose: fn(),
  },
  render: (args, { globals, parameters }) => (
    // The wizard is a dialog in a portal: the screenshot covers the viewport-high root.
    <div className="min-h-[calc(100vh-2rem)]">
      <ScreenStory
        routes={alertWizardRoutes(parameters.fixture as Options)}
        path={routeHref('/OneView/project/alerts', { projectId: ALERT_WIZARD_PROJECT.Id })}
        locale={(globals.locale as string) ?? 'en-US'}
      >
        <CreateAlertWizard {...args} />
        <LocationProbe />
        <FreshToasts />
      </ScreenStory>
    </div>
  ),
} satisfies Meta<typeof CreateAlertWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

async function wizard(name = 'Create alert') {
  const dialog = await within(document.body).findByRole('dialog', { name });
  return { dialog, inDialog: within(dialog) };
}

async function choose(inDialog: ReturnType<typeof within>, field: RegExp, option: RegExp) {
  await userEvent.click(await inDialog.findByRole('combobox', { name: field }));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: option }));
}

/** Details filled with a name and the Offline type, then Next. */
async function toTrigger(typeLabel: RegExp = /^Offline/) {
  const { dialog, inDialog } = await wizard();
  await userEvent.type(inDialog.getByRole('textbox', { name: /^Name/ }), 'Gate sensors offline');
  await userEvent.click(inDialog.getByRole('radio', { name: typeLabel }));
  await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
  await inDialog.findByRole('heading', { level: 3, name: 'Trigger' });
  return { dialog, inDialog };
}

/** An Offline trigger on two locations for 15 minutes, then Next to Actions. */
async function toActions() {
  const { dialog, inDialog } = await toTrigger();
  await userEvent.click(await inDialog.findByRole('radio', { name: 'Location' }));
  await userEvent.click(await inDialog.findByRole('combobox', { name: /^Monitoring locations/ }));
  const listbox = await within(document.body).findByRole('listbox');
  await userEvent.click(within(listbox).getByRole('option', { name: 'North fence' }));
  await userEvent.click(within(listbox).getByRole('option', { name: 'South gate' }));
  await userEvent.keyboard('{Escape}');
  await choose(inDialog, /^Offline duration/, /^15 minutes/);
  await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
  await inDialog.findByRole('heading', { level: 3, name: 'Actions' });
  return { dialog, inDialog };
}

/**
 * Details: the intro, the name, this page's project (read-only) and the three types. Next stays
 * disabled until a name and a type are there; three numbered steps.
 */
export const Details: Story = {
  tags: ['visual'],
  play: async () => {
    const { inDialog } = await wizard();
    await expect(inDialog.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Step 1 of 3 Details',
    );
    await expect(inDialog.getByTestId('alert-details-intro')).toHaveTextContent(
      'Give the alert a unique name: it is used in notifications.',
    );
    await expect(inDialog.getByTestId('alert-project')).toHaveValue(ALERT_WIZARD_PROJECT.Name);
    await expect(inDialog.getByTestId('alert-project')).toHaveAttribute('readonly');
    await expect(inDialog.getAllByRole('radio').map((radio) => radio.textContent)).toHaveLength(3);
    const next = inDialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Name/ }), 'Gate PM10');
    await expect(next).toBeDisabled();
    await userEvent.click(inDialog.getByRole('radio', { name: /^Set point/ }));
    await expect(next).toBeEnabled();
  },
};

/** The Details step in the dark theme. */
export const DetailsDark: Story = { ...Details, globals: { theme: 'dark' } };

/** Under the migration flag the Contribution type is not offered. */
export const MigratedTypes: Story = {
  parameters: { fixture: { migrated: true } },
  play: async () => {
    const { inDialog } = await wizard();
    await waitFor(() => expect(inDialog.getAllByRole('radio')).toHaveLength(2));
    await expect(inDialog.queryByRole('radio', { name: /^Contribution/ })).toBeNull();
  },
};

/** A blank name says so once the field is left. */
export const NameRequired: Story = {
  play: async () => {
    const { inDialog } = await wizard();
    const name = inDialog.getByRole('textbox', { name: /^Name/ });
    await userEvent.type(name, '   ');
    await userEvent.tab();
    await expect(await inDialog.findByText('An alert must have a name')).toBeVisible();
  },
};

/** Cancel with something entered asks before discarding; untouched, it closes at once. */
export const CancelAsks: Story = {
  play: async ({ args }) => {
    const { inDialog } = await wizard();
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Name/ }), 'Gate PM10');
    await userEvent.click(inDialog.getByRole('button', { name: 'Cancel' }));
    const confirm = await within(document.body).findByRole('dialog', {
      name: 'You have unsaved changes. Are you sure you want to discard these changes?',
    });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Discard' }));
    await expect(args.onClose).toHaveBeenCalledTimes(2);
  },
};

/**
 * Trigger (Offline): the data type, sources and duration, then the activation criteria; Next
 * waits for the sources and the duration. Back returns to Details with the name kept.
 */
export const TriggerOffline: Story = {
  tags: ['visual'],
  play: async () => {
    const { inDialog } = await toTrigger();
    await expect(inDialog.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Step 2 of 3 Trigger',
    );
    const next = inDialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeDisabled();
    await choose(inDialog, /^Contributions/, /^Perimeter dust and VOC/);
    await userEvent.keyboard('{Escape}');
    await expect(next).toBeDisabled();
    await choose(inDialog, /^Offline duration/, /^1 hour/);
    await expect(next).toBeEnabled();
    await userEvent.click(inDialog.getByRole('checkbox', { name: 'Sunday' }));
    await userEvent.click(inDialog.getByRole('checkbox', { name: 'Saturday' }));
    await expect(next).toBeEnabled();
  },
};

/** Unticking every day blocks Next with 'A minimum of one day must be selected'. */
export const TriggerNoDays: Story = {
  play: async () => {
    const { inDialog } = await toTrigger();
    await choose(inDialog, /^Contributions/, /^Perimeter dust and VOC/);
    await userEvent.keyboard('{Escape}');
    await choose(inDialog, /^Offline duration/, /^1 hour/);
    for (const day of [
      'Sunday',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
    ]) {
      await userEvent.click(inDialog.getByRole('checkbox', { name: day }));
    }
    await expect(await inDialog.findByRole('alert')).toHaveTextContent(
      'A minimum of one day must be selected',
    );
    await expect(inDialog.getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Trigger (Contribution): NJ PAM disabled; a complete trigger shows its edge. */
export const TriggerContribution: Story = {
  play: async () => {
    const { inDialog } = await toTrigger(/^Contribution/);
    await userEvent.click(await inDialog.findByRole('combobox', { name: /^Contribution/ }));
    const listbox = await within(document.body).findByRole('listbox');
    await expect(
      within(listbox).getByRole('option', { name: /^Canal block averages/ }),
    ).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(listbox).getByRole('option', { name: /^Rule 1466 PM10/ }));
    await choose(inDialog, /^Channel/, /^PM10 contribution/);
    await choose(inDialog, /^Averaging period/, /^Instantaneous/);
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Set point/ }), '150');
    await userEvent.type(inDialog.getByRole('textbox', { name: /^Reset point/ }), '100');
    await expect(inDialog.getByTestId('trigger-edge-value')).toHaveTextContent('Rising edge');
    await expect(inDialog.getByRole('button', { name: 'Next' })).toBeEnabled();
  },
};

/**
 * Actions: the e-mail and SMS tables; Create waits for one recipient. (No screenshot here: the
 * tables are the recipients feature's, whose own stories cover their look.)
 */
export const Actions: Story = {
  play: async () => {
    const { inDialog } = await toActions();
    await expect(inDialog.getByRole('listitem', { current: 'step' })).toHaveTextContent(
      'Step 3 of 3 Actions',
    );
    await expect(inDialog.getByTestId('alert-actions-intro')).toBeVisible();
    await expect(inDialog.getByTestId('alert-actions-hint')).toHaveTextContent(
      'Add at least one e-mail address or phone number',
    );
    await expect(inDialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  },
};

/** Clone: everything prefilled with 'Clone - ' before the name; the last button reads Clone. */
export const Clone: Story = {
  tags: ['visual'],
  args: { mode: 'clone', initial: STORY_SET_POINT_ALERT },
  play: async () => {
    const { inDialog } = await wizard('Clone alert');
    await expect(inDialog.getByRole('textbox', { name: /^Name/ })).toHaveValue(
      'Clone - Perimeter PM10 exceedance',
    );
    await expect(inDialog.getByRole('radio', { name: /^Set point/ })).toBeChecked();
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await inDialog.findByRole('heading', { level: 3, name: 'Trigger' });
    await expect(await inDialog.findByTestId('trigger-edge-value')).toHaveTextContent(
      'Rising edge',
    );
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await inDialog.findByRole('heading', { level: 3, name: 'Actions' });
    await expect(await inDialog.findByText('site.manager@demo.example')).toBeVisible();
    await expect(inDialog.getByRole('button', { name: 'Clone' })).toBeEnabled();
  },
};

/**
 * Cloning ends with the 'Cloning complete' toast naming the clone, with the link to it, and the
 * wizard closes.
 */
export const CloneComplete: Story = {
  args: { mode: 'clone', initial: STORY_SET_POINT_ALERT },
  play: async ({ args }) => {
    const { inDialog } = await wizard('Clone alert');
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await inDialog.findByRole('heading', { level: 3, name: 'Trigger' });
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await inDialog.findByRole('heading', { level: 3, name: 'Actions' });
    await userEvent.click(inDialog.getByRole('button', { name: 'Clone' }));
    const body = within(document.body);
    await expect(await body.findByText('Cloning complete')).toBeVisible();
    await expect(
      body.getByText(
        'You can find Clone - Perimeter PM10 exceedance in the alerts menu or by clicking the link below.',
      ),
    ).toBeVisible();
    const link = body.getByRole('link', { name: 'Open cloned alert' });
    await expect(link.getAttribute('href')).toBe(
      routeHref('/OneView/alerts/details', {
        projectId: ALERT_WIZARD_PROJECT.Id,
        alertId: NEW_EVENT_RULE_ID,
      }),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
  },
};

/**
 * Creating opens the new alert's details page. (The alert starts from a complete one, so the
 * story needs no recipient modal.)
 */
export const CreateOpensDetails: Story = {
  args: {
    initial: { ...STORY_SET_POINT_ALERT, id: undefined, name: 'Gate PM10' },
  },
  play: async ({ args }) => {
    const { inDialog } = await wizard();
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await inDialog.findByRole('heading', { level: 3, name: 'Trigger' });
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await inDialog.findByRole('heading', { level: 3, name: 'Actions' });
    await userEvent.click(inDialog.getByRole('button', { name: 'Create' }));
    const location = within(document.body).getByTestId('story-location');
    const details = routeHref('/OneView/alerts/details', {
      projectId: ALERT_WIZARD_PROJECT.Id,
      alertId: NEW_EVENT_RULE_ID,
    });
    await waitFor(() =>
      expect(decodeURIComponent(location.textContent ?? '')).toBe(decodeURIComponent(details)),
    );
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(within(document.body).queryByText('Cloning complete')).toBeNull();
  },
};

/** The server refuses the save: 'Error saving alert.' with its message; the step stays. */
export const SaveRefused: Story = {
  parameters: { fixture: { save: 'refuse' } },
  args: { mode: 'clone', initial: STORY_SET_POINT_ALERT },
  play: async ({ args }) => {
    const { inDialog } = await wizard('Clone alert');
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await inDialog.findByRole('heading', { level: 3, name: 'Trigger' });
    await userEvent.click(inDialog.getByRole('button', { name: 'Next' }));
    await inDialog.findByRole('heading', { level: 3, name: 'Actions' });
    await userEvent.click(inDialog.getByRole('button', { name: 'Clone' }));
    await expect(await inDialog.findByText('Error saving alert.')).toBeVisible();
    await expect(
      inDialog.getByText(
        'An alert named Perimeter PM10 exceedance already exists in this project.',
      ),
    ).toBeVisible();
    await expect(inDialog.getByRole('heading', { level: 3, name: 'Actions' })).toBeVisible();
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** In Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async () => {
    const { inDialog } = await wizard('创建警报');
    await expect(inDialog.getByRole('radio', { name: /^设定值/ })).toBeVisible();
  },
};

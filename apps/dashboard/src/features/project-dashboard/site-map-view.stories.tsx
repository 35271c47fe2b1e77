import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  DASHBOARD_PROJECT,
  OFFLINE_SITE_LOCATIONS,
  OFFLINE_SITE_STATUSES,
  SITE_LOCATIONS,
  SITE_STATUSES,
  SITE_WIND_LOCATIONS,
} from '../../__fixtures__/project-dashboard-page';
import { ScreenStory } from '../../__fixtures__/screen-story';
import { onlineInstruments, siteChannels, siteMarkers, windRoles, type SiteWind } from './site-map';
import { SiteMap, useSiteMarkerWords } from './site-map-view';

/** The DER-10's wind: 3.4 m/s from 250° (the compass's W); its arrow points to 70° on a north-up map. */
const WIND: SiteWind = { contributionId: 41, speed: 3.4, speedUnit: 'm/s', direction: 250 };

/** The dashboard's active contributions (the DER-10 and the 1466; the NJ PAM is hidden). */
const ACTIVE = new Set([41, 42]);

interface SiteMapStoryProps {
  /** The locations answer of the fixed server. */
  locations: typeof SITE_LOCATIONS;
  /** The instruments' health; undefined while unknown. */
  statuses: typeof SITE_STATUSES | undefined;
  /** The channel chosen at first (null: Site overview). */
  initialChannel: string | null;
  wind: SiteWind | null;
  loading?: boolean;
  error?: string | null;
  /** Called with the channel the user picks. */
  onChannelChange: (channel: string | null) => void;
  /** Called with the averaging period the user picks. */
  onAveragingChange: (minutes: number) => void;
}

/** The site map as the page wires it: markers, channels and roles from the fixed answers. */
function SiteMapStory({
  locations,
  statuses,
  initialChannel,
  wind,
  loading,
  error,
  onChannelChange,
  onAveragingChange,
}: SiteMapStoryProps) {
  const [channel, setChannel] = useState(initialChannel);
  const [averaging, setAveraging] = useState(1);
  const words = useSiteMarkerWords();
  const markers = siteMarkers(
    locations,
    channel,
    windRoles(SITE_WIND_LOCATIONS, ACTIVE, channel),
    words,
  );
  return (
    <SiteMap
      markers={markers}
      channels={siteChannels(locations)}
      channel={channel}
      onChannelChange={(next) => {
        setChannel(next);
        onChannelChange(next);
      }}
      averaging={averaging}
      onAveragingChange={(minutes) => {
        setAveraging(minutes);
        onAveragingChange(minutes);
      }}
      instruments={statuses ? onlineInstruments(statuses) : undefined}
      wind={wind}
      center={{
        lat: DASHBOARD_PROJECT.Location.Latitude,
        lng: DASHBOARD_PROJECT.Location.Longitude,
      }}
      styleUrls={{ streets: null, satellite: null }}
      loading={loading}
      error={error}
      animate={false}
    />
  );
}

const meta = {
  title: 'Screens/Project dashboard/Site map',
  component: SiteMapStory,
  args: {
    locations: SITE_LOCATIONS,
    statuses: SITE_STATUSES,
    initialChannel: null,
    wind: WIND,
    onChannelChange: fn(),
    onAveragingChange: fn(),
  },
  parameters: { layout: 'padded' },
  render: (args, { globals, parameters }) => (
    <ScreenStory routes={[]} path="/" locale={(globals.locale as string) ?? 'en-US'}>
      <div style={{ width: (parameters.width as number | undefined) ?? 760 }}>
        <SiteMapStory {...args} />
      </div>
    </ScreenStory>
  ),
} satisfies Meta<typeof SiteMapStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Waits until the map has drawn everything (the first story to draw one loads MapLibre). */
async function mapIdle(canvasElement: HTMLElement) {
  await waitFor(
    () =>
      expect(canvasElement.querySelector('[data-slot="map"]')).toHaveAttribute(
        'data-state',
        'idle',
      ),
    { timeout: 20000 },
  );
}

/** The buttons of the map's keyboard list, by marker name. */
function markerButton(canvasElement: HTMLElement, name: string): HTMLElement {
  const list = within(canvasElement).getByRole('list', {
    name: 'Instruments on the map',
    hidden: true,
  });
  return within(list).getByRole('button', { name: new RegExp(`^${name}`), hidden: true });
}

/**
 * Site overview on the offline style: 4 of 5 instruments online, the pickers on Site overview and
 * 1 minute, a marker per shown location (Old compound is hidden) with the status and wind roles
 * in words, no values; the wind indicator says 3.4 m/s from W (250°) with its arrow at 70°.
 */
export const Default: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapIdle(canvasElement);
    await expect(canvas.getByTestId('site-map-online')).toHaveTextContent(
      '4 of 5 instruments online',
    );
    const channel = canvas.getByRole('combobox', { name: 'Channel' });
    await expect(channel).toBeEnabled();
    await expect(channel).toHaveTextContent('Site overview');
    await expect(canvas.getByRole('combobox', { name: 'Averaging period' })).toHaveTextContent(
      '1 minute',
    );
    const list = canvas.getByRole('list', { name: 'Instruments on the map', hidden: true });
    const names = within(list)
      .getAllByRole('button', { hidden: true })
      .map((button) => button.textContent);
    // Most urgent drawn last: OK, offline, needs attention, warning.
    await expect(names).toEqual([
      'North fence',
      'Upwind mast',
      'South gate',
      'East gate',
      'Canal west',
    ]);
    await expect(canvas.queryByText('Old compound')).toBeNull();
    const wind = canvas.getByTestId('wind-indicator');
    await expect(wind).toHaveAttribute('data-angle', '70.0');
    await expect(wind).toHaveAccessibleName('Wind: 3.4 m/s, from W (250°)');
    // On Site overview the roles of every pollutant of the active contributions show; the NJ
    // PAM's (East gate upwind) does not.
    const north = markerButton(canvasElement, 'North fence');
    north.focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('North fence');
    await expect(tooltip).toHaveTextContent('OK · Downwind');
    await expect(tooltip).not.toHaveTextContent('µg/m³');
    markerButton(canvasElement, 'East gate').focus();
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('East gate'));
    await expect(canvas.getByRole('tooltip')).toHaveTextContent(
      'Online, needs attention · Downwind',
    );
    await expect(canvas.getByRole('tooltip')).not.toHaveTextContent('Upwind');
    north.blur();
    (canvasElement.ownerDocument.activeElement as HTMLElement | null)?.blur();
    await waitFor(() => expect(canvas.queryByRole('tooltip')).toBeNull());
    await mapIdle(canvasElement);
  },
};

/** The same in the dark theme. */
export const Dark: Story = {
  tags: ['visual'],
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await mapIdle(canvasElement);
    await expect(within(canvasElement).getByTestId('wind-indicator')).toHaveAttribute(
      'data-angle',
      '70.0',
    );
  },
};

/**
 * PM10 chosen: the markers carry its value in the display unit with the location's decimals
 * (North fence 42.5 µg/m³, Canal west 131.7, none for offline South gate), and only PM10's wind
 * roles (the mast upwind; North fence and Canal west downwind of the DER-10, South gate of 1466).
 */
export const ChannelChosen: Story = {
  args: { initialChannel: 'PM10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapIdle(canvasElement);
    await expect(canvas.getByRole('combobox', { name: 'Channel' })).toHaveTextContent('PM10');
    await expect(markerButton(canvasElement, 'North fence')).toHaveTextContent(
      'North fence42.5 µg/m³',
    );
    await expect(markerButton(canvasElement, 'Canal west')).toHaveTextContent(
      'Canal west131.7 µg/m³',
    );
    await expect(markerButton(canvasElement, 'East gate')).toHaveTextContent('East gate18.2 µg/m³');
    await expect(markerButton(canvasElement, 'South gate')).toHaveTextContent(/^South gate$/);
    await expect(markerButton(canvasElement, 'Upwind mast')).toHaveTextContent(/^Upwind mast$/);
    markerButton(canvasElement, 'Canal west').focus();
    const tooltip = await canvas.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Canal west');
    await expect(tooltip).toHaveTextContent('131.7 µg/m³');
    await expect(tooltip).toHaveTextContent('Warning · Downwind');
    markerButton(canvasElement, 'South gate').focus();
    await waitFor(() =>
      expect(canvas.getByRole('tooltip')).toHaveTextContent('Offline · Downwind'),
    );
    markerButton(canvasElement, 'East gate').focus();
    // East gate is downwind of the DER-10 for VOC only: no role for PM10.
    await waitFor(() => expect(canvas.getByRole('tooltip')).toHaveTextContent('East gate'));
    await expect(canvas.getByRole('tooltip')).not.toHaveTextContent('Downwind');
  },
};

/**
 * The pickers: Site overview then each channel measured at a shown location (PM10, VOC, WS; not
 * the hidden location's PM2.5), and the averaging periods of spec 03 §9. Choosing reports the
 * channel (null for Site overview) and the minutes; VOC's values then show in ppm.
 */
export const Pickers: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await mapIdle(canvasElement);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Channel' }));
    const channels = await body.findByRole('listbox');
    await expect(
      within(channels)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Site overview', 'PM10', 'VOC', 'WS']);
    await userEvent.click(within(channels).getByRole('option', { name: 'VOC' }));
    await expect(args.onChannelChange).toHaveBeenLastCalledWith('VOC');
    await waitFor(() =>
      expect(markerButton(canvasElement, 'North fence')).toHaveTextContent('North fence0.12 ppm'),
    );
    await userEvent.click(canvas.getByRole('combobox', { name: 'Averaging period' }));
    const periods = await body.findByRole('listbox');
    await expect(
      within(periods)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '1 minute',
      '5 minutes',
      '10 minutes',
      '15 minutes',
      '20 minutes',
      '30 minutes',
      '1 hour',
      '2 hours',
      '4 hours',
      '5 hours',
      '6 hours',
      '8 hours',
      '12 hours',
      '1 day',
    ]);
    await userEvent.click(within(periods).getByRole('option', { name: '15 minutes' }));
    await expect(args.onAveragingChange).toHaveBeenLastCalledWith(15);
    await userEvent.click(canvas.getByRole('combobox', { name: 'Channel' }));
    await userEvent.click(await body.findByRole('option', { name: 'Site overview' }));
    await expect(args.onChannelChange).toHaveBeenLastCalledWith(null);
    await expect(markerButton(canvasElement, 'North fence')).toHaveTextContent(/^North fence$/);
  },
};

/**
 * Every instrument offline: '0 of 5 instruments online', every marker offline, and both pickers
 * disabled; their wrapper takes the focus and says why.
 */
export const AllOffline: Story = {
  tags: ['visual'],
  args: { locations: OFFLINE_SITE_LOCATIONS, statuses: OFFLINE_SITE_STATUSES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapIdle(canvasElement);
    await expect(canvas.getByTestId('site-map-online')).toHaveTextContent(
      '0 of 5 instruments online',
    );
    await expect(canvas.getByRole('combobox', { name: 'Channel' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Averaging period' })).toBeDisabled();
    const wrappers = canvas.getAllByTestId('unavailable-picker');
    await expect(wrappers).toHaveLength(2);
    wrappers[0]!.focus();
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Unavailable while all instruments are offline');
    await expect(wrappers[0]).toHaveAccessibleDescription(
      'Unavailable while all instruments are offline',
    );
    const list = canvas.getByRole('list', { name: 'Instruments on the map', hidden: true });
    for (const button of within(list).getAllByRole('button', { hidden: true })) {
      await expect(button.getAttribute('aria-describedby')).toBeNull();
    }
    await mapIdle(canvasElement);
  },
};

/** MapLibre's keyboard handler reads `keyCode`, which user-event leaves out; a real key has it. */
const KEY_CODES = { ArrowLeft: 37, ArrowUp: 38, ArrowRight: 39, ArrowDown: 40 } as const;

/** Presses Shift and an arrow on the focused map, as a user turning or tilting it. */
function shiftArrow(map: HTMLElement, key: keyof typeof KEY_CODES) {
  for (const type of ['keydown', 'keyup']) {
    map.dispatchEvent(
      new KeyboardEvent(type, {
        key,
        code: key,
        keyCode: KEY_CODES[key],
        shiftKey: true,
        bubbles: true,
        cancelable: true,
      }),
    );
  }
}

/**
 * Rotating the map with the keyboard (Shift+arrows on the focused map, 15° a press): the arrow
 * turns back by the bearing (70° at north up, 55° with the map turned 15° clockwise, 85° at 15°
 * anticlockwise); tilting (10° a press) past 60° hides the indicator, and tilting back shows it.
 */
export const RotateAndTilt: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapIdle(canvasElement);
    const angle = async (expected: string) => {
      await waitFor(() =>
        expect(canvas.getByTestId('wind-indicator')).toHaveAttribute('data-angle', expected),
      );
      await mapIdle(canvasElement);
    };
    await angle('70.0');
    const map = canvas.getByRole('region', { name: 'Site overview map' });
    map.focus();
    shiftArrow(map, 'ArrowRight');
    await angle('55.0');
    shiftArrow(map, 'ArrowLeft');
    await angle('70.0');
    shiftArrow(map, 'ArrowLeft');
    await angle('85.0');
    // 60° still shows the indicator, 70° hides it.
    for (let press = 0; press < 6; press += 1) {
      shiftArrow(map, 'ArrowUp');
      await new Promise((resolve) => setTimeout(resolve, 50));
      await mapIdle(canvasElement);
    }
    await expect(canvas.getByTestId('wind-indicator')).toBeVisible();
    shiftArrow(map, 'ArrowUp');
    await waitFor(() => expect(canvas.queryByTestId('wind-indicator')).toBeNull());
    await mapIdle(canvasElement);
    shiftArrow(map, 'ArrowDown');
    await angle('85.0');
  },
};

/** No wind reading for any active contribution: the indicator says so, without an arrow. */
export const NoWind: Story = {
  args: { wind: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapIdle(canvasElement);
    const wind = canvas.getByTestId('wind-indicator');
    await expect(wind).toHaveAccessibleName('No wind data');
    await expect(wind).toHaveAttribute('data-angle', '');
    await expect(wind.querySelector('svg')).toBeNull();
  },
};

/** A direction without a speed: 'Speed unknown', the arrow still drawn. */
export const WindWithoutSpeed: Story = {
  args: { wind: { ...WIND, speed: null } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapIdle(canvasElement);
    await expect(canvas.getByTestId('wind-indicator')).toHaveAccessibleName(
      'Wind: Speed unknown, from W (250°)',
    );
  },
};

/** The guide explains the statuses, roles, tooltips, wind arrow and pickers. */
export const Guide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await mapIdle(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Map guide' }));
    const dialog = await body.findByRole('dialog', { name: 'Site overview guide' });
    await expect(
      within(dialog).getByText('Warning: an instrument has a failed sensor'),
    ).toBeVisible();
    await expect(
      within(dialog).getByText(/hides when the map is tilted more than 60°/),
    ).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('button', { name: 'Map guide' })).toHaveFocus();
  },
};

/** While the locations load for the first time: the card is busy, no map yet. */
export const Loading: Story = {
  args: { loading: true, statuses: undefined },
  play: async ({ canvasElement }) => {
    const card = await within(canvasElement).findByTestId('site-map');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(canvasElement.querySelector('[data-slot="map"]')).toBeNull();
  },
};

/** The locations could not be read: the server's message, no map. */
export const LoadError: Story = {
  args: { error: 'You do not have access to this project', statuses: undefined },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('alert')).toHaveTextContent(
      'The map could not be loaded: You do not have access to this project',
    );
    await expect(canvasElement.querySelector('[data-slot="map"]')).toBeNull();
  },
};

/** While the instruments' health is unknown the pickers stay usable and the count says so. */
export const InstrumentsUnknown: Story = {
  args: { statuses: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapIdle(canvasElement);
    await expect(canvas.getByTestId('site-map-online')).toHaveTextContent(
      'Checking which instruments are online',
    );
    await expect(canvas.getByRole('combobox', { name: 'Channel' })).toBeEnabled();
  },
};

/**
 * A phone-wide column (358 px inside the page's padding; the runner's viewport stays 800 px, so
 * the breakpoints are the tablet's): nothing overflows the card and the map fits inside it.
 */
export const Phone: Story = {
  tags: ['visual'],
  parameters: { width: 358 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapIdle(canvasElement);
    const card = canvas.getByTestId('site-map');
    const right = card.getBoundingClientRect().right;
    for (const element of [
      canvas.getByRole('combobox', { name: 'Channel' }),
      canvas.getByRole('combobox', { name: 'Averaging period' }),
      canvasElement.querySelector<HTMLElement>('[data-slot="map"]')!,
    ]) {
      await expect(element.getBoundingClientRect().right).toBeLessThanOrEqual(right);
    }
    await expect(card.scrollWidth).toBeLessThanOrEqual(card.clientWidth);
  },
};

/** In Spanish: the words, the count and the wind's number format. */
export const Spanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await mapIdle(canvasElement);
    await expect(canvas.getByTestId('wind-indicator')).toHaveAccessibleName(/3,4 m\/s/);
  },
};

/**
 * The texts of a firing: the e-mail (subject and plain-text body) and the SMS. Issue 17: "Messages
 * say what crossed what, where, when (project time zone), the value and unit, and link to the
 * alert." Pure, no I/O: the caller passes the names, the project's zone and the base URL.
 *
 * Every word lives in one table (AlertMessageWords) so other languages can be added later; the
 * English table is the default. Decisions:
 * - The link opens the alert's details page, /OneView/alerts/details, whose route parameters
 *   travel as JSON in the query-string parameter `query` (spec 02 §2: "each takes alertId and
 *   projectId in the query"; "Route parameters travel in one query-string parameter named query
 *   that holds JSON"). The alertId is a number for a contribution alert config and text for an
 *   event rule ("A numeric positive alertId means a contribution alert config").
 * - Times are the project's wall clock (summer time or not, as the project says) written as the
 *   spec's MM/dd/yyyy HH:mm, followed by the zone's name and its UTC offset, e.g. "11/26/2026 09:15
 *   Eastern Standard Time (UTC-05:00)". The SMS keeps MM/dd HH:mm and the offset only.
 * - The SMS aims at one 160-character GSM-7 message. Units are written with GSM-7 letters (µ → u,
 *   ³ → 3, ² → 2) because one non-GSM character makes a 70-character UCS-2 message; names are kept
 *   as they are (a name in Chinese still costs UCS-2). When the whole text is too long, it is cut
 *   in this order, stopping as soon as it fits: (1) the link goes (the e-mail carries it). The SMS
 *   carries the short link /a/{alertId} when the caller gives one (the page's link, with two ids
 *   in its query, is often longer than 100 characters on its own), (2) the source list becomes the
 *   first source and "+N more", (3) the alert name is shortened with "...", (4) last resort, the
 *   end is cut with "...". What was cut is returned with the text.
 */
import { projectLocalTime, type ProjectZone } from './activation';
import type { SetPointEdge } from './set-point';
import { projectClock } from '../../shared/project-clock';

/** Where the values of an alert come from. */
export type AlertSourceKind = 'MonitoringLocation' | 'Contribution';

/** The words of the messages. Placeholders are {name}; one table per language. */
export interface AlertMessageWords {
  /** BCP 47 locale of numbers. */
  readonly numberLocale: string;
  readonly setPointSubject: Record<SetPointEdge, string>;
  readonly offlineSubject: string;
  readonly intro: string;
  readonly setPointWhat: Record<SetPointEdge, string>;
  readonly offlineWhat: string;
  readonly value: string;
  readonly lastData: string;
  readonly lastDataNever: string;
  readonly where: string;
  readonly when: string;
  readonly setPointNote: Record<SetPointEdge, string>;
  readonly offlineNote: string;
  readonly link: string;
  readonly sources: Record<AlertSourceKind, { one: string; many: string }>;
  readonly sourceSeparator: string;
  readonly moreSources: string;
  readonly minutes: { one: string; many: string };
  readonly averaging: { minutes: string; hours: string; day: string };
  readonly dateTime: string;
  readonly smsDateTime: string;
  readonly zoneLabel: string;
  readonly smsZoneLabel: string;
  readonly smsSetPoint: Record<SetPointEdge, string>;
  readonly smsOffline: string;
  readonly ellipsis: string;
}

/** The English words (server-side messages are English for now). */
export const ALERT_MESSAGE_WORDS_EN: AlertMessageWords = {
  numberLocale: 'en-US',
  setPointSubject: {
    Rising: '{alert}: {sensor} above set point ({value} {unit})',
    Falling: '{alert}: {sensor} below set point ({value} {unit})',
  },
  offlineSubject: '{alert}: no data for {duration}',
  intro: 'The alert "{alert}" of project {project} fired.',
  setPointWhat: {
    Rising:
      'What: the {averaging} average of {sensor} rose above the set point of {setPoint} {unit}.',
    Falling:
      'What: the {averaging} average of {sensor} fell below the set point of {setPoint} {unit}.',
  },
  offlineWhat: 'What: no data received for the offline duration of {duration}.',
  value: 'Value: {value} {unit}',
  lastData: 'Last data: {time}',
  lastDataNever: 'Last data: none received',
  where: 'Where: {sources}',
  when: 'When: {time}',
  setPointNote: {
    Rising:
      'You will not be notified again until the value returns to {resetPoint} {unit} or below.',
    Falling:
      'You will not be notified again until the value returns to {resetPoint} {unit} or above.',
  },
  offlineNote: 'The event resolves when data arrive again.',
  link: 'View the alert: {url}',
  sources: {
    MonitoringLocation: {
      one: 'monitoring location {names}',
      many: 'monitoring locations {names}',
    },
    Contribution: { one: 'contribution {names}', many: 'contributions {names}' },
  },
  sourceSeparator: ', ',
  moreSources: '{first} +{count} more',
  minutes: { one: '{count} minute', many: '{count} minutes' },
  averaging: { minutes: '{count}-minute', hours: '{count}-hour', day: '{count}-day' },
  dateTime: '{MM}/{dd}/{yyyy} {HH}:{mm}',
  smsDateTime: '{MM}/{dd} {HH}:{mm}',
  zoneLabel: '{time} {zone} (UTC{offset})',
  smsZoneLabel: '{time} UTC{offset}',
  smsSetPoint: {
    Rising: '{alert}: {sensor} {value} {unit} above set point {setPoint} at {sources}, {time}.',
    Falling: '{alert}: {sensor} {value} {unit} below set point {setPoint} at {sources}, {time}.',
  },
  smsOffline: '{alert}: no data for {duration} from {sources} since {time}.',
  ellipsis: '...',
};

/** A set point firing (set point event rules and contribution alerts). */
export interface SetPointMessageFiring {
  readonly kind: 'SetPoint';
  /** Time of the value that crossed (epoch ms). */
  readonly at: number;
  readonly value: number;
  readonly setPoint: number;
  readonly resetPoint: number;
  readonly edge: SetPointEdge;
  /** The channel, e.g. PM10. */
  readonly sensor: string;
  readonly unit: string;
  /** The averaging period of the compared series, in minutes (1 = instantaneous). */
  readonly averagingMinutes: number;
}

/** An offline firing (an outage opened). */
export interface OfflineMessageFiring {
  readonly kind: 'Offline';
  /** When the outage started (epoch ms). */
  readonly since: number;
  /** The newest datum before it, null when the source never sent one. */
  readonly lastDatumAt: number | null;
  readonly durationMinutes: number;
}

/** What a message is about. */
export type AlertMessageFiring = SetPointMessageFiring | OfflineMessageFiring;

/** Who and where: the alert, its project and sources, the project's clock and the link. */
export interface AlertMessageContext {
  readonly alertName: string;
  readonly projectName: string;
  readonly zone: ProjectZone;
  readonly sourceKind: AlertSourceKind;
  /** Names of the monitoring locations or of the contribution the firing is about. */
  readonly sourceNames: readonly string[];
  /** The alert page (alertPageUrl). */
  readonly alertUrl: string;
  /** The short link an SMS carries instead (alertShortUrl); default the alert page's link. */
  readonly smsUrl?: string;
  /** Decimal places of values and points; default 2. */
  readonly decimalPlaces?: number;
}

/** The spec's alert details route (spec 02 §2). */
export const ALERT_DETAILS_PATH = '/OneView/alerts/details';

/**
 * The link to an alert's details page: base URL (its trailing slashes dropped), the path, and the
 * route query JSON { projectId, alertId } in the parameter `query`. A contribution alert config
 * passes its numeric id, an event rule its text id.
 */
export function alertPageUrl(baseUrl: string, projectId: string, alertId: string | number): string {
  const params = new URLSearchParams();
  params.set('query', JSON.stringify({ projectId, alertId }));
  return `${baseUrl.replace(/\/+$/, '')}${ALERT_DETAILS_PATH}?${params.toString()}`;
}

/** The dashboard's short alert route: /a/{alertId} opens the alert's details page. */
export const ALERT_SHORT_PATH = '/a';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The short link an SMS carries: base URL, /a/ and the alert: a config's number as it is, a rule's
 * UUID as its 16 bytes in base64url (22 letters instead of 36), anything else escaped. With a
 * 25-letter base URL it is under 50 characters; the dashboard's /a/ route reads the id back
 * (alertIdFromShortPath there), finds the alert's project and opens its details page.
 */
export function alertShortUrl(baseUrl: string, alertId: string | number): string {
  const id = String(alertId);
  const segment = UUID_PATTERN.test(id)
    ? Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url')
    : encodeURIComponent(id);
  return `${baseUrl.replace(/\/+$/, '')}${ALERT_SHORT_PATH}/${segment}`;
}

/** An e-mail's subject and plain-text body. */
export interface AlertEmail {
  readonly subject: string;
  readonly text: string;
}

/** What an SMS had to lose to fit. */
export type SmsCut = 'link' | 'sources' | 'name' | 'end';

/** An SMS and what was cut from it. */
export interface AlertSms {
  readonly text: string;
  readonly cut: readonly SmsCut[];
}

/** The standard SMS length: one GSM-7 message. */
export const SMS_MAX_LENGTH = 160;

/** Fills {name} placeholders; unknown names are left as written. */
function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/** A value with at most `decimals` places, trailing zeros dropped; a value that rounds to 0 is '0', never '-0'. */
function formatNumber(words: AlertMessageWords, value: number, decimals: number): string {
  const factor = 10 ** decimals;
  const rounded = Math.round(value * factor) / factor;
  return new Intl.NumberFormat(words.numberLocale, {
    maximumFractionDigits: decimals,
    useGrouping: false,
  }).format(rounded === 0 ? 0 : rounded);
}

function minutesText(words: AlertMessageWords, minutes: number): string {
  return fill(minutes === 1 ? words.minutes.one : words.minutes.many, { count: String(minutes) });
}

/** '15-minute', '2-hour', '1-day'. */
function averagingText(words: AlertMessageWords, minutes: number): string {
  if (minutes % 1440 === 0) return fill(words.averaging.day, { count: String(minutes / 1440) });
  if (minutes % 60 === 0) return fill(words.averaging.hours, { count: String(minutes / 60) });
  return fill(words.averaging.minutes, { count: String(minutes) });
}

/** The project's wall-clock time of an instant with its zone, in the e-mail or SMS form. */
function timeText(
  words: AlertMessageWords,
  zone: ProjectZone,
  at: number,
  form: 'email' | 'sms',
): string {
  const wall = new Date(projectLocalTime(zone, at).wallMs);
  const time = fill(form === 'email' ? words.dateTime : words.smsDateTime, {
    MM: pad2(wall.getUTCMonth() + 1),
    dd: pad2(wall.getUTCDate()),
    yyyy: String(wall.getUTCFullYear()),
    HH: pad2(wall.getUTCHours()),
    mm: pad2(wall.getUTCMinutes()),
  });
  const clock = projectClock(zone.timeZone, zone.summerTimeAdjusted, new Date(at));
  return fill(form === 'email' ? words.zoneLabel : words.smsZoneLabel, {
    time,
    zone: clock.name,
    offset: clock.offset,
  });
}

/** 'monitoring locations A, B'; count decides singular or plural (the full list's, once shortened). */
function sourcesText(
  words: AlertMessageWords,
  kind: AlertSourceKind,
  names: readonly string[],
  count = names.length,
): string {
  const forms = words.sources[kind];
  return fill(count === 1 ? forms.one : forms.many, { names: names.join(words.sourceSeparator) });
}

/** The e-mail of a firing. */
export function alertEmail(
  firing: AlertMessageFiring,
  context: AlertMessageContext,
  words: AlertMessageWords = ALERT_MESSAGE_WORDS_EN,
): AlertEmail {
  const decimals = context.decimalPlaces ?? 2;
  const num = (value: number) => formatNumber(words, value, decimals);
  const base = {
    alert: context.alertName,
    project: context.projectName,
    sources: sourcesText(words, context.sourceKind, context.sourceNames),
    url: context.alertUrl,
  };
  const intro = fill(words.intro, base);
  const where = fill(words.where, base);
  const link = fill(words.link, base);
  if (firing.kind === 'SetPoint') {
    const values = {
      ...base,
      sensor: firing.sensor,
      unit: firing.unit,
      value: num(firing.value),
      setPoint: num(firing.setPoint),
      resetPoint: num(firing.resetPoint),
      averaging: averagingText(words, firing.averagingMinutes),
      time: timeText(words, context.zone, firing.at, 'email'),
    };
    const lines = [
      intro,
      '',
      fill(words.setPointWhat[firing.edge], values),
      fill(words.value, values),
      where,
      fill(words.when, values),
      '',
      fill(words.setPointNote[firing.edge], values),
      '',
      link,
    ];
    return {
      subject: fill(words.setPointSubject[firing.edge], values),
      text: `${lines.join('\n')}\n`,
    };
  }
  const values = {
    ...base,
    duration: minutesText(words, firing.durationMinutes),
    time: timeText(words, context.zone, firing.since, 'email'),
  };
  const lastData =
    firing.lastDatumAt === null
      ? words.lastDataNever
      : fill(words.lastData, { time: timeText(words, context.zone, firing.lastDatumAt, 'email') });
  const lines = [
    intro,
    '',
    fill(words.offlineWhat, values),
    lastData,
    where,
    fill(words.when, values),
    '',
    words.offlineNote,
    '',
    link,
  ];
  return { subject: fill(words.offlineSubject, values), text: `${lines.join('\n')}\n` };
}

/** Units in GSM-7 letters: one non-GSM character would make the SMS a 70-character UCS-2 one. */
function gsmUnit(unit: string): string {
  return unit.replace(/[µμ]/g, 'u').replace(/³/g, '3').replace(/²/g, '2');
}

/** The SMS of a firing, cut to maxLength (default 160) in the order the module comment gives. */
export function alertSms(
  firing: AlertMessageFiring,
  context: AlertMessageContext,
  options: { maxLength?: number; words?: AlertMessageWords } = {},
): AlertSms {
  const words = options.words ?? ALERT_MESSAGE_WORDS_EN;
  const maxLength = options.maxLength ?? SMS_MAX_LENGTH;
  const decimals = context.decimalPlaces ?? 2;
  const num = (value: number) => formatNumber(words, value, decimals);
  const names = context.sourceNames;

  const compose = (alert: string, sourceNames: readonly string[], withLink: boolean) => {
    const sources = sourcesText(words, context.sourceKind, sourceNames, names.length);
    const values = { alert, sources };
    const facts =
      firing.kind === 'SetPoint'
        ? fill(words.smsSetPoint[firing.edge], {
            ...values,
            sensor: firing.sensor,
            unit: gsmUnit(firing.unit),
            value: num(firing.value),
            setPoint: num(firing.setPoint),
            time: timeText(words, context.zone, firing.at, 'sms'),
          })
        : fill(words.smsOffline, {
            ...values,
            duration: minutesText(words, firing.durationMinutes),
            time: timeText(words, context.zone, firing.since, 'sms'),
          });
    return withLink ? `${facts} ${context.smsUrl ?? context.alertUrl}` : facts;
  };

  const cut: SmsCut[] = [];
  let text = compose(context.alertName, names, true);
  if (text.length <= maxLength) return { text, cut };

  cut.push('link');
  text = compose(context.alertName, names, false);
  if (text.length <= maxLength) return { text, cut };

  let shownNames = names;
  if (names.length > 1) {
    cut.push('sources');
    shownNames = [fill(words.moreSources, { first: names[0]!, count: String(names.length - 1) })];
    text = compose(context.alertName, shownNames, false);
    if (text.length <= maxLength) return { text, cut };
  }

  // Shorten the name by exactly the excess, keeping at least a few letters of it.
  const excess = text.length - maxLength;
  const keep = context.alertName.length - excess - words.ellipsis.length;
  if (keep >= 3) {
    cut.push('name');
    text = compose(
      `${context.alertName.slice(0, keep).trimEnd()}${words.ellipsis}`,
      shownNames,
      false,
    );
    if (text.length <= maxLength) return { text, cut };
  }

  cut.push('end');
  return { text: `${text.slice(0, maxLength - words.ellipsis.length)}${words.ellipsis}`, cut };
}

import { describe, expect, it } from 'vitest';
import {
  ALERT_MESSAGE_WORDS_EN,
  SMS_MAX_LENGTH,
  alertEmail,
  alertPageUrl,
  alertShortUrl,
  alertSms,
  type AlertMessageContext,
  type OfflineMessageFiring,
  type SetPointMessageFiring,
} from './message';

const NEW_YORK = { timeZone: 'America/New_York', summerTimeAdjusted: true };
const RULE_URL = alertPageUrl('https://aq.example.com/', 'p-1', 'rule-7');
const CONFIG_URL = alertPageUrl('https://aq.example.com', 'p-1', 42);

const locations: AlertMessageContext = {
  alertName: 'Dust north fence',
  projectName: 'Harbor Remediation',
  zone: NEW_YORK,
  sourceKind: 'MonitoringLocation',
  sourceNames: ['North Fence', 'East Gate'],
  alertUrl: RULE_URL,
};

const contribution: AlertMessageContext = {
  ...locations,
  alertName: 'Site PM10',
  sourceKind: 'Contribution',
  sourceNames: ['Site 1466'],
  alertUrl: CONFIG_URL,
};

const rising: SetPointMessageFiring = {
  kind: 'SetPoint',
  at: Date.parse('2026-11-26T14:15:00Z'), // 09:15 EST
  value: 152.346,
  setPoint: 150,
  resetPoint: 100,
  edge: 'Rising',
  sensor: 'PM10',
  unit: 'µg/m³',
  averagingMinutes: 15,
};

const offline: OfflineMessageFiring = {
  kind: 'Offline',
  since: Date.parse('2026-07-01T14:10:00Z'), // 10:10 EDT
  lastDatumAt: Date.parse('2026-07-01T14:00:00Z'),
  durationMinutes: 10,
};

describe('alertPageUrl', () => {
  it('links the details page with the route query JSON of projectId and alertId', () => {
    expect(RULE_URL).toBe(
      'https://aq.example.com/OneView/alerts/details?query=%7B%22projectId%22%3A%22p-1%22%2C%22alertId%22%3A%22rule-7%22%7D',
    );
    const url = new URL(RULE_URL);
    expect(url.pathname).toBe('/OneView/alerts/details');
    expect(JSON.parse(url.searchParams.get('query')!)).toEqual({
      projectId: 'p-1',
      alertId: 'rule-7',
    });
  });

  it('keeps a contribution alert config id numeric', () => {
    const query = new URL(CONFIG_URL).searchParams.get('query')!;
    expect(JSON.parse(query)).toEqual({ projectId: 'p-1', alertId: 42 });
  });

  it('keeps a base URL path and drops its trailing slashes', () => {
    expect(
      alertPageUrl('https://x.org/aq//', 'p', 'r').startsWith('https://x.org/aq/OneView/'),
    ).toBe(true);
  });
});

describe('alertEmail', () => {
  it('writes a set point firing on monitoring locations', () => {
    expect(alertEmail(rising, locations)).toEqual({
      subject: 'Dust north fence: PM10 above set point (152.35 µg/m³)',
      text: [
        'The alert "Dust north fence" of project Harbor Remediation fired.',
        '',
        'What: the 15-minute average of PM10 rose above the set point of 150 µg/m³.',
        'Value: 152.35 µg/m³',
        'Where: monitoring locations North Fence, East Gate',
        'When: 11/26/2026 09:15 Eastern Standard Time (UTC-05:00)',
        '',
        'You will not be notified again until the value returns to 100 µg/m³ or below.',
        '',
        `View the alert: ${RULE_URL}`,
        '',
      ].join('\n'),
    });
  });

  it('writes an offline firing of a contribution', () => {
    expect(alertEmail(offline, contribution)).toEqual({
      subject: 'Site PM10: no data for 10 minutes',
      text: [
        'The alert "Site PM10" of project Harbor Remediation fired.',
        '',
        'What: no data received for the offline duration of 10 minutes.',
        'Last data: 07/01/2026 10:00 Eastern Daylight Time (UTC-04:00)',
        'Where: contribution Site 1466',
        'When: 07/01/2026 10:10 Eastern Daylight Time (UTC-04:00)',
        '',
        'The event resolves when data arrive again.',
        '',
        `View the alert: ${CONFIG_URL}`,
        '',
      ].join('\n'),
    });
  });

  it('writes a falling contribution alert', () => {
    const falling: SetPointMessageFiring = {
      ...rising,
      value: -3.5,
      setPoint: 0,
      resetPoint: 5,
      edge: 'Falling',
      averagingMinutes: 120,
    };
    const email = alertEmail(falling, contribution);
    expect(email.subject).toBe('Site PM10: PM10 below set point (-3.5 µg/m³)');
    expect(email.text).toContain(
      '\nWhat: the 2-hour average of PM10 fell below the set point of 0 µg/m³.\n',
    );
    expect(email.text).toContain('\nWhere: contribution Site 1466\n');
    expect(email.text).toContain('returns to 5 µg/m³ or above.');
  });

  it('says when a source never sent data, and a duration of one minute in the singular', () => {
    const text = alertEmail({ ...offline, lastDatumAt: null, durationMinutes: 1 }, locations).text;
    expect(text).toContain('\nLast data: none received\n');
    expect(text).toContain('offline duration of 1 minute.');
  });

  it('writes standard time for a project that is not summer-time adjusted', () => {
    const zone = { timeZone: 'America/New_York', summerTimeAdjusted: false };
    const text = alertEmail(offline, { ...contribution, zone }).text;
    expect(text).toContain('\nWhen: 07/01/2026 09:10 Eastern Standard Time (UTC-05:00)\n');
  });

  it.each([
    // value, decimal places, written
    [152.346, 2, '152.35'],
    [150, 2, '150'],
    [-0.001, 2, '0'], // never '-0'
    [1234567.5, 2, '1234567.5'], // no grouping
    [12.5, 0, '13'],
    [0.125, 3, '0.125'],
  ])('writes %d with %d places as %s', (value, decimalPlaces, written) => {
    const email = alertEmail({ ...rising, value }, { ...locations, decimalPlaces });
    expect(email.text).toContain(`\nValue: ${written} µg/m³\n`);
  });

  it.each([
    [1, '1-minute'],
    [5, '5-minute'],
    [90, '90-minute'],
    [60, '1-hour'],
    [720, '12-hour'],
    [1440, '1-day'],
  ])('names an averaging period of %d minutes %s', (averagingMinutes, name) => {
    const text = alertEmail({ ...rising, averagingMinutes }, locations).text;
    expect(text).toContain(`the ${name} average of PM10`);
  });

  it('takes its words from the table it is given', () => {
    const words = {
      ...ALERT_MESSAGE_WORDS_EN,
      offlineSubject: '{alert} : aucune donnée depuis {duration}',
      minutes: { one: '{count} minute', many: '{count} minutes' },
    };
    expect(alertEmail(offline, contribution, words).subject).toBe(
      'Site PM10 : aucune donnée depuis 10 minutes',
    );
  });
});

describe('alertShortUrl', () => {
  it('is the base URL, /a/ and the id: a number as it is, a UUID in 22 base64url letters', () => {
    expect(alertShortUrl('https://aq.example.com/', 42)).toBe('https://aq.example.com/a/42');
    // 0b6f3c1e8d2a4f7b9c551a2b3c4d5e6f as bytes, base64url without padding.
    expect(alertShortUrl('https://aq.example.com', '0b6f3c1e-8d2a-4f7b-9c55-1a2b3c4d5e6f')).toBe(
      'https://aq.example.com/a/C288Ho0qT3ucVRorPE1ebw',
    );
    expect(alertShortUrl('http://h', 'a/b c')).toBe('http://h/a/a%2Fb%20c');
  });

  it('lets an SMS about one location keep its link within 160 characters', () => {
    const url = alertShortUrl('https://aq.example.com', '0b6f3c1e-8d2a-4f7b-9c55-1a2b3c4d5e6f');
    const oneLocation = { ...locations, alertName: 'PM10 north', sourceNames: ['North Fence'] };
    const sms = alertSms(rising, { ...oneLocation, smsUrl: url });
    expect(sms.cut).toEqual([]);
    expect(sms.text.endsWith(` ${url}`)).toBe(true);
    expect(sms.text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    // The page's link (two ids in JSON) does not fit and is cut.
    const long = alertPageUrl(
      'https://aq.example.com',
      '5f0c2d9e-3b1a-4c8e-9f7d-2e6a1b3c4d5f',
      '0b6f3c1e-8d2a-4f7b-9c55-1a2b3c4d5e6f',
    );
    expect(alertSms(rising, { ...oneLocation, alertUrl: long }).cut).toContain('link');
  });
});

describe('alertSms', () => {
  it('writes a set point firing in GSM-7 units, without the link it cannot fit', () => {
    const sms = alertSms(rising, locations);
    expect(sms).toEqual({
      text: 'Dust north fence: PM10 152.35 ug/m3 above set point 150 at monitoring locations North Fence, East Gate, 11/26 09:15 UTC-05:00.',
      cut: ['link'],
    });
    expect(sms.text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
  });

  it('writes an offline firing', () => {
    expect(alertSms(offline, contribution)).toEqual({
      text: 'Site PM10: no data for 10 minutes from contribution Site 1466 since 07/01 10:10 UTC-04:00.',
      cut: ['link'],
    });
  });

  it('keeps the link when it fits', () => {
    const sms = alertSms(offline, { ...contribution, alertUrl: 'https://aq.example.com/a/42' });
    expect(sms).toEqual({
      text: 'Site PM10: no data for 10 minutes from contribution Site 1466 since 07/01 10:10 UTC-04:00. https://aq.example.com/a/42',
      cut: [],
    });
  });

  it('keeps the link within a longer limit (a two-part SMS)', () => {
    const sms = alertSms(rising, locations, { maxLength: 306 });
    expect(sms.cut).toEqual([]);
    expect(sms.text.endsWith(` ${RULE_URL}`)).toBe(true);
  });

  it('shortens a long source list to the first source and a count', () => {
    const names = ['North Fence', 'East Gate', 'South Gate', 'West Yard', 'Loading Dock', 'Office'];
    const sms = alertSms(rising, { ...locations, sourceNames: names });
    expect(sms).toEqual({
      text: 'Dust north fence: PM10 152.35 ug/m3 above set point 150 at monitoring locations North Fence +5 more, 11/26 09:15 UTC-05:00.',
      cut: ['link', 'sources'],
    });
  });

  it('shortens a long alert name to fit exactly', () => {
    const alertName = `Perimeter dust alert for the north fence ${'x'.repeat(60)}`;
    const sms = alertSms(rising, { ...locations, alertName });
    // Two sources: the list is shortened first, then the name.
    expect(sms.cut).toEqual(['link', 'sources', 'name']);
    expect(sms.text.length).toBe(SMS_MAX_LENGTH);
    expect(sms.text.startsWith('Perimeter dust alert for the north fence xx')).toBe(true);
    expect(sms.text).toContain('...: PM10 152.35 ug/m3 above set point 150');
  });

  it('cuts the end as a last resort', () => {
    const sms = alertSms(offline, {
      ...contribution,
      alertName: 'A',
      sourceNames: ['y'.repeat(200)],
    });
    expect(sms.cut).toEqual(['link', 'end']);
    expect(sms.text).toHaveLength(SMS_MAX_LENGTH);
    expect(sms.text.endsWith('yyy...')).toBe(true);
  });

  it.each([
    [['One']],
    [['A location with a rather long name', 'And another one', 'And a third']],
    [['x'.repeat(300)]],
  ])('never exceeds 160 characters (sources %j)', (sourceNames) => {
    for (const firing of [rising, offline]) {
      const sms = alertSms(firing, { ...locations, sourceNames, alertName: 'n'.repeat(120) });
      expect(sms.text.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    }
  });
});

import { formatAveragingPeriod } from '../../lib/averaging-period';
import type { AlertRow } from './alert-data';

/** Translates a key of the alerts namespace with its values. */
export type AlertsTranslate = (key: string, values?: Record<string, unknown>) => string;

/** What the alert tables write in each column of a row (also what their search looks at). */
export interface AlertCellTexts {
  readonly type: string;
  readonly dataType: string;
  readonly sources: string;
  readonly channel: string;
  readonly trigger: string;
  readonly averagingPeriod: string;
}

/** The mark of an empty cell. */
export const EMPTY_CELL = '—';

/**
 * The texts of an alert's cells (spec 02 §2 columns): the type and data type by name; the sources
 * joined with commas; the channel; the trigger as the set point with its unit, or for an offline
 * alert the time without data ('No data for 15 minutes'); the averaging period written out (an
 * offline alert has none). Missing values read '—'.
 */
export function alertCellTexts(row: AlertRow, t: AlertsTranslate, locale: string): AlertCellTexts {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  const offline = row.type === 'Offline';
  let trigger = EMPTY_CELL;
  if (offline && row.averagingPeriod !== null) {
    trigger = t('cells.offlineFor', {
      duration: formatAveragingPeriod(row.averagingPeriod, locale),
    });
  } else if (!offline && row.trigger !== null) {
    trigger = [number.format(row.trigger), row.unit].filter(Boolean).join(' ');
  }
  return {
    type: t(`types.${row.type}`),
    dataType: row.dataType ? t(`dataTypes.${row.dataType}`) : EMPTY_CELL,
    sources: row.sources.length > 0 ? row.sources.join(', ') : EMPTY_CELL,
    channel: row.channel || EMPTY_CELL,
    trigger,
    averagingPeriod:
      !offline && row.averagingPeriod !== null
        ? formatAveragingPeriod(row.averagingPeriod, locale)
        : EMPTY_CELL,
  };
}

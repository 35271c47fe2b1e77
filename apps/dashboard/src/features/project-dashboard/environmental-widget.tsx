import type { DashboardEnvironmentalData } from '@aq/api';
import { Card } from '@aq/ui/card';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useLocale } from '../../lib/locale';

/** The answer of GET .../environmental-data. */
export type EnvironmentalDataAnswer = z.infer<typeof DashboardEnvironmentalData>;
type Location = EnvironmentalDataAnswer['Items'][number];
type Reading = Location['Temperature'];

/** The readings of a location in the order shown; Rain and Hail only where the location has them. */
const READINGS = ['Temperature', 'Pressure', 'RelativeHumidity', 'Rain', 'Hail'] as const;
type ReadingKey = (typeof READINGS)[number];

const LABEL_KEYS: Record<ReadingKey, string> = {
  Temperature: 'environment.temperature',
  Pressure: 'environment.pressure',
  RelativeHumidity: 'environment.humidity',
  Rain: 'environment.rain',
  Hail: 'environment.hail',
};

/** Props of EnvironmentalWidget. */
export interface EnvironmentalWidgetProps {
  /** The answer of GET .../environmental-data; undefined before the first answer. */
  data: EnvironmentalDataAnswer | undefined;
  /** While the readings load for the first time: a skeleton. */
  loading?: boolean;
  /** The server's message when the readings could not be read. */
  error?: string | null;
}

/**
 * The environmental data widget (projects §2, §3; behind DashboardEnvironmentalWidget): per
 * monitoring location that measures them its temperature, pressure and relative humidity, and rain
 * and hail where present, each with the unit the server gives; a missing value reads 'No data'.
 */
export function EnvironmentalWidget({ data, loading = false, error }: EnvironmentalWidgetProps) {
  const { t } = useTranslation('project-dashboard');
  const { locale } = useLocale();
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const locations = data?.Items ?? [];
  const state = loading ? 'loading' : error ? 'error' : locations.length === 0 ? 'empty' : 'ready';
  const text = (reading: Reading) =>
    reading.Value === null
      ? t('environment.noData')
      : t('environment.value', { value: number.format(reading.Value), unit: reading.Unit });
  return (
    <Card
      data-testid="environmental-widget"
      title={t('environment.title')}
      headingLevel={3}
      state={state}
      errorText={error ?? undefined}
      emptyTitle={t('environment.emptyTitle')}
      emptyText={t('environment.emptyText')}
    >
      <ul className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-3">
        {locations.map((location) => (
          <li
            key={location.MonitoringLocationName}
            data-slot="environmental-location"
            className="border-border rounded-md border p-3"
          >
            <h4 className="text-text mb-2 truncate text-sm font-semibold">
              {location.MonitoringLocationName}
            </h4>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              {READINGS.map((key) => {
                const reading = location[key];
                if (!reading) return null;
                return (
                  <div key={key} className="contents">
                    <dt className="text-text-muted">{t(LABEL_KEYS[key])}</dt>
                    <dd
                      className={
                        reading.Value === null
                          ? 'text-text-muted text-end'
                          : 'text-text text-end tabular-nums'
                      }
                    >
                      {text(reading)}
                    </dd>
                  </div>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    </Card>
  );
}

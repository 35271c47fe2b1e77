import { Card } from '@aq/ui/card';
import { StaticMap } from '@aq/ui/map';
import { StatusIndicator } from '@aq/ui/status-indicator';
import { Tag } from '@aq/ui/tag';
import { Eye, EyeOff, Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { useLocale } from '../../lib/locale';
import { GuardedButton } from './guarded-button';
import {
  attachedCount,
  CARD_MAP_SIZE,
  CARD_MAP_ZOOM,
  formatChannelValue,
  markerStatus,
  type LocationView,
} from './location-view';

/**
 * One monitoring location: its static map (500 × 500 at zoom 18), name, status, sensor types,
 * latest values in the project's display units, its instruments, and the actions. An action the
 * user may not take is shown unavailable with the reason: no Manage_MonitoringLocation; Hide while
 * an instrument is attached; Delete once an instrument was ever attached (spec 03 §4).
 */
export function LocationCard({
  location,
  manageReason,
  onEdit,
  onHide,
  onShow,
  onDelete,
}: {
  location: LocationView;
  /** Why the user may not change locations (no permission); null when they may. */
  manageReason: string | null;
  onEdit: () => void;
  onHide: () => void;
  onShow: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('locations');
  const { locale } = useLocale();
  const { MapStyles, StaticMapUrlTemplate } = useAppConfig();
  const status = markerStatus(location.Status);
  const attached = attachedCount(location);
  const hideReason = manageReason ?? (attached > 0 ? t('card.hideBlocked') : null);
  const deleteReason = manageReason ?? (location.EverAttached ? t('card.deleteBlocked') : null);

  return (
    <Card
      data-testid="location-card"
      data-location={location.Name}
      className="flex h-full flex-col overflow-hidden"
      headingLevel={3}
      title={location.Name}
      footer={
        <div className="flex flex-wrap gap-2">
          {location.IsHidden ? (
            <GuardedButton
              size="sm"
              variant="secondary"
              reason={manageReason}
              onClick={onShow}
              aria-label={`${t('card.show')} ${location.Name}`}
            >
              <Eye aria-hidden="true" className="size-4" />
              {t('card.show')}
            </GuardedButton>
          ) : (
            <>
              <GuardedButton
                size="sm"
                variant="secondary"
                reason={manageReason}
                onClick={onEdit}
                aria-label={`${t('card.edit')} ${location.Name}`}
              >
                <Pencil aria-hidden="true" className="size-4" />
                {t('card.edit')}
              </GuardedButton>
              <GuardedButton
                size="sm"
                variant="secondary"
                reason={hideReason}
                onClick={onHide}
                aria-label={`${t('card.hide')} ${location.Name}`}
              >
                <EyeOff aria-hidden="true" className="size-4" />
                {t('card.hide')}
              </GuardedButton>
            </>
          )}
          <GuardedButton
            size="sm"
            variant="ghost"
            reason={deleteReason}
            onClick={onDelete}
            aria-label={`${t('card.delete')} ${location.Name}`}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            {t('card.delete')}
          </GuardedButton>
        </div>
      }
    >
      <div className="flex flex-col gap-3">
        <StaticMap
          className="rounded-control"
          center={{ latitude: location.Location.Latitude, longitude: location.Location.Longitude }}
          zoom={CARD_MAP_ZOOM}
          width={CARD_MAP_SIZE}
          height={CARD_MAP_SIZE}
          markers={[
            {
              id: location.GuidId,
              latitude: location.Location.Latitude,
              longitude: location.Location.Longitude,
              status,
            },
          ]}
          alt={t('card.staticMap', { name: location.Name })}
          mapStyle={MapStyles.Satellite ? 'satellite' : 'none'}
          styleUrls={{ streets: MapStyles.Streets, satellite: MapStyles.Satellite }}
          unavailableLabel={t('shell:map.unavailable')}
          urlTemplate={StaticMapUrlTemplate}
        />
        <StatusIndicator
          status={status}
          label={t(`status.${location.Status}`)}
          data-testid="location-status"
        />
        <dl className="grid grid-cols-1 gap-2 text-sm">
          <div>
            <dt className="text-text-muted">{t('card.sensorTypes')}</dt>
            <dd className="mt-1 flex flex-wrap gap-1">
              {location.SensorTypes.length ? (
                location.SensorTypes.map((sensor) => (
                  <Tag key={`${sensor.Name}-${sensor.Units}`}>{sensor.Name}</Tag>
                ))
              ) : (
                <span className="text-text-muted">{t('card.noSensors')}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-text-muted">{t('card.latest')}</dt>
            <dd>
              {location.ChannelData.length ? (
                <ul className="mt-1 flex flex-col gap-0.5" data-testid="location-values">
                  {location.ChannelData.map((channel) => {
                    const value = formatChannelValue(channel, locale);
                    return (
                      <li
                        key={channel.Channel}
                        className="flex justify-between gap-3"
                        data-channel={channel.Channel}
                      >
                        <span>{channel.Channel}</span>
                        <span className="font-medium tabular-nums">
                          {value === null ? t('card.noData') : `${value} ${channel.Unit}`}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <span className="text-text-muted">{t('card.noData')}</span>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-text-muted">{t('card.instruments')}</dt>
            <dd data-testid="location-instruments">
              {location.Instruments.some((instrument) => instrument.Active) ? (
                location.Instruments.filter((instrument) => instrument.Active)
                  .map((instrument) => instrument.Name)
                  .join(', ')
              ) : (
                <span className="text-text-muted">{t('card.noInstruments')}</span>
              )}
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

import { AVERAGING_PERIOD_MINUTES } from '@aq/validation/chart';
import { Button } from '@aq/ui/button';
import { Card } from '@aq/ui/card';
import {
  LazyMapView,
  type MapMarker,
  type MapOrientation,
  type MapStyleChoice,
  type MapStyleUrls,
} from '@aq/ui/map';
import { Modal } from '@aq/ui/modal';
import { Select } from '@aq/ui/select';
import { StatusIndicator } from '@aq/ui/status-indicator';
import { Tooltip } from '@aq/ui/tooltip';
import { CircleHelp, Navigation2 } from 'lucide-react';
import { useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAveragingPeriod } from '../../lib/averaging-period';
import { useLocale } from '../../lib/locale';
import { useMapLabels } from '../../lib/map-labels';
import {
  compassPoint,
  SITE_MAP_MARKER_SIZE,
  SITE_MAP_MAX_PITCH,
  SITE_MAP_MAX_ZOOM,
  SITE_OVERVIEW,
  TOOLTIP_ZOOM_LEVELS_BELOW_DEFAULT,
  windArrowAngle,
  windIndicatorShown,
  type SiteMarkerWords,
  type SiteWind,
} from './site-map';

/** The words of the site map's markers in the user's language (`siteMarkers`). */
export function useSiteMarkerWords(): SiteMarkerWords {
  const { t } = useTranslation('project-dashboard');
  const { locale } = useLocale();
  return useMemo<SiteMarkerWords>(
    () => ({
      status: (status) => t(`locations:status.${status}`),
      upwind: t('map.upwind'),
      downwind: t('map.downwind'),
      join: (parts) => parts.join(' · '),
      number: (value, places) =>
        new Intl.NumberFormat(locale, {
          minimumFractionDigits: places,
          maximumFractionDigits: places,
        }).format(value),
    }),
    [t, locale],
  );
}

/** Props of SiteMap. */
export interface SiteMapProps {
  /** The markers (`siteMarkers`). */
  markers: readonly MapMarker[];
  /** The channels after Site overview (`siteChannels`). */
  channels: readonly string[];
  /** The chosen channel; null is Site overview. */
  channel: string | null;
  onChannelChange: (channel: string | null) => void;
  /** The averaging period of the markers' values, in minutes. */
  averaging: number;
  onAveragingChange: (minutes: number) => void;
  /** Online instruments of all (`onlineInstruments`); undefined while unknown. */
  instruments: { online: number; total: number } | undefined;
  /** The wind shown by the indicator (`siteWind`); null without a reading. */
  wind: SiteWind | null;
  /** Decimal places of the wind speed in the project's display settings; 1 when not given. */
  windDecimals?: number;
  /** Where the map opens when there is no marker to frame (the project's location). */
  center: { lat: number; lng: number };
  /** The online basemaps (the app's configuration). */
  styleUrls: MapStyleUrls;
  /** While the locations load for the first time: a skeleton. */
  loading?: boolean;
  /** The server's message when the locations could not be read. */
  error?: string | null;
  /** Jumps instead of flying (stories and screenshots). */
  animate?: boolean;
}

/** The zoom the site map opens at when there is no marker to frame. */
const DEFAULT_ZOOM = 15;

/**
 * The site overview map of the project dashboard (projects §2, §9): the number of instruments
 * online, the channel picker (Site overview, then each channel), the averaging picker, the map
 * (style picker defaulting to satellite when configured, markers 22 px coloured by status with
 * their status shape, wind roles and the channel's value in the tooltip, which hides two zoom
 * levels below the default), the wind indicator that turns with the map's bearing and hides above
 * a pitch of 60, and the map guide. While every instrument is offline the pickers are disabled
 * with the reason.
 */
export function SiteMap({
  markers,
  channels,
  channel,
  onChannelChange,
  averaging,
  onAveragingChange,
  instruments,
  wind,
  windDecimals = 1,
  center,
  styleUrls,
  loading = false,
  error,
  animate,
}: SiteMapProps) {
  const { t } = useTranslation('project-dashboard');
  const { locale } = useLocale();
  const labels = useMapLabels();
  const [orientation, setOrientation] = useState<MapOrientation>({ bearing: 0, pitch: 0 });
  const [defaultZoom, setDefaultZoom] = useState<number | null>(null);
  const [style, setStyle] = useState<MapStyleChoice>(styleUrls.satellite ? 'satellite' : 'none');
  const allOffline = instruments !== undefined && instruments.online === 0;
  const reason = allOffline ? t('map.allOffline') : null;

  const channelPicker = (
    <Select
      aria-label={t('map.channel')}
      data-testid="site-map-channel"
      // Wide enough for 'Site overview' beside the count (it shrank to its ellipsis before).
      className="sm:w-44"
      disabled={allOffline}
      options={[
        { value: SITE_OVERVIEW, label: t('map.siteOverview') },
        ...channels.map((name) => ({ value: name, label: name })),
      ]}
      value={channel ?? SITE_OVERVIEW}
      onValueChange={(value) => onChannelChange(value === SITE_OVERVIEW ? null : value)}
    />
  );
  const averagingPicker = (
    <Select
      aria-label={t('map.averaging')}
      data-testid="site-map-averaging"
      className="sm:w-36"
      disabled={allOffline}
      options={AVERAGING_PERIOD_MINUTES.map((minutes) => ({
        value: String(minutes),
        label: formatAveragingPeriod(minutes, locale),
      }))}
      value={String(averaging)}
      onValueChange={(value) => onAveragingChange(Number(value))}
    />
  );

  return (
    <Card
      data-testid="site-map"
      title={t('map.title')}
      headingLevel={2}
      state={loading ? 'loading' : error ? 'error' : 'ready'}
      errorText={error ? `${t('map.errorTitle')}: ${error}` : undefined}
      actions={<MapGuide />}
    >
      <div className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <p className="flex items-center gap-2 text-sm" data-testid="site-map-online">
            <StatusIndicator
              status={instruments && instruments.online > 0 ? 'ok' : 'offline'}
              label={
                instruments === undefined
                  ? t('map.onlineUnknown')
                  : t('map.online', { online: instruments.online, total: instruments.total })
              }
            />
          </p>
          <div className="flex w-full flex-col gap-2 sm:ms-auto sm:w-auto sm:flex-row">
            <Unavailable reason={reason}>{channelPicker}</Unavailable>
            <Unavailable reason={reason}>{averagingPicker}</Unavailable>
          </div>
        </div>
        <div className="relative">
          <LazyMapView
            className="rounded-control h-80 w-full sm:h-[28rem]"
            markers={markers}
            labels={{ ...labels, mapLabel: t('map.mapLabel') }}
            center={center}
            zoom={DEFAULT_ZOOM}
            fitToMarkers={markers.length > 0}
            maxFitZoom={17}
            // Offline, the locations of one site would share a pixel at zoom 7: the site map
            // zooms on, over plain ground, until they separate.
            offlineMaxZoom={SITE_MAP_MAX_ZOOM}
            markerSize={SITE_MAP_MARKER_SIZE}
            rotate
            maxPitch={SITE_MAP_MAX_PITCH}
            onRotate={setOrientation}
            onMoveEnd={(camera) => {
              // The first camera is the default view (fitted to the markers); tooltips hide two
              // zoom levels below it.
              setDefaultZoom((current) => current ?? Math.floor(camera.zoom));
            }}
            tooltipMinZoom={
              defaultZoom === null ? undefined : defaultZoom - TOOLTIP_ZOOM_LEVELS_BELOW_DEFAULT
            }
            styleUrls={styleUrls}
            mapStyle={style}
            onMapStyleChange={setStyle}
            showStylePicker
            cluster
            animate={animate}
            data-testid="site-map-view"
          />
          <WindIndicator wind={wind} orientation={orientation} decimals={windDecimals} />
        </div>
      </div>
    </Card>
  );
}

/** A control that may be unavailable: with a reason, its wrapper takes focus and says why. */
function Unavailable({ reason, children }: { reason: string | null; children: ReactElement }) {
  if (!reason) return children;
  return (
    <Tooltip content={reason}>
      {/* The disabled picker takes no focus or hover; its wrapper does, so keyboard and pointer
          users both reach the reason (the tooltip becomes its description). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <span tabIndex={0} className="rounded-control inline-flex" data-testid="unavailable-picker">
        {children}
      </span>
    </Tooltip>
  );
}

/**
 * The wind speed and direction over the map: an arrow pointing where the wind blows, turned with
 * the map's bearing so it stays true to the ground, hidden above a pitch of 60 (projects §2).
 */
function WindIndicator({
  wind,
  orientation,
  decimals,
}: {
  wind: SiteWind | null;
  orientation: MapOrientation;
  decimals: number;
}) {
  const { t } = useTranslation('project-dashboard');
  const { locale } = useLocale();
  if (!windIndicatorShown(orientation.pitch)) return null;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  const degrees = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  const direction = wind?.direction ?? null;
  const angle = direction === null ? null : windArrowAngle(direction, orientation.bearing);
  const speed =
    wind?.speed === null || wind === null
      ? t('map.windNoSpeed')
      : t('map.windSpeed', { value: number.format(wind.speed), unit: wind.speedUnit });
  const from =
    direction === null
      ? t('map.windNoDirection')
      : t('map.windFrom', {
          point: t(`compass.${compassPoint(direction)}`),
          degrees: degrees.format(direction),
        });
  return (
    <div
      data-testid="wind-indicator"
      data-angle={angle === null ? '' : angle.toFixed(1)}
      className="bg-surface-raised/95 border-border pointer-events-none absolute start-2 top-2 flex items-center gap-2 rounded-md border px-2 py-1 text-xs shadow-sm"
      role="img"
      aria-label={wind === null ? t('map.windNone') : `${t('map.wind')}: ${speed}, ${from}`}
    >
      {angle === null ? null : (
        <Navigation2
          aria-hidden="true"
          className="text-interactive size-5 shrink-0"
          style={{ transform: `rotate(${angle}deg)` }}
        />
      )}
      <span className="flex flex-col leading-tight" aria-hidden="true">
        {wind === null ? (
          <span>{t('map.windNone')}</span>
        ) : (
          <>
            <span className="font-semibold tabular-nums">{speed}</span>
            <span className="text-text-muted">{from}</span>
          </>
        )}
      </span>
    </div>
  );
}

/** The map guide: what the markers, their shapes and labels, the tooltips and the arrow mean. */
function MapGuide() {
  const { t } = useTranslation('project-dashboard');
  const [open, setOpen] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t('guide.title')}
      description={t('guide.description')}
      data-testid="map-guide"
      trigger={
        <Button variant="ghost" size="sm">
          <CircleHelp aria-hidden="true" className="size-4" />
          {t('guide.open')}
        </Button>
      }
    >
      <ul className="flex flex-col gap-3 text-sm">
        <li className="flex items-center gap-2">
          <StatusIndicator status="ok" label={t('guide.ok')} />
        </li>
        <li className="flex items-center gap-2">
          <StatusIndicator status="caution" label={t('guide.online')} />
        </li>
        <li className="flex items-center gap-2">
          <StatusIndicator status="warning" label={t('guide.warning')} />
        </li>
        <li className="flex items-center gap-2">
          <StatusIndicator status="offline" label={t('guide.offline')} />
        </li>
        <li>{t('guide.roles')}</li>
        <li>{t('guide.tooltips')}</li>
        <li className="flex items-center gap-2">
          <Navigation2 aria-hidden="true" className="text-interactive size-4 shrink-0" />
          {t('guide.wind')}
        </li>
        <li>{t('guide.pickers')}</li>
      </ul>
    </Modal>
  );
}

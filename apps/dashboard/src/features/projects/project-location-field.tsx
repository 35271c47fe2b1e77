import { useTimeZoneFromCoordinates, useTimeZones } from '@aq/api/react';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { LazyMapView, type MapMarker } from '@aq/ui/map';
import { Combobox } from '@aq/ui/combobox';
import { Switch } from '@aq/ui/switch';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { useMapLabels } from '../../lib/map-labels';

/** Where the create-project map starts: central USA at zoom 3 (projects §2). */
export const DEFAULT_MAP_CENTER = { lat: 39.5, lng: -98.35 };
export const DEFAULT_MAP_ZOOM = 3;
/** The zoom a coordinate search flies to (projects §2). */
export const SEARCH_ZOOM = 16;

/** A project's place and time: coordinates, IANA time zone and summer-time flag. */
export interface ProjectPlace {
  location: { Latitude: number; Longitude: number } | null;
  timeZoneId: string;
  summerTime: boolean;
}

/**
 * The location part of the project forms: a map with a "lat, lng" search (both orders) that sets
 * the location and fills the time zone from the coordinates (Etc/UTC with 'Error getting time zone
 * automatically' when the lookup fails), the time zone list and the summer-time switch.
 */
export function ProjectLocationField({
  value,
  onChange,
  disabled = false,
}: {
  value: ProjectPlace;
  onChange: (next: ProjectPlace) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('projects');
  const labels = useMapLabels();
  const { MapStyles } = useAppConfig();
  const timeZones = useTimeZones();
  const lookup = useTimeZoneFromCoordinates();
  const id = useId();
  const markers = useMemo<MapMarker[]>(
    () =>
      value.location
        ? [
            {
              id: 'project',
              lat: value.location.Latitude,
              lng: value.location.Longitude,
              name: t('projectLocation'),
              status: 'ok',
            },
          ]
        : [],
    [value.location, t],
  );
  const zoneOptions = useMemo(
    () =>
      (timeZones.data?.TimeZones ?? []).map((zone) => ({
        value: zone.Id,
        label: zone.Name,
        keywords: [zone.Id],
      })),
    [timeZones.data],
  );

  function locate(point: { lat: number; lng: number }) {
    const location = { Latitude: point.lat, Longitude: point.lng };
    onChange({ ...value, location });
    lookup.mutate(location, {
      onSuccess: ({ TimeZone }) =>
        onChange({
          ...value,
          location,
          timeZoneId: TimeZone.Id,
          summerTime: TimeZone.HasSummerTime,
        }),
      onError: () => onChange({ ...value, location, timeZoneId: 'Etc/UTC' }),
    });
  }

  return (
    <div className="flex flex-col gap-4">
      <div
        role="group"
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-help`}
        className="flex flex-col gap-1.5"
      >
        <span id={`${id}-label`} className="text-sm font-medium">
          {t('location')}
        </span>
        <div data-testid="project-location">
          <LazyMapView
            className="rounded-control h-72 w-full"
            markers={markers}
            labels={labels}
            center={
              value.location
                ? { lat: value.location.Latitude, lng: value.location.Longitude }
                : DEFAULT_MAP_CENTER
            }
            zoom={value.location ? SEARCH_ZOOM : DEFAULT_MAP_ZOOM}
            styleUrls={{ streets: MapStyles.Streets, satellite: MapStyles.Satellite }}
            showSearch={!disabled}
            showStylePicker
            searchZoom={SEARCH_ZOOM}
            onSearch={locate}
          />
        </div>
        <p id={`${id}-help`} className="text-text-muted text-sm" data-testid="project-coordinates">
          {value.location
            ? t('locationChosen', {
                lat: value.location.Latitude.toFixed(6),
                lng: value.location.Longitude.toFixed(6),
              })
            : t('locationHelp')}
        </p>
      </div>
      {lookup.isError ? (
        <InlineNotification kind="warning" title={t('timeZoneLookupFailed')} />
      ) : null}
      <FormField label={t('timeZone')} required>
        <Combobox
          options={zoneOptions}
          value={value.timeZoneId}
          loading={timeZones.isPending || lookup.isPending}
          disabled={disabled}
          onValueChange={(zone) => onChange({ ...value, timeZoneId: zone ?? '' })}
          data-testid="project-time-zone"
        />
      </FormField>
      <Switch
        label={t('summerTime')}
        checked={value.summerTime}
        disabled={disabled}
        onCheckedChange={(checked) => onChange({ ...value, summerTime: checked })}
      />
    </div>
  );
}

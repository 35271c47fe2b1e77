import { useTimeZoneFromCoordinates, useTimeZones } from '@aq/api/react';
import { Combobox } from '@aq/ui/combobox';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { LazyMapView } from '@aq/ui/map';
import { Switch } from '@aq/ui/switch';
import { TextInput } from '@aq/ui/text-input';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_MAP_CENTER,
  DEFAULT_MAP_ZOOM,
  POINT_ZOOM,
  useTypedPoint,
  type TypedPoint,
} from '../../lib/typed-point';

/** The zoom a coordinate search flies to (projects §2). */
export const SEARCH_ZOOM = POINT_ZOOM;

/** A project's place and time: coordinates, IANA time zone and summer-time flag. */
export interface ProjectPlace {
  location: TypedPoint | null;
  timeZoneId: string;
  summerTime: boolean;
}

/**
 * The location part of the project forms: a map on which a click places the site, a coordinates
 * field ("latitude, longitude", the keyboard way) that sets the location and fills the time zone
 * from the coordinates (Etc/UTC with 'Error getting time zone automatically' when the lookup
 * fails), the time zone list and the summer-time switch.
 *
 * A point is never taken in an order the user did not type: numbers that fit both orders
 * ('-74.0, 40.7') show both places as pins A and B, and numbers that fit only as "longitude,
 * latitude" ('91, 10') show that place to confirm. Until a pin is picked the location is not set
 * (so the form cannot be saved) and the field says why.
 */
export function ProjectLocationField({
  value,
  onChange,
  disabled = false,
  onTextChange,
}: {
  value: ProjectPlace;
  onChange: (next: ProjectPlace) => void;
  disabled?: boolean;
  /** Told whether the coordinates field holds text, read into a location or not (yet). */
  onTextChange?: (hasText: boolean) => void;
}) {
  const { t } = useTranslation('projects');
  const timeZones = useTimeZones();
  const lookup = useTimeZoneFromCoordinates();
  const id = useId();
  const zoneOptions = useMemo(
    () =>
      (timeZones.data?.TimeZones ?? []).map((zone) => ({
        value: zone.Id,
        label: zone.Name,
        keywords: [zone.Id],
      })),
    [timeZones.data],
  );

  /** Sets the location and fills the time zone from it (Etc/UTC when the lookup fails). */
  function locate(location: TypedPoint) {
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

  const point = useTypedPoint({
    value: value.location,
    onChange: (location) => {
      if (location) locate(location);
      // The form must not save a location the field no longer shows.
      else if (value.location) onChange({ ...value, location: null });
    },
    disabled,
    marker: { id: 'project', name: t('projectLocation') },
    labels: {
      mapLabel: t('coordinates.mapLabel'),
      chooseBoth: t('coordinates.chooseBoth'),
      confirmSwapped: t('coordinates.confirmSwapped'),
    },
  });
  const hasText = point.text.trim() !== '';
  useEffect(() => onTextChange?.(hasText), [hasText, onTextChange]);

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
            {...point.map}
            className="rounded-control h-72 w-full"
            center={
              value.location
                ? { lat: value.location.Latitude, lng: value.location.Longitude }
                : DEFAULT_MAP_CENTER
            }
            zoom={value.location ? SEARCH_ZOOM : DEFAULT_MAP_ZOOM}
          />
        </div>
        <p id={`${id}-help`} className="text-text-muted text-sm" data-testid="project-coordinates">
          {value.location
            ? t('locationChosen', {
                latitude: value.location.Latitude.toFixed(6),
                longitude: value.location.Longitude.toFixed(6),
              })
            : t('coordinates.notSet')}
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <FormField
          label={t('coordinates.label')}
          helperText={t('coordinates.help')}
          error={point.message}
        >
          <TextInput
            {...point.input}
            placeholder={t('coordinates.placeholder')}
            inputMode="text"
            data-testid="project-coordinates-input"
          />
        </FormField>
        {point.choices}
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

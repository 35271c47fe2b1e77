import { useTimeZoneFromCoordinates, useTimeZones } from '@aq/api/react';
import { Combobox } from '@aq/ui/combobox';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import {
  LazyMapView,
  type LatLng,
  type MapCandidate,
  type MapMarker,
  type MapViewHandle,
} from '@aq/ui/map';
import { Switch } from '@aq/ui/switch';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import type { ValidationError } from '@aq/validation/messages';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { CoordinateChoices } from '../../lib/coordinate-choices';
import { useMapLabels } from '../../lib/map-labels';
import { readTypedCoordinates, type TypedCoordinates } from '../../lib/typed-coordinates';

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

/** The places typed coordinates offer while the user has not picked one. */
type Choice = Extract<TypedCoordinates, { kind: 'choose' }>;

/** A point as it reads in the coordinates field: "latitude, longitude". */
function typedText(point: LatLng | null): string {
  return point ? `${point.lat}, ${point.lng}` : '';
}

/** A clicked point to a millionth of a degree (about 0.1 m), as the field and the server show it. */
function rounded(point: LatLng): LatLng {
  const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6 || 0;
  return { lat: round(point.lat), lng: round(point.lng) };
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
  const { validationMessage } = useUiStrings();
  const labels = useMapLabels();
  const { MapStyles } = useAppConfig();
  const timeZones = useTimeZones();
  const lookup = useTimeZoneFromCoordinates();
  const id = useId();
  const mapRef = useRef<MapViewHandle>(null);
  const initial = value.location
    ? typedText({ lat: value.location.Latitude, lng: value.location.Longitude })
    : '';
  const [text, setText] = useState(initial);
  const hasText = text.trim() !== '';
  useEffect(() => onTextChange?.(hasText), [hasText, onTextChange]);
  // The text the location was last read from: reading the same text again changes nothing.
  const [readText, setReadText] = useState(initial);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [error, setError] = useState<ValidationError | null>(null);
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

  function locate(point: LatLng) {
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

  /** Sets the location to a point the user chose (a click or a picked pin) and shows it typed. */
  function place(point: LatLng) {
    const shown = typedText(point);
    setText(shown);
    setReadText(shown);
    setChoice(null);
    setError(null);
    locate(point);
  }

  /** Reads the typed coordinates: sets the location, offers the places to pick, or shows why not. */
  function read() {
    if (text === readText) return;
    setReadText(text);
    const reading: TypedCoordinates | null = text.trim() === '' ? null : readTypedCoordinates(text);
    setChoice(reading?.kind === 'choose' ? reading : null);
    setError(reading?.kind === 'invalid' ? reading.error : null);
    if (reading?.kind === 'point') {
      locate(reading.point);
      mapRef.current?.flyTo({ ...reading.point, zoom: SEARCH_ZOOM });
    } else if (value.location) {
      // The form must not save a location the field no longer shows.
      onChange({ ...value, location: null });
    }
  }

  function pick(candidate: MapCandidate) {
    const point = { lat: candidate.lat, lng: candidate.lng };
    place(point);
    mapRef.current?.flyTo({ ...point, zoom: SEARCH_ZOOM });
  }

  function readOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    // Enter reads the field; it does not also submit the form around it.
    event.preventDefault();
    read();
  }

  const fieldMessage = error
    ? validationMessage(error)
    : choice
      ? t(choice.reason === 'both' ? 'coordinates.chooseBoth' : 'coordinates.confirmSwapped')
      : undefined;

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
            ref={mapRef}
            className="rounded-control h-72 w-full"
            markers={markers}
            labels={{ ...labels, mapLabel: t('coordinates.mapLabel') }}
            center={
              value.location
                ? { lat: value.location.Latitude, lng: value.location.Longitude }
                : DEFAULT_MAP_CENTER
            }
            zoom={value.location ? SEARCH_ZOOM : DEFAULT_MAP_ZOOM}
            styleUrls={{ streets: MapStyles.Streets, satellite: MapStyles.Satellite }}
            showStylePicker
            onMapClick={disabled ? undefined : (point) => place(rounded(point))}
            candidates={choice?.candidates ?? []}
            onCandidatePick={pick}
            candidatePrompt={t(
              choice?.reason === 'swapped'
                ? 'shell:coordinates.pinConfirm'
                : 'shell:coordinates.pinChoose',
            )}
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
          error={fieldMessage}
        >
          <TextInput
            value={text}
            disabled={disabled}
            placeholder={t('coordinates.placeholder')}
            autoComplete="off"
            spellCheck={false}
            inputMode="text"
            data-testid="project-coordinates-input"
            onChange={(event) => setText(event.target.value)}
            onKeyDown={readOnEnter}
            onBlur={read}
          />
        </FormField>
        {choice ? (
          <CoordinateChoices candidates={choice.candidates} onPick={pick} disabled={disabled} />
        ) : null}
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

import { FormField } from '@aq/ui/form-field';
import {
  LazyMapView,
  type LatLng,
  type MapCandidate,
  type MapMarker,
  type MapViewHandle,
} from '@aq/ui/map';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import type { ValidationError } from '@aq/validation/messages';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { CoordinateChoices } from '../../lib/coordinate-choices';
import { useMapLabels } from '../../lib/map-labels';
import { readTypedCoordinates, type TypedCoordinates } from '../../lib/typed-coordinates';

/** The zoom a typed or clicked point is shown at (the projects' coordinate search zoom). */
const POINT_ZOOM = 16;

/** A location's point, as the create call sends it. */
export interface LocationPoint {
  Latitude: number;
  Longitude: number;
}

type Choice = Extract<TypedCoordinates, { kind: 'choose' }>;

function typedText(point: LocationPoint | null): string {
  return point ? `${point.Latitude}, ${point.Longitude}` : '';
}

/** A clicked point to a millionth of a degree (about 0.1 m), as the field shows it. */
function rounded(point: LatLng): LocationPoint {
  const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6 || 0;
  return { Latitude: round(point.lat), Longitude: round(point.lng) };
}

/**
 * The point of a monitoring location: a map on which a click places it, and the typed
 * 'latitude, longitude' field of the project form (the same reading: numbers that fit both orders
 * offer pins A and B, numbers that fit only swapped offer A to confirm; nothing is taken in an
 * order the user did not type). `disabled` shows the point without letting it change.
 */
export function LocationPointField({
  value,
  onChange,
  disabled = false,
  error,
  center,
  notice,
}: {
  /** The point chosen, or null. */
  value: LocationPoint | null;
  /** Called with the point chosen, or null when the typed text no longer reads as one. */
  onChange: (point: LocationPoint | null) => void;
  disabled?: boolean;
  /** The form's message for the point (e.g. 'Location and name are required'). */
  error?: string;
  /** Where the map starts without a point (the project's location). */
  center: LatLng;
  /** Shown between the map and the field (e.g. why the coordinates are locked). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation('locations');
  const { validationMessage } = useUiStrings();
  const labels = useMapLabels();
  const { MapStyles } = useAppConfig();
  const id = useId();
  const mapRef = useRef<MapViewHandle>(null);
  const initial = typedText(value);
  const [text, setText] = useState(initial);
  const [readText, setReadText] = useState(initial);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [readError, setReadError] = useState<ValidationError | null>(null);
  const markers = useMemo<MapMarker[]>(
    () =>
      value
        ? [
            {
              id: 'point',
              lat: value.Latitude,
              lng: value.Longitude,
              name: t('location'),
              status: 'ok',
            },
          ]
        : [],
    [value, t],
  );

  function place(point: LocationPoint) {
    const shown = typedText(point);
    setText(shown);
    setReadText(shown);
    setChoice(null);
    setReadError(null);
    onChange(point);
  }

  function read() {
    if (text === readText) return;
    setReadText(text);
    const reading = text.trim() === '' ? null : readTypedCoordinates(text);
    setChoice(reading?.kind === 'choose' ? reading : null);
    setReadError(reading?.kind === 'invalid' ? reading.error : null);
    if (reading?.kind === 'point') {
      onChange({ Latitude: reading.point.lat, Longitude: reading.point.lng });
      mapRef.current?.flyTo({ ...reading.point, zoom: POINT_ZOOM });
    } else {
      onChange(null);
    }
  }

  function pick(candidate: MapCandidate) {
    place({ Latitude: candidate.lat, Longitude: candidate.lng });
    mapRef.current?.flyTo({ lat: candidate.lat, lng: candidate.lng, zoom: POINT_ZOOM });
  }

  function readOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    read();
  }

  const fieldMessage = readError
    ? validationMessage(readError)
    : choice
      ? t(choice.reason === 'both' ? 'coordinates.chooseBoth' : 'coordinates.confirmSwapped')
      : error;

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
        <span id={`${id}-label`} className="text-sm font-medium">
          {t('location')}
        </span>
        <LazyMapView
          ref={mapRef}
          className="rounded-control h-56 w-full sm:h-64"
          markers={markers}
          labels={{ ...labels, mapLabel: t('coordinates.mapLabel') }}
          center={value ? { lat: value.Latitude, lng: value.Longitude } : center}
          zoom={POINT_ZOOM}
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
        <p className="text-text-muted text-sm" data-testid="location-point">
          {value
            ? t('coordinates.chosen', {
                latitude: value.Latitude.toFixed(6),
                longitude: value.Longitude.toFixed(6),
              })
            : t('coordinates.notSet')}
        </p>
      </div>
      {notice}
      <FormField
        label={t('coordinates.label')}
        helperText={disabled ? undefined : t('coordinates.help')}
        error={fieldMessage}
      >
        <TextInput
          value={text}
          disabled={disabled}
          placeholder={t('coordinates.placeholder')}
          autoComplete="off"
          spellCheck={false}
          data-testid="location-coordinates-input"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={readOnEnter}
          onBlur={read}
        />
      </FormField>
      {choice ? (
        <CoordinateChoices candidates={choice.candidates} onPick={pick} disabled={disabled} />
      ) : null}
    </div>
  );
}

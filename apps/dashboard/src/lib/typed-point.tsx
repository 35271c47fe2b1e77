import type { LatLng, MapCandidate, MapMarker, MapViewHandle, MapViewProps } from '@aq/ui/map';
import { useUiStrings } from '@aq/ui/ui-strings';
import type { ValidationError } from '@aq/validation/messages';
import {
  useMemo,
  useRef,
  useState,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from './app-config';
import { CoordinateChoices } from './coordinate-choices';
import { useMapLabels } from './map-labels';
import { readTypedCoordinates, type TypedCoordinates } from './typed-coordinates';

/** The zoom a typed, clicked or picked point is shown at (the projects' coordinate search zoom). */
export const POINT_ZOOM = 16;

/** Where a map with no point yet starts: central USA at zoom 3 (projects §9). */
export const DEFAULT_MAP_CENTER = { lat: 39.5, lng: -98.35 };
export const DEFAULT_MAP_ZOOM = 3;

/** A point as the forms send it (a project's or a monitoring location's). */
export interface TypedPoint {
  Latitude: number;
  Longitude: number;
}

/** The places typed coordinates offer while the user has not picked one. */
type Choice = Extract<TypedCoordinates, { kind: 'choose' }>;

/** A point as it reads in the coordinates field: "latitude, longitude". */
function typedText(point: TypedPoint | null): string {
  return point ? `${point.Latitude}, ${point.Longitude}` : '';
}

/** A clicked point to a millionth of a degree (about 0.1 m), as the field and the server show it. */
function rounded(point: LatLng): TypedPoint {
  const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6 || 0;
  return { Latitude: round(point.lat), Longitude: round(point.lng) };
}

/** The props of the map that shows and places the point (spread onto LazyMapView). */
export type TypedPointMapProps = Required<
  Pick<
    MapViewProps,
    | 'ref'
    | 'markers'
    | 'labels'
    | 'styleUrls'
    | 'showStylePicker'
    | 'candidates'
    | 'onCandidatePick'
    | 'candidatePrompt'
  >
> &
  Pick<MapViewProps, 'onMapClick'>;

/**
 * A point chosen on a map or typed as 'latitude, longitude' (the keyboard way), for the project
 * forms and the monitoring location form. A click on the map places the point; typed text is read
 * on Enter or when the field is left. A point is never taken in an order the user did not type:
 * numbers that fit both orders ('-74.0, 40.7') show both places as pins A and B, numbers that fit
 * only as "longitude, latitude" ('91, 10') show that place to confirm, and until a pin (or its
 * button under the field) is picked `onChange` gets null and the field says why.
 *
 * The caller lays out the map (`map`), the text input (`input`), the field's message (`message`)
 * and the pick buttons (`choices`) in its own form.
 */
export function useTypedPoint({
  value,
  onChange,
  disabled,
  marker,
  labels,
}: {
  /** The point chosen, or null. */
  value: TypedPoint | null;
  /** Called with the point chosen, or null when the typed text no longer reads as one. */
  onChange: (point: TypedPoint | null) => void;
  /** Shows the point without letting it change. */
  disabled: boolean;
  /** The point's marker on the map: its id and its (translated) name. */
  marker: { id: string; name: string };
  /** The caller's words: the map's label and why a pin must be picked. */
  labels: { mapLabel: string; chooseBoth: string; confirmSwapped: string };
}) {
  const { t } = useTranslation('shell');
  const { validationMessage } = useUiStrings();
  const mapLabels = useMapLabels();
  const { MapStyles } = useAppConfig();
  const mapRef = useRef<MapViewHandle>(null);
  const initial = typedText(value);
  const [text, setText] = useState(initial);
  // The text the point was last read from: reading the same text again changes nothing.
  const [readText, setReadText] = useState(initial);
  const [choice, setChoice] = useState<Choice | null>(null);
  const [error, setError] = useState<ValidationError | null>(null);
  const latitude = value?.Latitude;
  const longitude = value?.Longitude;
  const markers = useMemo<MapMarker[]>(
    () =>
      latitude !== undefined && longitude !== undefined
        ? [{ id: marker.id, lat: latitude, lng: longitude, name: marker.name, status: 'ok' }]
        : [],
    [latitude, longitude, marker.id, marker.name],
  );

  /** Sets the point the user chose (a click or a picked pin) and shows it typed. */
  function place(point: TypedPoint) {
    const shown = typedText(point);
    setText(shown);
    setReadText(shown);
    setChoice(null);
    setError(null);
    onChange(point);
  }

  /** Reads the typed coordinates: sets the point, offers the places to pick, or shows why not. */
  function read() {
    if (text === readText) return;
    setReadText(text);
    const reading = text.trim() === '' ? null : readTypedCoordinates(text);
    setChoice(reading?.kind === 'choose' ? reading : null);
    setError(reading?.kind === 'invalid' ? reading.error : null);
    if (reading?.kind === 'point') {
      onChange({ Latitude: reading.point.lat, Longitude: reading.point.lng });
      mapRef.current?.flyTo({ ...reading.point, zoom: POINT_ZOOM });
    } else {
      // The form must not keep a point the field no longer shows.
      onChange(null);
    }
  }

  function pick(candidate: MapCandidate) {
    place({ Latitude: candidate.lat, Longitude: candidate.lng });
    mapRef.current?.flyTo({ lat: candidate.lat, lng: candidate.lng, zoom: POINT_ZOOM });
  }

  const map: TypedPointMapProps = {
    ref: mapRef,
    markers,
    labels: { ...mapLabels, mapLabel: labels.mapLabel },
    styleUrls: { streets: MapStyles.Streets, satellite: MapStyles.Satellite },
    showStylePicker: true,
    onMapClick: disabled ? undefined : (point) => place(rounded(point)),
    candidates: choice?.candidates ?? [],
    onCandidatePick: pick,
    candidatePrompt: t(
      choice?.reason === 'swapped' ? 'coordinates.pinConfirm' : 'coordinates.pinChoose',
    ),
  };

  const input = {
    value: text,
    disabled,
    autoComplete: 'off',
    spellCheck: false,
    onChange: (event: ChangeEvent<HTMLInputElement>) => setText(event.target.value),
    onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => {
      if (event.key !== 'Enter') return;
      // Enter reads the field; it does not also submit the form around it.
      event.preventDefault();
      read();
    },
    onBlur: read,
  };

  /** Why the typed text is not (yet) a point, or undefined. */
  const message = error
    ? validationMessage(error)
    : choice
      ? choice.reason === 'both'
        ? labels.chooseBoth
        : labels.confirmSwapped
      : undefined;

  const choices: ReactNode = choice ? (
    <CoordinateChoices candidates={choice.candidates} onPick={pick} disabled={disabled} />
  ) : null;

  return { map, input, message, choices, text };
}

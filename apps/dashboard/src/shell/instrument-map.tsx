import type { SelectableInstrument } from '@aq/api';
import {
  LazyMapView,
  type MapCandidate,
  type MapMarker,
  type MapStyleChoice,
  type MapViewHandle,
} from '@aq/ui/map';
import { useMemo, useState, type Ref } from 'react';
import type { z } from 'zod';
import { useAppConfig } from '../lib/app-config';
import { useMapLabels } from '../lib/map-labels';

type Instrument = z.output<typeof SelectableInstrument>;

/** Where the user's basemap choice is kept. */
const MAP_STYLE_KEY = 'mapStyle';

function savedMapStyle(): MapStyleChoice {
  try {
    const value = localStorage.getItem(MAP_STYLE_KEY);
    return value === 'streets' || value === 'satellite' ? value : 'none';
  } catch {
    return 'none';
  }
}

/**
 * The instrument selector's map: one marker per placed instrument, coloured by online status.
 * The first view frames every instrument (whole, clear of the controls); instruments that would
 * overlap, such as the monitors around one site, show as one badge with their count.
 */
export function InstrumentMap({
  instruments,
  selectedSerial,
  onSelect,
  candidates,
  onCandidatePick,
  candidatePrompt,
  ref,
}: {
  instruments: readonly Instrument[];
  selectedSerial: string | null;
  onSelect: (serial: string) => void;
  /** Places typed in the selector's search that the user must choose from (pins A and B). */
  candidates: readonly MapCandidate[];
  /** Called with the pin the user picked. */
  onCandidatePick: (candidate: MapCandidate) => void;
  /** The line over the map while the pins are shown. */
  candidatePrompt: string;
  /** Camera commands, for the selector to show typed coordinates and the instruments found. */
  ref?: Ref<MapViewHandle>;
}) {
  const { MapStyles } = useAppConfig();
  const labels = useMapLabels();
  const [mapStyle, setMapStyle] = useState<MapStyleChoice>(savedMapStyle);
  const markers = useMemo<MapMarker[]>(
    () =>
      instruments
        .filter((i) => i.Latitude !== null && i.Longitude !== null)
        .map((i) => ({
          id: i.Serial,
          lat: i.Latitude as number,
          lng: i.Longitude as number,
          name: i.Name,
          status: i.OnlineStatus === 'Online' ? 'ok' : 'offline',
          statusLabel: i.OnlineStatus === 'Online' ? labels.online : labels.offline,
          label: i.Serial,
        })),
    [instruments, labels.online, labels.offline],
  );
  return (
    <LazyMapView
      ref={ref}
      className="rounded-control h-full min-h-48 w-full"
      markers={markers}
      labels={labels}
      selectedId={selectedSerial}
      onMarkerClick={onSelect}
      styleUrls={{ streets: MapStyles.Streets, satellite: MapStyles.Satellite }}
      mapStyle={mapStyle}
      onMapStyleChange={(style) => {
        setMapStyle(style);
        try {
          localStorage.setItem(MAP_STYLE_KEY, style);
        } catch {
          // private mode: the choice lasts for this page only
        }
      }}
      showStylePicker
      fitToMarkers
      cluster
      candidates={candidates}
      onCandidatePick={onCandidatePick}
      candidatePrompt={candidatePrompt}
    />
  );
}

import type { SelectableInstrument } from '@aq/api';
import { LazyMapView, type MapMarker, type MapStyleChoice } from '@aq/ui/map';
import { useMemo, useState } from 'react';
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

/** The instrument selector's map: one marker per placed instrument, coloured by online status. */
export function InstrumentMap({
  instruments,
  selectedSerial,
  onSelect,
}: {
  instruments: readonly Instrument[];
  selectedSerial: string | null;
  onSelect: (serial: string) => void;
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
      className="rounded-control h-full min-h-64 w-full"
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
      showSearch
      fitToMarkers
    />
  );
}

import { z } from 'zod';
import { OnlineStatus } from '../common/enums';
import { IsoDateTime } from '../common/schemas';

/** Answer of GET /v0.1/partials/map: the legacy instrument map partial as an HTML fragment. */
export const MapPartialHtml = z.string().meta({ contentMediaType: 'text/html' });

/**
 * One instrument of the instrument selector (ours: it replaces the legacy map partial): where it
 * is (its current monitoring location, if attached), which project leases it and the place that
 * project is in, and whether it is online (newest reading at most 10 minutes old).
 */
export const SelectableInstrument = z.object({
  Serial: z.string(),
  Name: z.string(),
  ProjectId: z.string().nullable(),
  ProjectName: z.string().nullable(),
  LocationName: z.string().nullable(),
  /** The place label of the project it is leased to, e.g. 'Long Beach, California' (searchable). */
  PlaceLabel: z.string().nullable(),
  Latitude: z.number().nullable(),
  Longitude: z.number().nullable(),
  OnlineStatus: OnlineStatus,
  LastReadingAt: IsoDateTime.nullable(),
});
/** Answer of GET /v0.1/instruments/selection (ours): the caller's instruments, by name. */
export const SelectableInstruments = z.object({ Items: z.array(SelectableInstrument) });

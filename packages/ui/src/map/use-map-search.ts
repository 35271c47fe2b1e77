import type { ValidationError } from '@aq/validation/messages';
import { isValidationError } from '@aq/validation/result';
import { parseCoordinates } from '@aq/validation/project';
import { useState } from 'react';
import { latLngCandidates, parseLatLngSearch, type LatLng } from './coordinates';
import type { MapCandidate } from './types';

/** What the search box needs, and the candidates an ambiguous search is waiting on. */
export interface MapSearchState {
  /** The two readings of an ambiguous search, until one is picked; null otherwise. */
  candidates: MapCandidate[] | null;
  /** Reads the typed text: moves the map, offers candidates, or returns the failure to show. */
  search: (text: string) => ValidationError | null;
  /** Whether a candidate belongs to the search (and picking it finishes the search). */
  owns: (candidate: MapCandidate) => boolean;
  /** Finishes the search with the picked reading. */
  pick: (candidate: MapCandidate) => void;
}

/**
 * The coordinate search. By default "lat, lng" is read in the typed order (or "lng, lat" when
 * only that fits) and `goTo` runs at once. With `confirmAmbiguousSearch`, numbers that fit both
 * orders give candidates A (as typed) and B (swapped), numbers that fit only swapped give A alone,
 * and `goTo` waits for the pick.
 */
export function useMapSearch({
  confirmAmbiguousSearch,
  goTo,
}: {
  confirmAmbiguousSearch: boolean;
  /** Moves to the found point and reports it. */
  goTo: (point: LatLng) => void;
}): MapSearchState {
  const [candidates, setCandidates] = useState<MapCandidate[] | null>(null);

  function search(text: string): ValidationError | null {
    if (!confirmAmbiguousSearch) {
      const result = parseLatLngSearch(text);
      if (isValidationError(result)) return result;
      goTo(result);
      return null;
    }
    const readings = latLngCandidates(text);
    if (isValidationError(readings)) return readings;
    const [first, second] = readings as [LatLng, LatLng | undefined];
    if (second) {
      setCandidates([
        { id: 'search-a', label: 'A', ...first },
        { id: 'search-b', label: 'B', ...second },
      ]);
    } else if (isValidationError(parseCoordinates(text, { tryBothOrders: false }))) {
      // Only the swapped reading fits ('151.2, -33.9'): shown to confirm, never taken silently.
      setCandidates([{ id: 'search-a', label: 'A', ...first }]);
    } else {
      setCandidates(null);
      goTo(first);
    }
    return null;
  }

  return {
    candidates,
    search,
    owns: (candidate) => candidates?.includes(candidate) ?? false,
    pick: (candidate) => {
      setCandidates(null);
      goTo({ lat: candidate.lat, lng: candidate.lng });
    },
  };
}

/** Lower case without accents, for searching: 'Énergie' gives 'energie'. */
export function normaliseForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether every word of the search appears in one of the fields (case- and accent-insensitive). */
export function matchesSearch(
  search: string,
  fields: ReadonlyArray<string | null | undefined>,
): boolean {
  const words = normaliseForSearch(search).split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normaliseForSearch(fields.filter(Boolean).join(' \u0000 '));
  return words.every((word) => haystack.includes(word));
}

/** What the instrument selector's search looks at in an instrument. */
export interface SearchableInstrument {
  Serial: string;
  Name: string;
  ProjectName: string | null;
  LocationName: string | null;
  /** The place of its project, e.g. 'Long Beach, California'. */
  PlaceLabel: string | null;
}

/**
 * Whether the instrument selector's search finds an instrument: every word in its serial, name,
 * project, monitoring location or the place its project is in, so 'Long Beach' finds the
 * instruments of a project there although no name says so.
 */
export function matchesInstrument(search: string, instrument: SearchableInstrument): boolean {
  return matchesSearch(search, [
    instrument.Serial,
    instrument.Name,
    instrument.ProjectName,
    instrument.LocationName,
    instrument.PlaceLabel,
  ]);
}

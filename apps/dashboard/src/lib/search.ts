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

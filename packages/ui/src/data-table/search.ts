/**
 * Text folded for searching: accents removed ("Málaga" → "malaga"), lower case, and runs of white
 * space collapsed, so a search ignores case, accents and spacing.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether a cell's text contains the search query, ignoring case and accents; "" matches all. */
export function matchesSearch(text: unknown, query: string): boolean {
  const needle = foldSearchText(query);
  if (needle === '') return true;
  if (text == null) return false;
  if (typeof text !== 'string' && typeof text !== 'number') return false;
  return foldSearchText(String(text)).includes(needle);
}

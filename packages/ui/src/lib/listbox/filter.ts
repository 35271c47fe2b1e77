/** What filtering needs from an option. */
export interface FilterableOption {
  /** The text shown and searched. */
  label: string;
  /** More words that find the option without being shown (a code, a former name). */
  keywords?: readonly string[];
}

/** An option with its label and keywords prepared for searching. */
export interface IndexedOption<T extends FilterableOption> {
  /** The option itself. */
  option: T;
  /** The normalised label. */
  label: string;
  /** The normalised label and keywords, separated by a character no query contains. */
  haystack: string;
}

/** The options that match a query, best first, and how many matched in all. */
export interface FilterResult<T> {
  /** The matching options, at most the limit, best first (ties keep the original order). */
  matches: T[];
  /** How many options matched, including those beyond the limit. */
  total: number;
}

/** One piece of a label for display: `match` is true for the parts that matched the query. */
export interface HighlightSegment {
  /** The text of the piece, as in the label. */
  text: string;
  /** Whether the piece matched a search term. */
  match: boolean;
}

const MARKS = /\p{M}/gu;
const SEPARATOR = '\u0000';

/**
 * Text prepared for comparison: accents and other combining marks removed, lower case
 * ("Zürich" and "ZURICH" both give "zurich"). Letters that are not a base letter plus a mark
 * (ø, ł, æ) stay as they are.
 */
export function normaliseText(text: string): string {
  return text.normalize('NFD').replace(MARKS, '').toLowerCase();
}

/** The search terms of a query: its normalised words. */
export function queryTerms(query: string): string[] {
  return normaliseText(query).split(/\s+/).filter(Boolean);
}

/** Prepares options once so each keystroke only compares strings. */
export function buildSearchIndex<T extends FilterableOption>(
  options: readonly T[],
): IndexedOption<T>[] {
  return options.map((option) => {
    const label = normaliseText(option.label);
    const keywords = (option.keywords ?? []).map(normaliseText);
    return { option, label, haystack: [label, ...keywords].join(SEPARATOR) };
  });
}

/**
 * The options whose label or keywords contain every word of the query, case- and
 * accent-insensitively. Labels that start with the query come first, then labels with a word
 * starting with its first word, then the other matches; each group keeps the original order. An
 * empty query matches everything in order. At most `limit` matches are returned.
 */
export function filterOptions<T extends FilterableOption>(
  index: readonly IndexedOption<T>[],
  query: string,
  limit = Infinity,
): FilterResult<T> {
  const terms = queryTerms(query);
  if (terms.length === 0) {
    return { matches: index.slice(0, limit).map((entry) => entry.option), total: index.length };
  }
  const phrase = terms.join(' ');
  const first = terms[0] ?? '';
  const ranked: T[][] = [[], [], []];
  let total = 0;
  for (const entry of index) {
    if (!terms.every((term) => entry.haystack.includes(term))) continue;
    total += 1;
    const rank = entry.label.startsWith(phrase)
      ? 0
      : entry.label.split(/[^\p{L}\p{N}]+/u).some((word) => word.startsWith(first))
        ? 1
        : 2;
    ranked[rank]?.push(entry.option);
  }
  return { matches: ranked.flat().slice(0, limit), total };
}

/**
 * Splits a label into the parts that match the query's words and the parts between, for
 * bold-facing what matched. Matching ignores case and accents like filterOptions, and the
 * returned text is the label's own (accents kept).
 */
export function highlightMatches(label: string, query: string): HighlightSegment[] {
  const terms = queryTerms(query);
  if (terms.length === 0 || label === '')
    return label === '' ? [] : [{ text: label, match: false }];

  // Normalise character by character, remembering where each normalised character came from.
  let normalised = '';
  const starts: number[] = [];
  const ends: number[] = [];
  let offset = 0;
  for (const char of label) {
    const piece = normaliseText(char);
    const end = offset + char.length;
    if (piece === '' && ends.length > 0) {
      // A combining mark on its own belongs to the letter before it.
      ends[ends.length - 1] = end;
    }
    for (let i = 0; i < piece.length; i += 1) {
      starts.push(offset);
      ends.push(end);
    }
    normalised += piece;
    offset = end;
  }

  const ranges: [number, number][] = [];
  for (const term of terms) {
    let at = normalised.indexOf(term);
    while (at !== -1) {
      ranges.push([starts[at] ?? 0, ends[at + term.length - 1] ?? label.length]);
      at = normalised.indexOf(term, at + term.length);
    }
  }
  if (ranges.length === 0) return [{ text: label, match: false }];

  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }

  const segments: HighlightSegment[] = [];
  let cursor = 0;
  for (const [start, end] of merged) {
    if (start > cursor) segments.push({ text: label.slice(cursor, start), match: false });
    segments.push({ text: label.slice(start, end), match: true });
    cursor = end;
  }
  if (cursor < label.length) segments.push({ text: label.slice(cursor), match: false });
  return segments;
}

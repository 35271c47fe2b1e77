import { interpolate } from '@aq/validation/messages';

/** The chrome strings the notes under a list use (from the UI strings). */
export interface ListNoteStrings {
  /** "No matches": typed text matched nothing. */
  noMatches: string;
  /** "No options": the list is empty before any typing. */
  noOptions: string;
  /** "{{start}}–{{end}} of {{total}} items": only the first matches are listed. */
  itemRange: string;
}

/** What a listbox shows besides its rows. */
export interface ListNotes {
  /** Shown (and announced) when nothing is listed; null when something is. */
  emptyText: string | null;
  /** Under the rows when only the first `shown` of `total` matches are listed; null otherwise. */
  moreText: string | null;
}

/**
 * The notes of a Combobox or MultiSelect list: "No matches" when typed text found nothing, "No
 * options" when there is nothing to list at all, and "1–200 of 950 items" when the list is cut at
 * its limit. Numbers are formatted for the locale.
 */
export function listNotes({
  shown,
  total,
  query,
  strings,
  locale,
}: {
  /** How many matches are listed. */
  shown: number;
  /** How many options matched in all. */
  total: number;
  /** The typed text. */
  query: string;
  strings: ListNoteStrings;
  /** BCP 47 locale of the numbers. */
  locale: string;
}): ListNotes {
  const numberFormat = new Intl.NumberFormat(locale);
  return {
    emptyText: shown > 0 ? null : query.trim() !== '' ? strings.noMatches : strings.noOptions,
    moreText:
      total > shown
        ? interpolate(strings.itemRange, {
            start: numberFormat.format(1),
            end: numberFormat.format(shown),
            total: numberFormat.format(total),
          })
        : null,
  };
}

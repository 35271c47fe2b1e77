import { DatePicker, type CalendarDay } from '@aq/ui/date-picker';
import type { DataTableProps } from '@aq/ui/data-table';
import { TextInput } from '@aq/ui/text-input';
import { Search } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The sort state of a DataTable (TanStack's). */
type SortingState = NonNullable<DataTableProps<unknown>['sorting']>;

/** How long after the last key press a search applies. */
const SEARCH_DEBOUNCE_MS = 300;

/** The table's sort state of a route query sort (one column). */
export function sortingOf(sort: { Key: string; Dir: 'asc' | 'desc' } | null): SortingState {
  return sort ? [{ id: sort.Key, desc: sort.Dir === 'desc' }] : [];
}

/** The route query sort of the table's sort state (the column ids are the server's sort keys). */
export function sortOf(sorting: SortingState): { Key: string; Dir: 'asc' | 'desc' } | null {
  const first = sorting[0];
  return first ? { Key: first.id, Dir: first.desc ? 'desc' : 'asc' } : null;
}

/** The search box of a licence table: applies 300 ms after the last key press. */
export function SearchFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (search: string) => void;
}) {
  const { t } = useTranslation('licensing');
  const [text, setText] = useState(value);
  // A search typed just before leaving the screen must not bring the user back to it.
  const shown = useRef(false);
  useLayoutEffect(() => {
    shown.current = true;
    return () => {
      shown.current = false;
    };
  }, []);
  useEffect(() => {
    if (text === value) return undefined;
    const timer = setTimeout(() => {
      if (shown.current) onChange(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onChange]);
  return (
    <TextInput
      type="search"
      leadingIcon={<Search />}
      aria-label={t('filters.search')}
      placeholder={t('filters.search')}
      className="w-full md:w-56"
      value={text}
      onChange={(event) => setText(event.target.value)}
      data-testid="licence-search"
    />
  );
}

function dayOf(text: string | null): CalendarDay | null {
  if (!text) return null;
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  return { year, month, day };
}

function textOf(day: CalendarDay | null): string | null {
  if (!day) return null;
  return `${String(day.year).padStart(4, '0')}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/** A from/to day filter (inclusive days); the label names the zone the days are in. */
export function DateRangeFilter({
  label,
  from,
  to,
  onChange,
}: {
  label: string;
  from: string | null;
  to: string | null;
  onChange: (range: { from: string | null; to: string | null }) => void;
}) {
  const { t } = useTranslation('licensing');
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="text-text-muted mb-1 text-xs">{label}</legend>
      <div className="flex flex-col gap-2 sm:flex-row">
        <DatePicker
          label={t('filters.from')}
          value={dayOf(from)}
          max={dayOf(to)}
          onValueChange={(day, error) => {
            if (!error) onChange({ from: textOf(day), to });
          }}
          placeholder="YYYY-MM-DD"
          className="sm:w-44"
        />
        <DatePicker
          label={t('filters.to')}
          value={dayOf(to)}
          min={dayOf(from)}
          onValueChange={(day, error) => {
            if (!error) onChange({ from, to: textOf(day) });
          }}
          placeholder="YYYY-MM-DD"
          className="sm:w-44"
        />
      </div>
    </fieldset>
  );
}

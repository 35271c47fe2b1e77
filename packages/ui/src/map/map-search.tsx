import type { ValidationError } from '@aq/validation/messages';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '../button';
import { TextInput } from '../text-input';
import { useUiStrings } from '../ui-strings';
import type { MapViewLabels } from './types';

/**
 * The "lat, lng" search box at the map's top start. `onSearch` reads the text and returns the
 * validation failure to show, or null when it moved the map; the message stays until the text
 * changes.
 */
export function MapSearch({
  labels,
  onSearch,
}: {
  labels: MapViewLabels;
  onSearch: (text: string) => ValidationError | null;
}) {
  const { validationMessage, strings } = useUiStrings();
  const errorId = `${useId()}-search-error`;
  const [query, setQuery] = useState('');
  const [error, setError] = useState<ValidationError | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(onSearch(query));
  }

  return (
    <form
      role="search"
      data-slot="map-search"
      data-map-control=""
      onSubmit={submit}
      className="absolute start-2 top-2 z-10 flex w-72 max-w-[calc(100%-4rem)] flex-col gap-1"
    >
      <div className="flex gap-1 shadow-sm">
        <TextInput
          type="search"
          leadingIcon={<Search />}
          aria-label={labels.search}
          placeholder={labels.searchPlaceholder}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          autoComplete="off"
          spellCheck={false}
          className="h-8"
        />
        <Button type="submit" variant="secondary" size="sm" className="shrink-0">
          {strings.search}
        </Button>
      </div>
      {error ? (
        <p
          id={errorId}
          role="alert"
          data-slot="map-search-error"
          className="rounded-control border-danger bg-surface-raised text-danger self-start border px-2 py-1 text-xs shadow-sm"
        >
          {validationMessage(error)}
        </p>
      ) : null}
    </form>
  );
}

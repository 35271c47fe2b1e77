import { useLayoutEffect, useRef, useState } from 'react';
import { Button } from '../button';
import { useUiStrings } from '../ui-strings';
import { StatusIcon } from './map-overlays';
import type { MapMarker } from './types';

/**
 * The most markers the list holds at once. A map of thousands of instruments shows them a page
 * at a time (with the previous and next page's buttons, and each item's place in the whole), so
 * the list costs no more than the map to draw.
 */
export const MARKER_LIST_PAGE = 100;

/** The first index of the page to show: `first` kept inside a list of `count` markers. */
export function listPageStart(first: number, count: number, page = MARKER_LIST_PAGE): number {
  if (count <= page) return 0;
  const lastStart = Math.floor((count - 1) / page) * page;
  return Math.max(0, Math.min(Math.floor(first / page) * page, lastStart));
}

/**
 * The keyboard route to every marker: a list of buttons that is shown only while it holds the
 * focus. Focusing a marker shows its tooltip (Escape hides it); Enter chooses it. Above
 * MARKER_LIST_PAGE markers it shows one page at a time.
 */
export function MarkerList({
  markers,
  label,
  selectedId,
  focusId,
  tooltipId,
  describedId,
  onFocusChange,
  onChoose,
}: {
  markers: readonly MapMarker[];
  /** The list's accessible name. */
  label: string;
  selectedId: string | null;
  /** The marker whose button has the focus and shows its tooltip. */
  focusId: string | null;
  /** The tooltip's id, which describes the marker it shows. */
  tooltipId: string;
  /** The marker the tooltip shows (focused or hovered). */
  describedId: string | null;
  /** Called with the marker that took the focus, or null when it left or Escape hid the tooltip. */
  onFocusChange: (update: (current: string | null) => string | null) => void;
  /** Called when a marker's button is pressed. */
  onChoose: (marker: MapMarker) => void;
}) {
  const { format, locale } = useUiStrings();
  const [first, setFirst] = useState(0);
  const listRef = useRef<HTMLUListElement>(null);
  const movedPage = useRef(false);
  const start = listPageStart(first, markers.length);
  const paged = markers.length > MARKER_LIST_PAGE;
  const shown = paged ? markers.slice(start, start + MARKER_LIST_PAGE) : markers;
  const number = new Intl.NumberFormat(locale);

  // After a page button, the focus goes to the page's first marker (the button may be gone).
  useLayoutEffect(() => {
    if (!movedPage.current) return;
    movedPage.current = false;
    listRef.current?.querySelector<HTMLButtonElement>('button')?.focus();
  }, [start]);

  function showPage(next: number) {
    movedPage.current = true;
    setFirst(next);
  }

  return (
    <div
      data-slot="map-marker-list"
      className="border-border bg-surface-raised rounded-card absolute start-2 top-2 z-30 max-h-[calc(100%-1rem)] w-64 max-w-[calc(100%-1rem)] overflow-auto border p-1 shadow-md not-focus-within:sr-only"
    >
      {paged ? (
        <p data-slot="map-marker-list-range" className="text-text-muted px-2 py-1 text-xs">
          {format('mapListRange', {
            from: number.format(start + 1),
            to: number.format(start + shown.length),
            total: number.format(markers.length),
          })}
        </p>
      ) : null}
      {paged && start > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className="w-full justify-start"
          onClick={() => showPage(start - MARKER_LIST_PAGE)}
        >
          {format('mapListPrevious', { count: number.format(MARKER_LIST_PAGE) })}
        </Button>
      ) : null}
      <ul ref={listRef} aria-label={label} className="flex flex-col">
        {shown.map((marker, index) => (
          <li
            key={marker.id}
            aria-posinset={paged ? start + index + 1 : undefined}
            aria-setsize={paged ? markers.length : undefined}
          >
            <button
              type="button"
              data-slot="map-marker-button"
              aria-current={marker.id === selectedId ? 'true' : undefined}
              aria-describedby={describedId === marker.id ? tooltipId : undefined}
              onFocus={() => onFocusChange(() => marker.id)}
              onBlur={() => onFocusChange((current) => (current === marker.id ? null : current))}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && focusId === marker.id) {
                  event.stopPropagation();
                  onFocusChange(() => null);
                }
              }}
              onClick={() => onChoose(marker)}
              className="text-text hover:bg-surface-sunken aria-[current=true]:bg-surface-sunken rounded-control flex w-full items-center gap-2 px-2 py-1.5 text-start text-sm aria-[current=true]:font-semibold"
            >
              <StatusIcon status={marker.status} />
              <span className="min-w-0 flex-1 truncate">{marker.name}</span>
              {marker.value ? (
                <span className="text-text-muted text-xs whitespace-nowrap">
                  {marker.value}
                  {marker.unit ? ` ${marker.unit}` : ''}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
      {paged && start + MARKER_LIST_PAGE < markers.length ? (
        <Button
          variant="ghost"
          size="sm"
          className="w-full justify-start"
          onClick={() => showPage(start + MARKER_LIST_PAGE)}
        >
          {format('mapListNext', {
            count: number.format(
              Math.min(MARKER_LIST_PAGE, markers.length - start - MARKER_LIST_PAGE),
            ),
          })}
        </Button>
      ) : null}
    </div>
  );
}

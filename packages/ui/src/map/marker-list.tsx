import { StatusIcon } from './map-overlays';
import type { MapMarker } from './types';

/**
 * The keyboard route to every marker: a list of buttons that is shown only while it holds the
 * focus. Focusing a marker shows its tooltip (Escape hides it); Enter chooses it.
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
  return (
    <div
      data-slot="map-marker-list"
      className="border-border bg-surface-raised rounded-card absolute start-2 top-2 z-30 max-h-[calc(100%-1rem)] w-64 max-w-[calc(100%-1rem)] overflow-auto border p-1 shadow-md not-focus-within:sr-only"
    >
      <ul aria-label={label} className="flex flex-col">
        {markers.map((marker) => (
          <li key={marker.id}>
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
    </div>
  );
}

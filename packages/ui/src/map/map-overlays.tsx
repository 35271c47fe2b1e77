import { CircleCheck, OctagonAlert, TriangleAlert, WifiOff, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';
import type { Status } from '../status-indicator';
import { useUiStrings } from '../ui-strings';
import type { MarkerCluster } from './clusters';
import type { MapCandidate, MapMarker } from './types';
import type { OverlayPositions } from './use-overlay-positions';

// Each status has its own icon shape as well as its colour (as in StatusIndicator), so a marker
// reads without colour vision.
const STATUS_ICONS: Record<Status, { icon: LucideIcon; className: string }> = {
  ok: { icon: CircleCheck, className: 'text-status-ok' },
  caution: { icon: TriangleAlert, className: 'text-status-caution' },
  warning: { icon: OctagonAlert, className: 'text-status-warning' },
  offline: { icon: WifiOff, className: 'text-status-offline' },
};

/** A marker's status icon, in its status colour. */
export function StatusIcon({ status, className }: { status: Status; className?: string }) {
  const { icon: Icon, className: colour } = STATUS_ICONS[status];
  return <Icon aria-hidden="true" className={cn('size-3.5 shrink-0', colour, className)} />;
}

/**
 * The HTML label beside each marker drawn on its own: its status icon and short label. Hidden
 * from assistive technology, which reaches the markers through the keyboard list.
 */
export function MarkerLabels({
  markers,
  selectedId,
  overlays,
  offset = 12,
}: {
  markers: readonly MapMarker[];
  selectedId: string | null;
  overlays: OverlayPositions;
  /** Pixels from the marker's centre to the label's start: clear of the circle. */
  offset?: number;
}) {
  return (
    <div
      data-slot="map-labels"
      aria-hidden="true"
      className="pointer-events-none absolute inset-0 overflow-hidden"
    >
      {markers.map((marker) => (
        <span
          key={marker.id}
          ref={overlays.at(`label:${marker.id}`, marker)}
          data-slot="map-marker-label"
          data-status={marker.status}
          className="invisible absolute top-0 left-0 flex h-0 items-center"
        >
          <span
            style={{ transform: `translateX(${offset}px)` }}
            className={cn(
              'border-border bg-surface-raised text-text inline-flex items-center gap-1 rounded-full border px-1 py-0.5 text-xs leading-none font-medium whitespace-nowrap shadow-sm',
              marker.id === selectedId && 'border-text',
            )}
          >
            <StatusIcon status={marker.status} />
            {marker.label ? <span className="pe-0.5">{marker.label}</span> : null}
          </span>
        </span>
      ))}
    </div>
  );
}

/** The tooltip of the hovered or focused marker: name, value and unit, status in words. */
export function MapTooltip({
  id,
  marker,
  overlays,
}: {
  id: string;
  marker: MapMarker;
  overlays: OverlayPositions;
}) {
  return (
    <div
      ref={overlays.at('tooltip', marker)}
      id={id}
      role="tooltip"
      data-slot="map-tooltip"
      className="pointer-events-none invisible absolute top-0 left-0 z-20"
    >
      <div className="-translate-x-1/2 -translate-y-full pb-3">
        <div className="rounded-control bg-text text-text-inverse flex flex-col px-2.5 py-1.5 text-xs leading-snug whitespace-nowrap shadow-md">
          <span className="font-medium">{marker.name}</span>
          {marker.value ? (
            <span>
              {marker.value}
              {marker.unit ? ` ${marker.unit}` : ''}
            </span>
          ) : null}
          {marker.statusLabel ? <span>{marker.statusLabel}</span> : null}
        </div>
      </div>
    </div>
  );
}

/**
 * One badge per cluster, over the place its markers share: the most urgent status icon of its
 * members and how many it holds, on the raised surface with a heavy ring (so it reads in both
 * themes and cannot be mistaken for a single marker). It is a button: pressing it zooms in until
 * the cluster splits.
 */
export function ClusterBadges({
  clusters,
  overlays,
  onZoomIn,
}: {
  clusters: readonly MarkerCluster[];
  overlays: OverlayPositions;
  /** Called with a cluster when its badge is pressed. */
  onZoomIn: (cluster: MarkerCluster) => void;
}) {
  const { format, locale } = useUiStrings();
  const numberFormat = new Intl.NumberFormat(locale);
  return clusters.map((cluster) => {
    const count = numberFormat.format(cluster.memberIds.length);
    return (
      <span
        key={cluster.id}
        ref={overlays.at(cluster.id, cluster)}
        data-slot="map-cluster"
        data-status={cluster.status}
        className="invisible absolute top-0 left-0 z-10 size-0"
      >
        <button
          type="button"
          aria-label={format('mapCluster', { count })}
          onClick={() => onZoomIn(cluster)}
          className="border-text bg-surface-raised text-text hover:bg-surface-sunken duration-fast ease-standard absolute top-0 left-0 inline-flex h-7 min-w-7 -translate-x-1/2 -translate-y-1/2 cursor-pointer items-center justify-center gap-1 rounded-full border-2 px-1.5 text-xs leading-none font-semibold whitespace-nowrap tabular-nums shadow-md transition-colors"
        >
          <StatusIcon status={cluster.status} />
          {count}
        </button>
      </span>
    );
  });
}

/**
 * A pin per candidate place, its tip on the point and its label ("A", "B") in the head, drawn in
 * the inverse colours so it stands out from the markers. Each pin is a button named with its
 * label and coordinates; pressing it picks that place.
 */
export function CandidatePins({
  candidates,
  overlays,
  onPick,
}: {
  candidates: readonly MapCandidate[];
  overlays: OverlayPositions;
  onPick: (candidate: MapCandidate) => void;
}) {
  const { format, locale } = useUiStrings();
  const degrees = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  return candidates.map((candidate) => (
    <span
      key={candidate.id}
      ref={overlays.at(`candidate:${candidate.id}`, candidate)}
      data-slot="map-candidate"
      className="invisible absolute top-0 left-0 z-20 size-0"
    >
      <button
        type="button"
        aria-label={
          candidate.name ??
          format('mapCandidate', {
            label: candidate.label,
            latitude: degrees.format(candidate.lat),
            longitude: degrees.format(candidate.lng),
          })
        }
        onClick={() => onPick(candidate)}
        className="group absolute bottom-0 left-0 flex -translate-x-1/2 cursor-pointer flex-col items-center rounded-full"
      >
        <span className="bg-text text-text-inverse border-surface-raised group-hover:bg-interactive group-hover:text-interactive-text duration-fast ease-standard flex h-8 min-w-8 items-center justify-center rounded-full border-2 px-1.5 text-sm leading-none font-bold shadow-md transition-colors">
          {candidate.label}
        </span>
        <span
          aria-hidden="true"
          className="border-t-text group-hover:border-t-interactive -mt-px size-0 border-x-[6px] border-t-8 border-x-transparent"
        />
      </button>
    </span>
  ));
}

/** The line over the map that asks the user to pick a candidate; announced when it appears. */
export function CandidatePrompt({ text, raised }: { text: string | null; raised: boolean }) {
  return (
    <p
      role="status"
      data-slot="map-candidate-prompt"
      data-map-control=""
      className={cn(
        'rounded-control border-border bg-surface-raised text-text absolute start-2 z-10 max-w-[calc(100%-1rem)] border px-2 py-1 text-xs font-medium shadow-sm empty:hidden',
        // Above the style picker when it is shown.
        raised ? 'bottom-11' : 'bottom-2',
      )}
    >
      {text ?? ''}
    </p>
  );
}

/** Where Enter places a point from the keyboard: a crosshair at the centre, shown on focus. */
export function Crosshair() {
  return (
    <div
      aria-hidden="true"
      data-slot="map-crosshair"
      className="pointer-events-none absolute top-1/2 left-1/2 z-10 hidden size-6 -translate-x-1/2 -translate-y-1/2 group-has-[canvas:focus-visible]/map:block"
    >
      <span className="bg-text absolute top-1/2 left-0 h-0.5 w-full -translate-y-1/2" />
      <span className="bg-text absolute top-0 left-1/2 h-full w-0.5 -translate-x-1/2" />
    </div>
  );
}

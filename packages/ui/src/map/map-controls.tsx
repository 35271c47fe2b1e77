import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { Maximize, Minus, Plus } from 'lucide-react';
import type { ReactElement } from 'react';
import { Button } from '../button';
import { Tooltip } from '../tooltip';
import type { MapStyleChoice, MapStyleUrls, MapViewLabels } from './types';

/** An icon-only map button with a tooltip. */
function MapControlButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactElement;
}) {
  return (
    <Tooltip content={label} side="left">
      <Button
        data-slot="map-control"
        type="button"
        variant="secondary"
        size="sm"
        aria-label={label}
        disabled={disabled}
        onClick={onClick}
        className="size-8 px-0 shadow-sm [&_svg]:size-4"
      >
        {children}
      </Button>
    </Tooltip>
  );
}

/** The zoom in, zoom out and fit-to-markers buttons at the map's top end. */
export function MapControls({
  labels,
  onZoomIn,
  onZoomOut,
  onFit,
  fitDisabled,
}: {
  labels: MapViewLabels;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  /** Nothing to fit (no markers or candidates). */
  fitDisabled: boolean;
}) {
  return (
    <div
      data-slot="map-controls"
      data-map-control=""
      className="absolute end-2 top-2 z-10 flex flex-col gap-1"
    >
      <MapControlButton label={labels.zoomIn} onClick={onZoomIn}>
        <Plus aria-hidden="true" />
      </MapControlButton>
      <MapControlButton label={labels.zoomOut} onClick={onZoomOut}>
        <Minus aria-hidden="true" />
      </MapControlButton>
      <MapControlButton label={labels.fitToMarkers} onClick={onFit} disabled={fitDisabled}>
        <Maximize aria-hidden="true" />
      </MapControlButton>
    </div>
  );
}

/** The Streets / Satellite / None picker; a choice without a style URL is disabled. */
export function MapStylePicker({
  labels,
  value,
  urls,
  onChange,
}: {
  labels: MapViewLabels;
  /** The basemap shown. */
  value: MapStyleChoice;
  urls: Required<MapStyleUrls>;
  onChange: (style: MapStyleChoice) => void;
}) {
  return (
    <RadioGroupPrimitive.Root
      data-slot="map-style-picker"
      data-map-control=""
      aria-label={labels.mapStyle}
      orientation="horizontal"
      value={value}
      onValueChange={(next) => onChange(next as MapStyleChoice)}
      className="border-border-strong bg-surface-raised rounded-control absolute start-2 bottom-2 z-10 inline-flex gap-0.5 border p-0.5 shadow-sm"
    >
      {(['streets', 'satellite', 'none'] as const).map((choice) => (
        <RadioGroupPrimitive.Item
          key={choice}
          value={choice}
          disabled={choice !== 'none' && !urls[choice]}
          data-slot="map-style-option"
          className="text-text hover:bg-surface-sunken data-[state=checked]:bg-interactive data-[state=checked]:text-interactive-text duration-fast ease-standard h-7 rounded-[calc(var(--radius-control)-2px)] px-2.5 text-xs font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 disabled:hover:bg-transparent"
        >
          {labels[choice]}
        </RadioGroupPrimitive.Item>
      ))}
    </RadioGroupPrimitive.Root>
  );
}

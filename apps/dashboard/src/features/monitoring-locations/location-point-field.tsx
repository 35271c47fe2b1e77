import { FormField } from '@aq/ui/form-field';
import { LazyMapView, type LatLng } from '@aq/ui/map';
import { TextInput } from '@aq/ui/text-input';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { POINT_ZOOM, useTypedPoint, type TypedPoint } from '../../lib/typed-point';

/** A location's point, as the create call sends it. */
export type LocationPoint = TypedPoint;

/**
 * The point of a monitoring location: a map on which a click places it, and the typed
 * 'latitude, longitude' field of the project form (the same reading: numbers that fit both orders
 * offer pins A and B, numbers that fit only swapped offer A to confirm; nothing is taken in an
 * order the user did not type). `disabled` shows the point without letting it change.
 */
export function LocationPointField({
  value,
  onChange,
  disabled = false,
  error,
  center,
  notice,
}: {
  /** The point chosen, or null. */
  value: LocationPoint | null;
  /** Called with the point chosen, or null when the typed text no longer reads as one. */
  onChange: (point: LocationPoint | null) => void;
  disabled?: boolean;
  /** The form's message for the point (e.g. 'Location and name are required'). */
  error?: string;
  /** Where the map starts without a point (the project's location). */
  center: LatLng;
  /** Shown between the map and the field (e.g. why the coordinates are locked). */
  notice?: ReactNode;
}) {
  const { t } = useTranslation('locations');
  const id = useId();
  const point = useTypedPoint({
    value,
    onChange,
    disabled,
    marker: { id: 'point', name: t('location') },
    labels: {
      mapLabel: t('coordinates.mapLabel'),
      chooseBoth: t('coordinates.chooseBoth'),
      confirmSwapped: t('coordinates.confirmSwapped'),
    },
  });

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-labelledby={`${id}-label`} className="flex flex-col gap-1.5">
        <span id={`${id}-label`} className="text-sm font-medium">
          {t('location')}
        </span>
        <LazyMapView
          {...point.map}
          className="rounded-control h-56 w-full sm:h-64"
          center={value ? { lat: value.Latitude, lng: value.Longitude } : center}
          zoom={POINT_ZOOM}
        />
        <p className="text-text-muted text-sm" data-testid="location-point">
          {value
            ? t('coordinates.chosen', {
                latitude: value.Latitude.toFixed(6),
                longitude: value.Longitude.toFixed(6),
              })
            : t('coordinates.notSet')}
        </p>
      </div>
      {notice}
      <FormField
        label={t('coordinates.label')}
        helperText={disabled ? undefined : t('coordinates.help')}
        error={point.message ?? error}
      >
        <TextInput
          {...point.input}
          placeholder={t('coordinates.placeholder')}
          data-testid="location-coordinates-input"
        />
      </FormField>
      {point.choices}
    </div>
  );
}

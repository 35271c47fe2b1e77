import { Button } from '@aq/ui/button';
import type { MapCandidate } from '@aq/ui/map';
import { useTranslation } from 'react-i18next';

/**
 * The places typed coordinates may mean, as buttons under the field they were typed in: each says
 * its letter (the pin's on the map) and its coordinates, so the user sees what A and B are before
 * picking, and can pick without the map.
 */
export function CoordinateChoices({
  candidates,
  onPick,
  disabled = false,
}: {
  /** The lettered places, as the map shows them. */
  candidates: readonly MapCandidate[];
  /** Called with the place whose button was pressed. */
  onPick: (candidate: MapCandidate) => void;
  disabled?: boolean;
}) {
  const { t, i18n } = useTranslation('shell');
  const degrees = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
  return (
    <ul
      aria-label={t('coordinates.choices')}
      data-testid="coordinate-choices"
      className="flex flex-wrap gap-2"
    >
      {candidates.map((candidate) => (
        <li key={candidate.id}>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={disabled}
            onClick={() => onPick(candidate)}
          >
            {t('coordinates.use', {
              label: candidate.label,
              latitude: degrees.format(candidate.lat),
              longitude: degrees.format(candidate.lng),
            })}
          </Button>
        </li>
      ))}
    </ul>
  );
}

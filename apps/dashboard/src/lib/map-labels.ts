import type { MapViewLabels } from '@aq/ui/map';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** The map's chrome strings, translated, plus the online/offline words of its markers. */
export function useMapLabels(): MapViewLabels & { online: string; offline: string } {
  const { t, i18n } = useTranslation('shell');
  return useMemo(
    () => ({
      mapLabel: t('map.mapLabel'),
      mapStyle: t('map.mapStyle'),
      streets: t('map.streets'),
      satellite: t('map.satellite'),
      none: t('map.none'),
      search: t('map.search'),
      searchPlaceholder: t('map.searchPlaceholder'),
      zoomIn: t('map.zoomIn'),
      zoomOut: t('map.zoomOut'),
      fitToMarkers: t('map.fitToMarkers'),
      markerList: t('map.markerList'),
      unavailable: t('map.unavailable'),
      online: t('instruments.online'),
      offline: t('instruments.offline'),
    }),
    // `t` keeps its identity across language changes; the language decides the texts.
    [t, i18n.language],
  );
}

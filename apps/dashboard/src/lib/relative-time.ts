import type { RelativeTimeFormat } from '@aq/ui/relative-time';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** The spec's relative-time wording, translated (foundation §9). */
export function useRelativeTimeFormat(): RelativeTimeFormat {
  const { t } = useTranslation('shell');
  return useCallback<RelativeTimeFormat>(
    (key, count) => t(`relativeTime.${key}`, { count: count ?? 1 }),
    [t],
  );
}

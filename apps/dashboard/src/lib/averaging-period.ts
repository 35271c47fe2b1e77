/**
 * An averaging period written out in the user's language: '1 minute', '15 minutes', '2 hours',
 * '1 day' (es '15 minutos', fr '1 heure', zh '15分钟'). Whole days and hours use the larger unit.
 * Intl's unit formatting writes them, so every language has them without translation files.
 */
export function formatAveragingPeriod(minutes: number, locale: string): string {
  const [unit, count] =
    minutes % 1440 === 0
      ? (['day', minutes / 1440] as const)
      : minutes % 60 === 0
        ? (['hour', minutes / 60] as const)
        : (['minute', minutes] as const);
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

const numberFormats = new Map<string, Intl.NumberFormat>();

function cached(key: string, make: () => Intl.NumberFormat): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = make();
    numberFormats.set(key, format);
  }
  return format;
}

/** A value with exactly `decimals` decimal places in the locale, e.g. 12.30 → '12.30'. */
export function formatValue(value: number, decimals: number, locale: string): string {
  const places = Math.min(20, Math.max(0, Math.round(decimals)));
  return cached(`${locale}|v${places}`, () =>
    Intl.NumberFormat(locale, { minimumFractionDigits: places, maximumFractionDigits: places }),
  ).format(value);
}

/**
 * The label of a y tick whose ticks are `step` apart: as many decimals as the step needs, and a
 * compact form ('12K') from ten thousand up, so the axis keeps its width.
 */
export function formatAxisValue(value: number, step: number, locale: string): string {
  const places = step > 0 ? Math.max(0, Math.min(6, -Math.floor(Math.log10(step)))) : 0;
  if (Math.abs(value) >= 10_000) {
    return cached(`${locale}|c`, () =>
      Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
    ).format(value);
  }
  return cached(`${locale}|a${places}`, () =>
    Intl.NumberFormat(locale, { maximumFractionDigits: places }),
  ).format(value);
}

import type { SubscriptionDetails, SubscriptionEstimate } from '@aq/api';
import { formatUtcOffset, timeZoneOffsetMinutes } from '@aq/validation/time';
import type { z } from 'zod';

/** The zone the licence screens show dates in: this browser's. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A date as the licence screens show it: the day in the locale's style and the zone's offset. */
export function formatLicenceDate(
  iso: string | number,
  locale: string,
  timeZone: string = browserTimeZone(),
): { text: string; zone: string } | null {
  const ms = typeof iso === 'number' ? iso : Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone }).format(ms);
  return { text, zone: `UTC${formatUtcOffset(timeZoneOffsetMinutes(ms, timeZone))}` };
}

/** A date with its zone in one string, e.g. 'Dec 3, 2026 (UTC+00:00)'; '' when unreadable. */
export function licenceDateText(
  iso: string | number | null | undefined,
  locale: string,
  timeZone?: string,
): string {
  if (iso === null || iso === undefined) return '';
  const date = formatLicenceDate(iso, locale, timeZone);
  return date ? `${date.text} (${date.zone})` : '';
}

/** An amount of money in the locale's style, e.g. '$1,234.50'. */
export function formatMoney(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    // An unknown currency code still shows its amount.
    return `${amount.toFixed(2)} ${currency}`;
  }
}

/** A fraction from 0 to 1 as a whole percent in the locale's style, e.g. 0.255 → '26%'. */
export function formatRate(fraction: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    fraction,
  );
}

type Estimate = z.output<typeof SubscriptionEstimate>;
type Details = z.output<typeof SubscriptionDetails>;

/** What the order summary shows of an estimate. */
export interface EstimateView {
  /** The licence count × unit price per term, before discount. */
  renewalSubTotal: number;
  /** The immediate charge for the licences added now, before discount. */
  proratedSubTotal: number;
  /** Days charged now, and the days of the term they are a share of. */
  proratedDays: number;
  termDays: number;
  discountPercentage: number;
  discount: number;
  subTotal: number;
  total: number;
  currency: string;
}

/**
 * The order summary's numbers from the server's estimate: SubTotal = RenewalSubTotal +
 * ProratedSubTotal, Discounts[0].Amount = SubTotal × DiscountPercentage / 100 (rounded to cents),
 * Total = SubTotal − discount. The screen shows the server's numbers, never its own arithmetic.
 */
export function estimateView(estimate: Estimate, details: Details): EstimateView {
  return {
    renewalSubTotal: estimate.RenewalSubTotal,
    proratedSubTotal: estimate.ProratedSubTotal,
    proratedDays: estimate.ProratedDays,
    termDays: estimate.TermDays,
    discountPercentage: estimate.DiscountPercentage,
    discount: estimate.Discounts[0]?.Amount ?? 0,
    subTotal: estimate.SubTotal,
    total: estimate.Total,
    currency: estimate.CurrencyCode || details.CurrencyCode,
  };
}

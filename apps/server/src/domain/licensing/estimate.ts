import {
  addTerms,
  proratedDays as proratedDaysOf,
  termDays as termDaysOf,
  type LicenceTerm,
} from './terms';

// The price estimate of project licences (spec 03 §3, §9; issue 19's agreed formula):
//   RenewalSubTotal  = Σ count(term) × unitPrice(term)                  (what each renewal bills)
//   ProratedSubTotal = Σ round2(added(term) × unitPrice(term) × ProratedDays / TermDays)
//   SubTotal         = RenewalSubTotal + ProratedSubTotal
//   Discount         = round2(SubTotal × DiscountPercentage / 100)
//   Total            = SubTotal − Discount
// where added(term) = requested count − the subscription's current count of that term (min 0).
// Without a subscription the first renewal is a whole term away and nothing is prorated.

/** Cents rounding, half away from zero, robust to binary fractions (1.005 → 1.01). */
export function round2(value: number): number {
  const sign = value < 0 ? -1 : 1;
  return (sign * Math.round(Math.abs(value) * 100 + 1e-7)) / 100;
}

/** The subscription an estimate prices against. */
export interface EstimateSubscription {
  term: LicenceTerm;
  /** Licences billed now (paid licences that continue past the renewal). */
  licenseCount: number;
  renewal: Date;
  discountPercentage: number;
}

export interface EstimateInput {
  now: Date;
  /** Null: the organisation has no subscription yet. */
  subscription: EstimateSubscription | null;
  /** Term of a new subscription (no subscription yet). */
  newTerm: LicenceTerm;
  unitPrices: Readonly<Record<LicenceTerm, number>>;
  weeklyCount: number;
  monthlyCount: number;
}

export interface Estimate {
  renewalSubTotal: number;
  proratedSubTotal: number;
  subTotal: number;
  discountPercentage: number;
  discount: number;
  total: number;
  proratedDays: number;
  termDays: number;
  renewal: Date;
}

/** Prices weekly and monthly licence counts for an organisation (see the formula above). */
export function estimate(input: EstimateInput): Estimate {
  const { subscription, unitPrices } = input;
  const term = subscription?.term ?? input.newTerm;
  const renewal = subscription?.renewal ?? addTerms(input.now, term, 1);
  const counts: Record<LicenceTerm, number> = {
    Week: input.weeklyCount,
    Month: input.monthlyCount,
  };
  let renewalSubTotal = 0;
  let proratedSubTotal = 0;
  for (const each of ['Week', 'Month'] as const) {
    renewalSubTotal += counts[each] * unitPrices[each];
    if (!subscription) continue;
    const current = subscription.term === each ? subscription.licenseCount : 0;
    const added = Math.max(0, counts[each] - current);
    const days = proratedDaysOf(input.now, renewal, each);
    const length = termDaysOf(renewal, each);
    proratedSubTotal += round2((added * unitPrices[each] * days) / length);
  }
  renewalSubTotal = round2(renewalSubTotal);
  proratedSubTotal = round2(proratedSubTotal);
  const subTotal = round2(renewalSubTotal + proratedSubTotal);
  const discountPercentage = subscription?.discountPercentage ?? 0;
  const discount = round2((subTotal * discountPercentage) / 100);
  return {
    renewalSubTotal,
    proratedSubTotal,
    subTotal,
    discountPercentage,
    discount,
    total: round2(subTotal - discount),
    proratedDays: subscription ? proratedDaysOf(input.now, renewal, term) : 0,
    termDays: termDaysOf(renewal, term),
    renewal,
  };
}

import { z } from 'zod';
import { fail, type ValidationError } from './messages';
import { addValidationIssue } from './zod-issues';

// RFC 5322 "atext": what a dot-atom local part may hold without quoting (quotes are refused earlier).
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/;
// A TLD is letters, or an IDN TLD in its punycode form (xn--...).
const TOP_LEVEL_DOMAIN = /^(?:[A-Za-z]{2,}|xn--[A-Za-z0-9-]+)$/;
const QUOTES = /["\u201C\u201D]/;
const IPV4_PART = /^\d{1,3}$/;

/** Longest local part RFC 5321 allows. */
export const MAX_EMAIL_LOCAL_PART_LENGTH = 64;
/** Longest domain label RFC 1035 allows. */
export const MAX_EMAIL_DOMAIN_LABEL_LENGTH = 63;
/** Longest address that fits the RFC 5321 path limit. */
export const MAX_EMAIL_LENGTH = 254;

/**
 * Validates an e-mail address with the ordered checks of foundation §5.1 (first failure wins).
 * Surrounding whitespace is ignored; null and undefined count as empty; any other non-string
 * gives the fallback "Invalid email".
 */
export function validateEmail(value: string | null | undefined): ValidationError | null {
  if (value === null || value === undefined) return fail('email.empty');
  if (typeof value !== 'string') return fail('email.fallback');
  const email = value.trim();

  if (email === '') return fail('email.empty');
  const lastAt = email.lastIndexOf('@');
  if (lastAt === -1 || lastAt === email.length - 1) return fail('email.noDomain');
  // Double quotes only: a quoted local part is legal in RFC 5322 but refused here, while an
  // apostrophe is ordinary atext (o'brien@example.com).
  if (QUOTES.test(email)) return fail('email.quotes');
  if (email.startsWith('.') || email.endsWith('.')) return fail('email.edgeFullStop');
  if (email.indexOf('@') !== lastAt) return fail('email.multipleAt');
  if (email.includes('..')) return fail('email.consecutiveFullStops');
  if (email.includes('.@') || email.includes('@.')) return fail('email.fullStopNextToAt');

  const local = email.slice(0, lastAt);
  const domain = email.slice(lastAt + 1);
  const bracketed = domain.startsWith('[') && domain.endsWith(']');
  const labels = domain.split('.');

  if (!bracketed) {
    // "One letter", so that an unbracketed IP (a@1.2.3.4) reaches the numeric-domain message.
    const tld = labels[labels.length - 1] ?? '';
    if (/^[A-Za-z]$/.test(tld)) return fail('email.tldTooShort');
    if (labels.some((label) => label.startsWith('-') || label.endsWith('-'))) {
      return fail('email.domainHyphen');
    }
    if (labels.every((label) => /^\d+$/.test(label))) return fail('email.numericDomain');
  }
  if (/^\[IPv6:/i.test(domain) || domain.includes(':')) return fail('email.ipv6Domain');
  if (bracketed && !isIpv4(domain.slice(1, -1))) return fail('email.invalidIpv4');

  return matchesGeneralPattern(local, bracketed ? null : labels, email.length)
    ? null
    : fail('email.invalid');
}

/** Whether two addresses are the same mailbox as the product compares them: trimmed, case-insensitive. */
export function emailsEqual(a: string, b: string): boolean {
  return normaliseEmail(a) === normaliseEmail(b);
}

/** The form an address is compared and deduplicated in: trimmed and lower-cased. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Zod schema of an e-mail field; the issue carries the catalogue code in `params.code`. */
export const emailSchema = z.string().superRefine((value, ctx) => {
  const error = validateEmail(value);
  if (error) addValidationIssue(ctx, error);
});

function isIpv4(text: string): boolean {
  const parts = text.split('.');
  return parts.length === 4 && parts.every((part) => IPV4_PART.test(part) && Number(part) <= 255);
}

/** `labels` is null for a bracketed IPv4 literal, which the earlier checks already proved. */
function matchesGeneralPattern(local: string, labels: string[] | null, length: number): boolean {
  if (length > MAX_EMAIL_LENGTH) return false;
  if (local.length > MAX_EMAIL_LOCAL_PART_LENGTH || !LOCAL_PART.test(local)) return false;
  if (labels === null) return true;
  const tld = labels[labels.length - 1] ?? '';
  return (
    labels.length >= 2 &&
    labels.every(
      (label) => label.length <= MAX_EMAIL_DOMAIN_LABEL_LENGTH && DOMAIN_LABEL.test(label),
    ) &&
    TOP_LEVEL_DOMAIN.test(tld)
  );
}

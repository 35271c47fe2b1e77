import { z } from 'zod';

// Query strings arrive as text on the server while callers pass typed values; these schemas accept
// both, so one schema types the client and validates the server. Objects travel as JSON text and
// repeated keys as arrays.

/** A boolean query value: true, false, 'true' or 'false'. */
export function qBoolean() {
  return z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((value) => value === true || value === 'true');
}

/** A whole-number query value, optionally bounded. */
export function qInt(bounds: { min?: number; max?: number } = {}) {
  let target = z.number().int();
  if (bounds.min !== undefined) target = target.min(bounds.min);
  if (bounds.max !== undefined) target = target.max(bounds.max);
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^[+-]?\d+$/, 'Must be a whole number'),
    ])
    .transform(Number)
    .pipe(target);
}

/** A numeric query value (decimal point), optionally bounded. */
export function qNumber(bounds: { min?: number; max?: number } = {}) {
  let target = z.number();
  if (bounds.min !== undefined) target = target.min(bounds.min);
  if (bounds.max !== undefined) target = target.max(bounds.max);
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^[+-]?(\d+\.?\d*|\.\d+)$/, 'Must be a number'),
    ])
    .transform(Number)
    .pipe(target);
}

/** A query value that may be repeated (`?Id=1&Id=2`); always an array once parsed. */
export function qArray<T extends z.ZodType>(item: T) {
  return z
    .union([z.array(item), item])
    .transform((value): z.output<T>[] =>
      Array.isArray(value) ? (value as z.output<T>[]) : [value as z.output<T>],
    );
}

/** A query value holding JSON (the spec's SortBy and FilterBy); callers may pass the object. */
export function qJson<T extends z.ZodType>(schema: T) {
  return z.union([
    schema,
    z
      .string()
      .transform((text, ctx) => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          ctx.addIssue({ code: 'custom', message: 'Invalid query' });
          return z.NEVER;
        }
      })
      .pipe(schema),
  ]);
}

/** Writes a typed query object as a query string: arrays repeat the key, objects become JSON. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      search.append(
        key,
        typeof item === 'object' && !(item instanceof Date)
          ? JSON.stringify(item)
          : item instanceof Date
            ? item.toISOString()
            : String(item),
      );
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

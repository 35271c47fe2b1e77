/**
 * Joins element ids for `aria-describedby` / `aria-labelledby`, skipping empty entries and
 * repeats; undefined when none remain, so the attribute is left off rather than set empty.
 */
export function joinIds(...ids: Array<string | undefined | null | false>): string | undefined {
  const unique = [
    ...new Set(ids.flatMap((id) => (typeof id === 'string' ? id.split(/\s+/) : []))),
  ].filter(Boolean);
  return unique.length > 0 ? unique.join(' ') : undefined;
}

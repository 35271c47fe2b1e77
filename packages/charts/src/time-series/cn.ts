/** Joins class names, dropping falsy ones; the caller's className goes last. */
export function cn(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}

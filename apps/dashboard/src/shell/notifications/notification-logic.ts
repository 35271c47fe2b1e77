/** Messages longer than this many characters are collapsed (foundation §2.11, §9). */
export const COLLAPSE_LIMIT = 200;
/** How many notifications the panel lists before "View all (count)". */
export const PANEL_LIMIT = 10;
const DAY_MS = 86_400_000;

/** The unread badge: the count, "!!" above 99, nothing at 0 (foundation §2.11). */
export function badgeText(unread: number): string | null {
  if (unread <= 0) return null;
  return unread > 99 ? '!!' : String(unread);
}

/** Whether a notification shows its relative time: under 24 hours old (foundation §2.11). */
export function showsRelativeTime(createdAtMs: number, nowMs: number): boolean {
  return nowMs - createdAtMs < DAY_MS;
}

/** Whether a message is collapsed behind "View more". */
export function isLongMessage(plainText: string): boolean {
  return Array.from(plainText).length > COLLAPSE_LIMIT;
}

/** The first COLLAPSE_LIMIT characters of a long message, cut at a word when one is near. */
export function collapsedText(plainText: string): string {
  const characters = Array.from(plainText);
  if (characters.length <= COLLAPSE_LIMIT) return plainText;
  const head = characters.slice(0, COLLAPSE_LIMIT).join('');
  const space = head.lastIndexOf(' ');
  return `${(space > COLLAPSE_LIMIT * 0.8 ? head.slice(0, space) : head).trimEnd()}…`;
}

/** The local calendar day of an instant in a time zone, as 'YYYY-MM-DD'. */
function dayKey(ms: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);
}

/** A group of the panel: today, yesterday, or an earlier day. */
export interface NotificationGroup<T> {
  kind: 'today' | 'yesterday' | 'earlier';
  /** The local day 'YYYY-MM-DD' of the group. */
  day: string;
  items: T[];
}

/**
 * Groups notifications (newest first) by their local day relative to now: Today, Yesterday, then
 * one group per earlier day, keeping the order they came in.
 */
export function groupByRelativeDate<T extends { CreatedAt: string }>(
  items: readonly T[],
  nowMs: number,
  timeZone: string,
): NotificationGroup<T>[] {
  const today = dayKey(nowMs, timeZone);
  const yesterday = dayKey(nowMs - DAY_MS, timeZone);
  const groups: NotificationGroup<T>[] = [];
  for (const item of items) {
    const day = dayKey(Date.parse(item.CreatedAt), timeZone);
    const kind = day === today ? 'today' : day === yesterday ? 'yesterday' : 'earlier';
    const last = groups.at(-1);
    if (last && last.day === day) last.items.push(item);
    else groups.push({ kind, day, items: [item] });
  }
  return groups;
}

/** A topic longer than this is cut (foundation §2.3, §9). */
export const TOPIC_MAX_LENGTH = 33;
/** Characters of a long topic kept before the ellipsis. */
export const TOPIC_KEPT_LENGTH = 30;

/** The topic as shown in a title: over 33 characters it is cut to 30 plus "...". */
export function truncateTopic(topic: string): string {
  const characters = Array.from(topic);
  if (characters.length <= TOPIC_MAX_LENGTH) return topic;
  return `${characters.slice(0, TOPIC_KEPT_LENGTH).join('')}...`;
}

/**
 * The document title "topic - section | product" (foundation §2.3). Missing parts are left out
 * with their separators: "section | product", "topic | product", "product".
 */
export function pageTitle(parts: {
  topic?: string | null;
  section?: string | null;
  product: string;
}): string {
  const head = [parts.topic ? truncateTopic(parts.topic) : null, parts.section || null]
    .filter((part): part is string => Boolean(part))
    .join(' - ');
  return head ? `${head} | ${parts.product}` : parts.product;
}

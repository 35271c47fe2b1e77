/** Particle sizes in the order charts list them (projects §9): PM1, PM2.5, PM4, PM10. */
export const PARTICLE_ORDER = ['PM1', 'PM2.5', 'PM4', 'PM10'] as const;

function particleRank(name: string): number {
  const index = (PARTICLE_ORDER as readonly string[]).indexOf(name.trim().toUpperCase());
  return index === -1 ? PARTICLE_ORDER.length : index;
}

/**
 * Orders channel names for charts and legends: particle sizes first in size order (PM1, PM2.5, PM4,
 * PM10), then every other channel in its given order (a stable sort keeps it).
 */
export function compareChannelNames(a: string, b: string): number {
  return particleRank(a) - particleRank(b);
}

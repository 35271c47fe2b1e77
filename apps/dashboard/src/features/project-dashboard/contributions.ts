import type { ComplianceLevel, ContributionSummary, LatestChannelValue } from '@aq/api';
import type { z } from 'zod';

/** A contribution summary as the dashboard uses it (GET /v0.1/contribution-summaries). */
export type DashboardContribution = z.infer<typeof ContributionSummary>;

/** The latest value of one channel (contributions-data). */
export type ChannelValue = z.infer<typeof LatestChannelValue>;

/** A compliance level of projectDetails.ComplianceLevels. */
export type DashboardLevel = Pick<
  z.infer<typeof ComplianceLevel>,
  'ContributionId' | 'SensorCode' | 'Level' | 'DisplayUnits'
>;

/**
 * The contributions the dashboard shows (projects §2): NJ PAM ones are hidden; the rest are
 * active (with active locations: one widget each) or inactive (the collapsed section), in the
 * order given.
 */
export function dashboardContributions<
  T extends Pick<DashboardContribution, 'ContributionType' | 'HasActiveLocations'>,
>(summaries: readonly T[]): { active: T[]; inactive: T[] } {
  const shown = summaries.filter((summary) => summary.ContributionType !== 'NJ_PAM');
  return {
    active: shown.filter((summary) => summary.HasActiveLocations),
    inactive: shown.filter((summary) => !summary.HasActiveLocations),
  };
}

/** One gauge tile of a contribution widget. */
export interface GaugeTile {
  /** The channel code, e.g. 'PM10'. */
  code: string;
  /** The sensor's name as the summary writes it. */
  name: string;
  /** The display unit: the compliance level's, else the sensor's. */
  unit: string;
  /** The averaged value, null for no data. */
  value: number | null;
  /** The averaging mode that produced the value. */
  mode: ChannelValue['AveragingMode'];
  /** The channel's first compliance level (the gauge's 100 %), null without one. */
  trigger: number | null;
}

/**
 * The gauge tiles of a contribution (projects §2): one per sensor of the contribution (the wind
 * sensor excluded), in the summary's order, with the channel's latest value (none when the data
 * has no entry for it) and its first compliance level as the trigger.
 */
export function gaugeTiles(
  contribution: Pick<DashboardContribution, 'Id' | 'SensorTypes' | 'WindSensorType'>,
  values: readonly ChannelValue[],
  levels: readonly DashboardLevel[],
): GaugeTile[] {
  const wind = contribution.WindSensorType?.Name;
  return contribution.SensorTypes.filter((sensor) => sensor.Name !== wind).map((sensor) => {
    const latest = values.find((value) => value.ChannelCode === sensor.Name);
    const level = levels.find(
      (candidate) =>
        candidate.ContributionId === contribution.Id && candidate.SensorCode === sensor.Name,
    );
    return {
      code: sensor.Name,
      name: sensor.Name,
      unit: level?.DisplayUnits || sensor.Units,
      value: latest?.Value ?? null,
      mode: latest?.AveragingMode ?? null,
      trigger: level?.Level ?? null,
    };
  });
}

/**
 * The key (under `modes` in the project-dashboard namespace) naming an averaging mode: Rule 1466
 * says 'Initial', '2 Hr' (Rolling) and '30 Min' (RecoveryRolling); other types the mode's name.
 */
export function averagingModeKey(
  type: DashboardContribution['ContributionType'],
  mode: ChannelValue['AveragingMode'],
): string | null {
  if (mode === null) return null;
  if (type === 'FOURTEEN_SIXTY_SIX' && mode === 'Rolling') return 'rolling1466';
  if (type === 'FOURTEEN_SIXTY_SIX' && mode === 'RecoveryRolling') return 'recovery1466';
  return { Initial: 'initial', Rolling: 'rolling', RecoveryRolling: 'recovery', Block: 'block' }[
    mode
  ];
}

/** Splits the tiles into pages of `perPage` (at least one per page). */
export function tilePages<T>(tiles: readonly T[], perPage: number): T[][] {
  const size = Math.max(1, Math.floor(perPage));
  const pages: T[][] = [];
  for (let start = 0; start < tiles.length; start += size)
    pages.push(tiles.slice(start, start + size));
  return pages;
}

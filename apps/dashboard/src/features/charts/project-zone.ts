import { useProjectDetails } from '@aq/api/react';
import { formatUtcOffset } from '@aq/validation/time';
import { pickerTimeZone, projectOffsetMinutes, type ProjectClock } from '../../lib/project-clock';

/** The clock a project's charts are drawn in, and how the page names it. */
export interface ProjectZone {
  /** The IANA zone the chart and the range picker work in (a fixed-offset zone for a project that keeps standard time). */
  timeZone: string;
  /** The project's zone as its settings name it, e.g. 'America/New_York'. */
  name: string;
  /** The offset from UTC at `now`, e.g. 'UTC-05:00'. */
  offset: string;
  /** Both, e.g. 'America/New_York (UTC-05:00)': the label every time on the page carries. */
  label: string;
}

/**
 * A project's clock at `now` (projects §3: TimeZoneId and SummerTimeAdjusted): the zone the charts
 * and the picker use, and its label with the offset in force.
 */
export function projectZone(clock: ProjectClock, now: number): ProjectZone {
  const offset = `UTC${formatUtcOffset(projectOffsetMinutes(now, clock))}`;
  return {
    timeZone: pickerTimeZone(clock, now),
    name: clock.timeZone,
    offset,
    label: `${clock.timeZone} (${offset})`,
  };
}

/** The zone of a project from its details; null until they arrive. */
export function useProjectZone(projectId: string, now: number): ProjectZone | null {
  const project = useProjectDetails(projectId);
  if (!project.data) return null;
  return projectZone(
    { timeZone: project.data.TimeZoneId, summerTimeAdjusted: project.data.SummerTimeAdjusted },
    now,
  );
}

import { englishMessage } from '@aq/validation';
import { z } from 'zod';
import { DataStatus } from '../common/enums';

/** Sensor group categories; only Gas converts between ppm and mg/m³ (Other covers any new one). */
export const SensorGroupCategory = z.enum(['Gas', 'Particulate', 'Met', 'Other']);

/** A display unit a sensor group may use and the most decimal places it allows. */
export const AllowedDisplayUnit = z.object({
  DisplayUnits: z.string(),
  MaximumDecimalPlace: z.number().int().min(0),
});

/**
 * A project sensor group's display setting (projects §3 'Project sensor group'): DataStatus is the
 * table's sensor status (received: Active), IsCustom its configuration type (Custom or Default).
 * PpmToMgm3Factor is null for categories other than Gas.
 */
export const ProjectSensorGroup = z.object({
  SensorGroupName: z.string(),
  Category: SensorGroupCategory,
  DisplayUnit: z.string(),
  DecimalPlace: z.number().int().min(0),
  DataStatus,
  IsCustom: z.boolean(),
  PpmToMgm3Factor: z.number().nullable(),
  AllowedUnitsWithMaximumDecimalPlace: z.array(AllowedDisplayUnit),
});

/** Answer of GET /v0.1/project/{projectId}/display-settings: every sensor group of the project. */
export const DisplaySettings = z.object({ ProjectSensorGroups: z.array(ProjectSensorGroup) });

/**
 * Body of PUT /v0.1/project/{id}/sensor-groups/{name} (Units, DecimalPlaces, PpmToMgm3Factor).
 * @aq/validation's sensorGroupUpdateSchema needs the group's allowed units and category, which the
 * contract cannot know, so this schema checks the shape and the server then applies
 * sensorGroupUpdateSchema with the stored group (allowed unit, decimal cap, gas-only factor > 0).
 */
export const SensorGroupUpdateRequest = z.object({
  Units: z.string().trim().min(1, englishMessage('displayUnit.unitRequired')).max(50),
  DecimalPlaces: z.number().int().min(0).max(10),
  PpmToMgm3Factor: z.number().positive(englishMessage('displayUnit.factorInvalid')).nullish(),
});

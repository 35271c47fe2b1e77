import { z } from 'zod';

/**
 * An instrument serial (ours): 1–50 letters, digits, '.', '_' or '-', trimmed. The serial is the
 * instrument's public name and a path segment of the ingestion URL
 * (POST /v2/instruments/{serial}/data), so it holds nothing a URL would have to escape.
 */
export const InstrumentSerial = z
  .string()
  .trim()
  .min(1, 'Serial is required')
  .max(50, 'Serial must be 50 characters or less')
  .regex(
    /^[A-Za-z0-9._-]+$/,
    'Serial may contain only letters, digits, dots, hyphens and underscores',
  );

/**
 * Body of POST /v0.1/instruments (ours, issue 13): the serial, a name and the model, and the sensor
 * codes fitted (codes of GET /v0.1/sensorCatalogue; at least one, each once). The server answers
 * 400 naming a code the catalogue does not know, and 409 for a serial already registered.
 */
export const RegisterInstrumentRequest = z.object({
  Serial: InstrumentSerial,
  Name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be 100 characters or less'),
  Model: z
    .string()
    .trim()
    .min(1, 'Model is required')
    .max(100, 'Model must be 100 characters or less'),
  Sensors: z
    .array(z.string().trim().min(1, 'A sensor code is required').max(50))
    .min(1, 'Choose at least one sensor')
    .max(50)
    .superRefine((codes, ctx) => {
      const seen = new Set<string>();
      codes.forEach((code, index) => {
        if (seen.has(code))
          ctx.addIssue({
            code: 'custom',
            message: `Sensor '${code}' is listed more than once`,
            path: [index],
          });
        seen.add(code);
      });
    }),
});

/** Sensor family, as the display settings' Category column names it. */
export const SensorCategory = z.enum(['Gas', 'Particulate', 'Met']);

/** A sensor type of the server's catalogue: its code, name, family and the unit instruments report in. */
export const CatalogueSensor = z.object({
  Code: z.string(),
  Name: z.string(),
  Category: SensorCategory,
  Unit: z.string(),
});

/** Answer of GET /v0.1/sensorCatalogue (ours): gases, then particulates, then meteorology. */
export const SensorCatalogue = z.object({ Items: z.array(CatalogueSensor) });

import { validateNewPassword } from '@aq/validation';
import { z } from 'zod';

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

const url = (protocols: string[], what: string) =>
  optionalText.refine(
    (value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be ${what}` },
  );

/** The server's configuration, read from the environment (README: Configuration). */
export const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: optionalText.default('127.0.0.1'),
    DATA_DIR: optionalText.default('./.data'),
    DATABASE_URL: url(['postgres:', 'postgresql:'], 'a postgres:// connection string'),
    PUBLIC_URL: url(['http:', 'https:'], 'an http:// or https:// address'),
    SMTP_URL: url(['smtp:', 'smtps:'], 'an smtp:// or smtps:// address'),
    SMTP_FROM: optionalText.default('Air Quality Dashboard <no-reply@localhost>'),
    /** The SMS provider's HTTP endpoint; without it, text messages stay in the outbox (held). */
    SMS_URL: url(['http:', 'https:'], 'an http:// or https:// address'),
    /**
     * How the server talks to SMS_URL: `json` POSTs {"to","from","text"} (Bearer SMS_TOKEN when
     * set); `twilio` POSTs the form fields To, From and Body with SMS_ACCOUNT_SID:SMS_TOKEN as basic
     * authentication (Twilio's Messages resource and the gateways that copy it).
     */
    SMS_PROVIDER: z.enum(['json', 'twilio']).default('json'),
    /** The sender of text messages: an E.164 number or an alphanumeric sender id. */
    SMS_FROM: optionalText.refine((value) => value === undefined || value.length <= 32, {
      message: 'must be at most 32 characters',
    }),
    /** The Bearer token (json) or the account's auth token (twilio). */
    SMS_TOKEN: optionalText,
    /** The account SID (twilio), the basic authentication user name. */
    SMS_ACCOUNT_SID: optionalText,
    SUPPORT_URL: url(['http:', 'https:'], 'an http:// or https:// address'),
    CHROMIUM_PATH: optionalText.default('/usr/bin/chromium'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    DEMO_PASSWORD: optionalText.refine(
      (value) => value === undefined || !validateNewPassword(value),
      {
        message: 'must be 6 to 32 characters with at least one digit or symbol',
      },
    ),
    SIMULATOR: z.enum(['on', 'off']).default('on'),
    SIMULATOR_BACKFILL_DAYS: z.coerce.number().int().min(0).max(90).default(30),
    SIMULATOR_SEED: z.coerce
      .number()
      .int()
      .min(0)
      .max(2 ** 31 - 1)
      .default(20_261_122),
    PRODUCT_NAME: optionalText.default('OneView Air'),
    /** Address named on the 500 screen ("Please contact {email} for help"). */
    SUPPORT_EMAIL: optionalText.refine(
      (value) => value === undefined || /^[^\s@]+@[^\s@]+$/.test(value),
      {
        message: 'must be an e-mail address',
      },
    ),
    /** MapLibre style URL of the Streets map choice (optional; the offline world map is the default). */
    MAP_STREETS_STYLE_URL: url(['http:', 'https:'], 'an http:// or https:// address'),
    /** MapLibre style URL of the Satellite map choice (optional). */
    MAP_SATELLITE_STYLE_URL: url(['http:', 'https:'], 'an http:// or https:// address'),
    /**
     * Static map image service for the location cards and reports (optional): an http(s) address
     * with {lat} {lng} {zoom} {width} {height} {scale} {markers} placeholders. Without it the
     * dashboard draws them itself from the map styles, offline.
     */
    STATIC_MAP_URL_TEMPLATE: url(['http:', 'https:'], 'an http:// or https:// address'),
    /** Folder of the built dashboard; the server serves it beside the API. */
    DASHBOARD_DIR: optionalText,
    /** Price in USD of one project licence per week (licensing: a weekly subscription's unit price). */
    LICENCE_PRICE_WEEK: z.coerce.number().min(0).max(1_000_000).default(30),
    /** Price in USD of one project licence per month (a monthly subscription's unit price). */
    LICENCE_PRICE_MONTH: z.coerce.number().min(0).max(1_000_000).default(100),
  })
  .superRefine((env, ctx) => {
    // The SMS settings only make sense together: say which one is missing rather than fail to send.
    if (env.SMS_PROVIDER !== 'twilio' || env.SMS_URL === undefined) return;
    for (const name of ['SMS_ACCOUNT_SID', 'SMS_TOKEN', 'SMS_FROM'] as const) {
      if (env[name] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'must be set when SMS_PROVIDER is twilio and SMS_URL is set',
        });
      }
    }
  });

/** Validated configuration. */
export type Env = z.infer<typeof envSchema>;

/** Parses the environment, or returns the list of problems, one line per variable. */
export function parseEnv(source: Record<string, string | undefined>): Env | { problems: string[] } {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  return {
    problems: result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? '?');
      return `${name}=${JSON.stringify(source[name] ?? '')}: ${issue.message}`;
    }),
  };
}

/** Reads the configuration of this process, or prints what is wrong and exits. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const env = parseEnv(source);
  if ('problems' in env) {
    process.stderr.write(
      `Invalid configuration:\n${env.problems.map((p) => `  ${p}`).join('\n')}\n` +
        'See the Configuration section of README.md.\n',
    );
    process.exit(1);
  }
  return env;
}

/** The origin users reach the server at. */
export function publicOrigin(env: Env): string {
  return new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).origin;
}

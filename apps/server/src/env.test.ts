import { describe, expect, it } from 'vitest';
import { parseEnv, publicOrigin, type Env } from './env';

describe('configuration', () => {
  it('has sensible defaults for an empty environment', () => {
    const env = parseEnv({}) as Env;
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './.data',
      LOG_LEVEL: 'info',
      SIMULATOR: 'on',
      CHROMIUM_PATH: '/usr/bin/chromium',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(publicOrigin(env)).toBe('http://localhost:3000');
  });

  it('treats empty values as unset', () => {
    const env = parseEnv({ DATABASE_URL: '', SMTP_URL: ' ', PORT: '8080' }) as Env;
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.PORT).toBe(8080);
  });

  it.each([
    ['PORT', '0', 'PORT="0": Too small'],
    ['PORT', '70000', 'PORT="70000": Too big'],
    ['PORT', 'http', 'PORT="http": Invalid input'],
    [
      'DATABASE_URL',
      'mysql://x',
      'DATABASE_URL="mysql://x": must be a postgres:// connection string',
    ],
    [
      'PUBLIC_URL',
      'example.com',
      'PUBLIC_URL="example.com": must be an http:// or https:// address',
    ],
    ['SMTP_URL', 'http://mail', 'SMTP_URL="http://mail": must be an smtp:// or smtps:// address'],
    [
      'SUPPORT_URL',
      'javascript:alert(1)',
      'SUPPORT_URL="javascript:alert(1)": must be an http:// or https:// address',
    ],
    ['SMS_URL', 'smtp://sms', 'SMS_URL="smtp://sms": must be an http:// or https:// address'],
    ['SMS_PROVIDER', 'nexmo', 'SMS_PROVIDER="nexmo": Invalid option'],
    ['SMS_FROM', 'x'.repeat(33), `SMS_FROM="${'x'.repeat(33)}": must be at most 32 characters`],
    ['LOG_LEVEL', 'loud', 'LOG_LEVEL="loud": Invalid option'],
    ['SIMULATOR', 'maybe', 'SIMULATOR="maybe": Invalid option'],
    [
      'DEMO_PASSWORD',
      'letters',
      'DEMO_PASSWORD="letters": must be 6 to 32 characters with at least one digit or symbol',
    ],
  ])('names the variable and the problem for %s=%s', (name, value, start) => {
    const result = parseEnv({ [name]: value });
    expect('problems' in result).toBe(true);
    const problems = (result as { problems: string[] }).problems;
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${start.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  });

  it('reads the SMS provider settings, JSON by default', () => {
    const env = parseEnv({
      SMS_URL: 'https://sms.example.com/send',
      SMS_FROM: '+15005550006',
      SMS_TOKEN: 't',
    }) as Env;
    expect(env).toMatchObject({
      SMS_URL: 'https://sms.example.com/send',
      SMS_PROVIDER: 'json',
      SMS_FROM: '+15005550006',
      SMS_TOKEN: 't',
    });
    expect(env.SMS_ACCOUNT_SID).toBeUndefined();
    expect((parseEnv({}) as Env).SMS_URL).toBeUndefined();
  });

  it('names each setting Twilio needs that is missing', () => {
    expect(
      parseEnv({ SMS_PROVIDER: 'twilio', SMS_URL: 'https://api.twilio.com/x', SMS_TOKEN: 't' }),
    ).toEqual({
      problems: [
        'SMS_ACCOUNT_SID="": must be set when SMS_PROVIDER is twilio and SMS_URL is set',
        'SMS_FROM="": must be set when SMS_PROVIDER is twilio and SMS_URL is set',
      ],
    });
    // Without SMS_URL nothing is sent, so nothing else is needed.
    expect('problems' in parseEnv({ SMS_PROVIDER: 'twilio' })).toBe(false);
  });

  it('uses PUBLIC_URL for the origin when set', () => {
    expect(publicOrigin(parseEnv({ PUBLIC_URL: 'https://aq.example.com/app' }) as Env)).toBe(
      'https://aq.example.com',
    );
  });
});

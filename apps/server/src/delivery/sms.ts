import type { Env } from '../env';

/** Sends one text message; rejects with SmsSendError (or any error, read as retryable). */
export interface SmsProvider {
  /** `to` is an E.164 number; `text` the message body. */
  send(to: string, text: string): Promise<void>;
}

/** A failed send, and whether trying again later can succeed. */
export class SmsSendError extends Error {
  constructor(
    message: string,
    /** False when the provider refused the message for good (bad number, credentials...). */
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}

/**
 * Whether an HTTP status of the provider is worth another attempt: 408 (timeout), 429 (rate
 * limited) and every 5xx are passing; any other refusal (400, 401, 403, 404, 422...) repeats
 * itself, so the message fails at once and the log says why.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

/** How long one request to the provider may take before it counts as a failed attempt. */
const TIMEOUT_MS = 15_000;

/** The settings of an HTTP SMS provider (README: Configuration, SMS_*). */
export interface HttpSmsSettings {
  readonly url: string;
  readonly kind: 'json' | 'twilio';
  readonly from?: string;
  readonly token?: string;
  readonly accountSid?: string;
  readonly timeoutMs?: number;
}

/**
 * An SMS provider reached over HTTP. `json` POSTs `{"to","from","text"}` (from left out when
 * SMS_FROM is unset) with `Authorization: Bearer SMS_TOKEN` when a token is set; `twilio` POSTs the
 * form fields To, From, Body with basic authentication (account SID and auth token). Any 2xx is
 * sent; a network error, a timeout or a retryable status (isRetryableStatus) is retried later.
 */
export class HttpSmsProvider implements SmsProvider {
  constructor(private readonly settings: HttpSmsSettings) {}

  async send(to: string, text: string): Promise<void> {
    const { url, kind, from, token, accountSid } = this.settings;
    const headers: Record<string, string> = { accept: 'application/json' };
    let body: string;
    if (kind === 'twilio') {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      headers.authorization = `Basic ${Buffer.from(`${accountSid ?? ''}:${token ?? ''}`).toString('base64')}`;
      body = new URLSearchParams({ To: to, From: from ?? '', Body: text }).toString();
    } else {
      headers['content-type'] = 'application/json';
      if (token) headers.authorization = `Bearer ${token}`;
      body = JSON.stringify(from === undefined ? { to, text } : { to, from, text });
    }
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers,
        body,
        redirect: 'error',
        signal: AbortSignal.timeout(this.settings.timeoutMs ?? TIMEOUT_MS),
      });
    } catch (error) {
      const cause = (error as { cause?: unknown }).cause;
      const reason = cause instanceof Error ? cause.message : String(error);
      throw new SmsSendError(`SMS provider unreachable: ${reason}`, true);
    }
    if (response.ok) {
      // Read the body so the connection can be reused.
      await response.arrayBuffer().catch(() => undefined);
      return;
    }
    const detail = (await response.text().catch(() => '')).replace(/\s+/g, ' ').trim();
    throw new SmsSendError(
      `SMS provider answered ${response.status}${detail ? `: ${detail.slice(0, 300)}` : ''}`,
      isRetryableStatus(response.status),
    );
  }
}

/** The provider SMS_URL and its companions configure, or null (text messages are held). */
export function smsProviderFromEnv(env: Env): SmsProvider | null {
  if (!env.SMS_URL) return null;
  return new HttpSmsProvider({
    url: env.SMS_URL,
    kind: env.SMS_PROVIDER,
    from: env.SMS_FROM,
    token: env.SMS_TOKEN,
    accountSid: env.SMS_ACCOUNT_SID,
  });
}

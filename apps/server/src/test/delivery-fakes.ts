import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

// Test servers, not mocks of the product: a real SMTP server and a real HTTP endpoint on loopback
// ports, which the delivery worker reaches exactly as it reaches a provider in production. Each
// collects what it accepts and can be told to refuse the next messages.

/** A message the test SMTP server accepted. */
export interface ReceivedEmail {
  /** The envelope sender. */
  readonly from: string;
  /** The envelope recipients. */
  readonly to: string[];
  /** The Subject header, decoded. */
  readonly subject: string;
  /** The text body, decoded (quoted-printable or base64), with CRLF as LF. */
  readonly text: string;
  /** The message as it arrived. */
  readonly raw: string;
}

/** Resolves with the collected items once there are `count` of them; rejects after `timeoutMs`. */
type Waiter<T> = (count: number, timeoutMs?: number) => Promise<T[]>;

function collector<T>() {
  const items: T[] = [];
  const pending = new Set<() => void>();
  const push = (item: T) => {
    items.push(item);
    for (const check of [...pending]) check();
  };
  const received: Waiter<T> = (count, timeoutMs = 30_000) =>
    new Promise((resolve, reject) => {
      const check = () => {
        if (items.length < count) return;
        pending.delete(check);
        clearTimeout(timer);
        resolve([...items]);
      };
      const timer = setTimeout(() => {
        pending.delete(check);
        reject(new Error(`expected ${count} messages within ${timeoutMs} ms, got ${items.length}`));
      }, timeoutMs);
      pending.add(check);
      check();
    });
  return { items, push, received };
}

/** An SMTP server on a random loopback port: no TLS, no authentication. */
export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL or nodemailer.createTransport. */
  readonly url: string;
  readonly port: number;
  /** Every message accepted, in order. */
  readonly messages: readonly ReceivedEmail[];
  /** Resolves once `count` messages were accepted in all. */
  readonly received: Waiter<ReceivedEmail>;
  /** Refuses the next `count` messages with `451 4.3.0 Try again later` (a passing failure). */
  failNext(count?: number): void;
  /** How many messages were refused so far. */
  readonly refused: () => number;
  /** Forgets refusals asked for but not yet made (what was received stays). */
  reset(): void;
  close(): Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i += 1) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(header: string): string {
  return header.replace(
    /=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi,
    (_whole, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** The subject and text of a single-part message (nodemailer's text-only e-mails). */
export function parseEmail(raw: string): { subject: string; text: string } {
  const split = raw.indexOf('\r\n\r\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 4);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
        : body;
  return {
    subject: decodeWords(headers.get('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n').replace(/\n$/, ''),
  };
}

/** Starts an SMTP server on 127.0.0.1 at a random port that collects what it receives. */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const { items, push, received } = collector<ReceivedEmail>();
  let failures = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    // No STARTTLS: nodemailer would upgrade and then reject the server's self-signed certificate.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          refused += 1;
          const error = Object.assign(new Error('4.3.0 Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const from = session.envelope.mailFrom;
        push({
          from: from ? from.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          ...parseEmail(raw),
          raw,
        });
        callback();
      });
    },
  });
  server.listen(0, '127.0.0.1');
  await once(server.server, 'listening');
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    messages: items,
    received,
    failNext(count = 1) {
      failures += count;
    },
    refused: () => refused,
    reset() {
      failures = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A request the test SMS endpoint received, whatever it answered. */
export interface ReceivedSmsRequest {
  readonly headers: IncomingHttpHeaders;
  readonly contentType: string;
  /** The body as it arrived. */
  readonly rawBody: string;
  /** The message read from a JSON body ({to, from, text}) or a Twilio form (To, From, Body). */
  readonly to: string;
  readonly from: string | null;
  readonly text: string;
  /** The status it was answered with. */
  readonly status: number;
}

/** An HTTP endpoint on a random loopback port that accepts text messages as a provider does. */
export interface TestSmsEndpoint {
  /** `http://127.0.0.1:<port>/messages`, for SMS_URL. */
  readonly url: string;
  /** Every request, accepted or refused, in order. */
  readonly requests: readonly ReceivedSmsRequest[];
  /** The requests answered 2xx: the messages delivered. */
  readonly messages: readonly ReceivedSmsRequest[];
  /** Resolves once `count` messages were accepted in all. */
  readonly received: Waiter<ReceivedSmsRequest>;
  /** Answers the next `count` requests with `status` (503 by default) instead of 201. */
  failNext(count?: number, status?: number): void;
  /** Forgets refusals asked for but not yet made (what was received stays). */
  reset(): void;
  close(): Promise<void>;
}

function readMessage(contentType: string, body: string) {
  if (contentType.includes('application/x-www-form-urlencoded')) {
    const form = new URLSearchParams(body);
    return { to: form.get('To') ?? '', from: form.get('From'), text: form.get('Body') ?? '' };
  }
  try {
    const json = JSON.parse(body) as { to?: unknown; from?: unknown; text?: unknown };
    return {
      to: String(json.to ?? ''),
      from: typeof json.from === 'string' ? json.from : null,
      text: String(json.text ?? ''),
    };
  } catch {
    return { to: '', from: null, text: '' };
  }
}

/** Starts an HTTP SMS endpoint on 127.0.0.1 at a random port that collects what it accepts. */
export async function startTestSmsEndpoint(): Promise<TestSmsEndpoint> {
  const requests: ReceivedSmsRequest[] = [];
  const { items, push, received } = collector<ReceivedSmsRequest>();
  const failures: number[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const contentType = String(req.headers['content-type'] ?? '');
      const status = failures.shift() ?? 201;
      const request = {
        headers: req.headers,
        contentType,
        rawBody,
        ...readMessage(contentType, rawBody),
        status,
      };
      requests.push(request);
      if (status < 300) push(request);
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { id: `SM${requests.length}` } : { error: 'refused' }));
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/messages`,
    requests,
    messages: items,
    received,
    failNext(count = 1, status = 503) {
      for (let i = 0; i < count; i += 1) failures.push(status);
    },
    reset() {
      failures.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import type { VerificationAttemptRequest } from '@aq/api';
import { validateEmail, validatePhone } from '@aq/validation';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { enqueueEmail, enqueueSms } from '../../../delivery/outbox';
import type { AuthContext } from '../../../http/auth';
import { randomDigits, sha256 } from '../../../http/crypto';
import { ApiError, badRequest } from '../../../http/problem';
import { waitText } from '../../../http/rate-limit';
import * as repo from './repository';

const VERIFICATION_VALID_MS = 10 * 60_000;
const VERIFICATION_RESEND_MS = 60_000;
const VERIFICATION_MAX_ATTEMPTS = 5;
/** A verified new e-mail or phone must be saved within this time. */
const VERIFIED_CONTACT_VALID_MS = 30 * 60_000;

/** Sends a 6-digit code to a new e-mail address or phone number (resend once a minute). */
export async function requestVerification(
  app: AppContext,
  auth: AuthContext,
  target: 'contact' | 'user',
  channel: 'email' | 'phone',
  body: z.output<typeof VerificationAttemptRequest>,
): Promise<{ ExpiresAt: string; ResendAvailableAt: string }> {
  const raw = channel === 'email' ? body.EmailAddress : body.PhoneNumber;
  const field = channel === 'email' ? 'EmailAddress' : 'PhoneNumber';
  if (!raw)
    throw badRequest(
      channel === 'email' ? 'Enter an e-mail address.' : 'Please enter a phone number',
      field,
    );
  const error = channel === 'email' ? validateEmail(raw) : validatePhone(raw);
  if (error) throw badRequest(error, field);
  const value = channel === 'email' ? raw.trim().toLowerCase() : raw.replace(/[\s\-().]/g, '');

  const scope = { userId: auth.user.id, target, channel };
  const now = app.now();
  const latest = await repo.latestCodeSentAt(app.db, scope);
  const sinceLast = latest ? now.getTime() - latest.getTime() : Infinity;
  const hourly = app.limits.verificationSends.retryAfter(auth.user.id);
  if (sinceLast < VERIFICATION_RESEND_MS || hourly > 0) {
    const wait = hourly > 0 ? hourly : VERIFICATION_RESEND_MS - sinceLast;
    throw new ApiError(429, 'A code was sent recently.', {
      detail: `A code was sent recently. You can request a new one in ${waitText(wait)}.`,
      headers: { 'retry-after': String(Math.ceil(wait / 1000)) },
    });
  }
  app.limits.verificationSends.hit(auth.user.id);

  const code = randomDigits(6);
  const expiresAt = new Date(now.getTime() + VERIFICATION_VALID_MS);
  await app.db.transaction().execute(async (trx) => {
    await repo.consumePendingCodes(trx, scope, now);
    await repo.insertCode(trx, scope, {
      value,
      codeHash: codeHash(auth.user.id, code),
      createdAt: now,
      expiresAt,
    });
    const text = `Your ${app.env.PRODUCT_NAME} verification code is ${code}. It expires in 10 minutes.`;
    if (channel === 'email') {
      await enqueueEmail(trx, {
        to: value,
        subject: `${app.env.PRODUCT_NAME} verification code`,
        body: text,
      });
    } else {
      await enqueueSms(trx, { to: value, body: text });
    }
  });
  return {
    ExpiresAt: expiresAt.toISOString(),
    ResendAvailableAt: new Date(now.getTime() + VERIFICATION_RESEND_MS).toISOString(),
  };
}

/** Checks the latest code; five wrong tries use it up. A right one records the verified value. */
export async function checkVerification(
  app: AppContext,
  auth: AuthContext,
  target: 'contact' | 'user',
  channel: 'email' | 'phone',
  code: string,
): Promise<{ Verified: true; Value: string }> {
  const scope = { userId: auth.user.id, target, channel };
  const now = app.now();
  const pending = await repo.findPendingCode(app.db, scope);
  if (!pending || pending.expires_at.getTime() <= now.getTime()) {
    throw badRequest('The verification code has expired. Request a new code.', 'VerificationCode');
  }
  if (pending.attempts >= VERIFICATION_MAX_ATTEMPTS) {
    throw badRequest('Too many incorrect codes. Request a new code.', 'VerificationCode');
  }
  if (!codeHash(auth.user.id, code).equals(pending.code_hash)) {
    await repo.countWrongAttempt(app.db, pending.id);
    throw badRequest('The verification code is incorrect.', 'VerificationCode');
  }
  await app.db.transaction().execute(async (trx) => {
    await repo.consumeCode(trx, pending.id, now);
    await repo.recordVerifiedContact(trx, scope, pending.value, now);
  });
  return { Verified: true, Value: pending.value };
}

/**
 * Refuses (400 on `field`) a new e-mail or phone of the user's own profile unless they verified
 * exactly this value in the last 30 minutes.
 */
export async function requireVerified(
  app: AppContext,
  userId: string,
  channel: 'email' | 'phone',
  value: string,
  field: string,
): Promise<void> {
  const verified = await repo.verifiedAt(app.db, { userId, target: 'user', channel }, value);
  if (!verified || app.now().getTime() - verified.getTime() > VERIFIED_CONTACT_VALID_MS) {
    throw badRequest(
      channel === 'email'
        ? 'Verify the new e-mail address before saving it.'
        : 'Verify the new phone number before saving it.',
      field,
    );
  }
}

function codeHash(userId: string, code: string): Buffer {
  return sha256(`${userId}:${code.trim()}`);
}

import type { CurrentUser } from '@aq/api';
import { useCheckUserVerification, useRequestUserVerification, useUpdateUser } from '@aq/api/react';
import { EditableCard } from '@aq/ui/editable-card';
import { FormField } from '@aq/ui/form-field';
import { PhoneInput } from '@aq/ui/phone-input';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import { parseE164 } from '@aq/validation/phone';
import { validateNewEmail } from '@aq/validation/profile';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { useUserErrorMessage } from '../../lib/user-error';
import { attemptFailureText, phoneDraftError, type PhoneDraft } from './profile-logic';
import { VerificationModal, type VerificationFailure } from './verification-modal';

type Channel = 'email' | 'phone';

/** A code sent and waiting to be typed: the new value and when a resend is allowed. */
interface PendingChange {
  value: string;
  resendAvailableAt: string;
}

// The check and the update fail differently, so a rejection says which step it came from.
class StepError extends Error {
  constructor(
    readonly step: 'attempt' | 'check' | 'update',
    override readonly cause: unknown,
  ) {
    super(step);
  }
}

/**
 * The e-mail and phone change (projects §4): Save sends the verification attempt ('Verification
 * code sent'), the modal asks for the code, and a right code is followed by the profile update
 * with the new value. Returns the card's save and the modal to render.
 */
function useContactChange(user: CurrentUser, channel: Channel) {
  const { t } = useTranslation('profile');
  const errorMessage = useUserErrorMessage();
  const request = useRequestUserVerification();
  const check = useCheckUserVerification();
  const update = useUpdateUser();
  const [pending, setPending] = useState<PendingChange | null>(null);

  async function send(value: string): Promise<string> {
    const answer = await request.mutateAsync({
      channel,
      body: channel === 'email' ? { EmailAddress: value } : { PhoneNumber: value },
    });
    confirmChange(t('verification.sent'));
    return answer.ResendAvailableAt;
  }

  /** The card's Save: sends the code and opens the modal. */
  async function start(value: string): Promise<void> {
    setPending({ value, resendAvailableAt: await send(value) });
  }

  function attemptFailure(error: unknown): string {
    return attemptFailureText(error, errorMessage(error, t('verification.attemptAction')));
  }

  function describeFailure(error: unknown): VerificationFailure {
    if (!(error instanceof StepError)) {
      return { title: t('verification.attemptFailed'), text: attemptFailure(error) };
    }
    switch (error.step) {
      case 'attempt':
        return { title: t('verification.attemptFailed'), text: attemptFailure(error.cause) };
      case 'check':
        return {
          title: t('verification.checkFailed'),
          text: errorMessage(error.cause, t('verification.checkAction')),
        };
      case 'update':
        return {
          title: t('verification.updateFailed'),
          text: errorMessage(error.cause, t('info.updateAction')),
        };
    }
  }

  const modal: ReactNode = pending ? (
    <VerificationModal
      open
      onClose={() => setPending(null)}
      sentTo={pending.value}
      resendAvailableAt={pending.resendAvailableAt}
      describeFailure={describeFailure}
      onResend={async () => {
        try {
          const resendAvailableAt = await send(pending.value);
          setPending({ ...pending, resendAvailableAt });
        } catch (error) {
          throw new StepError('attempt', error);
        }
      }}
      onConfirm={async (code) => {
        try {
          await check.mutateAsync({ channel, code });
        } catch (error) {
          throw new StepError('check', error);
        }
        try {
          await update.mutateAsync({
            userId: user.Id,
            body: {
              FullName: user.FullName,
              PreferredName: user.PreferredName,
              JobTitle: user.JobTitle ?? '',
              Locale: user.Locale,
              Email: channel === 'email' ? pending.value : user.EmailAddress,
              PhoneNumber: channel === 'phone' ? pending.value : user.PhoneNumber,
            },
          });
        } catch (error) {
          throw new StepError('update', error);
        }
        confirmChange(t(`${channel}.updated`, { value: pending.value }));
        setPending(null);
      }}
    />
  ) : null;

  return { start, modal, attemptFailure };
}

/**
 * The e-mail card: the current address, and a new one (the e-mail rules of foundation §5.1, and
 * different from the current one) changed through a verification code.
 */
export function EmailCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const { validationMessage } = useUiStrings();
  const change = useContactChange(user, 'email');

  return (
    <>
      <EditableCard<{ email: string }>
        title={t('email.title')}
        value={{ email: '' }}
        data-testid="profile-email"
        isValid={(draft) => validateNewEmail(draft.email.trim(), user.EmailAddress) === null}
        saveErrorTitle={t('verification.attemptFailed')}
        errorMessage={change.attemptFailure}
        onSave={(draft) => change.start(draft.email.trim())}
        renderView={() => (
          <dl className="flex flex-col gap-1 text-sm">
            <dt className="text-text-muted">{t('email.current')}</dt>
            <dd data-testid="profile-email-value" className="break-all">
              {user.EmailAddress}
            </dd>
          </dl>
        )}
        renderEdit={({ draft, setDraft, disabled }) => {
          const error =
            draft.email.trim() === ''
              ? null
              : validateNewEmail(draft.email.trim(), user.EmailAddress);
          return (
            <>
              <p className="text-sm">
                <span className="text-text-muted">{t('email.current')}: </span>
                <span className="break-all">{user.EmailAddress}</span>
              </p>
              <FormField
                label={t('email.new')}
                required
                error={error ? validationMessage(error) : undefined}
              >
                <TextInput
                  type="email"
                  value={draft.email}
                  autoComplete="email"
                  maxLength={320}
                  disabled={disabled}
                  data-testid="profile-new-email"
                  onChange={(event) => setDraft({ email: event.target.value })}
                />
              </FormField>
            </>
          );
        }}
      />
      {change.modal}
    </>
  );
}

/** The phone card: the current number (or none), and a new one changed through a code. */
export function PhoneCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('profile');
  const { validationMessage } = useUiStrings();
  const change = useContactChange(user, 'phone');
  const current = user.PhoneNumber ? parseE164(user.PhoneNumber) : null;

  return (
    <>
      <EditableCard<PhoneDraft>
        title={t('phone.title')}
        value={{ e164: null, error: null }}
        data-testid="profile-phone"
        isValid={(draft) => phoneDraftError(draft, user.PhoneNumber) === null}
        saveErrorTitle={t('verification.attemptFailed')}
        errorMessage={change.attemptFailure}
        onSave={(draft) => (draft.e164 ? change.start(draft.e164) : Promise.resolve())}
        renderView={() => (
          <dl className="flex flex-col gap-1 text-sm">
            <dt className="text-text-muted">{t('phone.current')}</dt>
            <dd data-testid="profile-phone-value">
              {user.PhoneNumber ?? <span className="text-text-muted">{t('phone.none')}</span>}
            </dd>
          </dl>
        )}
        renderEdit={({ draft, setDraft, disabled }) => {
          const verdict = phoneDraftError(draft, user.PhoneNumber);
          // The phone input shows its own verdicts; only 'the same number' comes from here.
          const unchanged = verdict?.code === 'profile.phoneUnchanged' ? verdict : null;
          return (
            <PhoneInput
              label={t('phone.new')}
              countryLabel={t('phone.country')}
              numberLabel={t('phone.number')}
              defaultCountry={current?.country}
              required
              disabled={disabled}
              data-testid="profile-new-phone"
              error={unchanged ? validationMessage(unchanged) : undefined}
              onValueChange={(e164, error) => setDraft({ e164, error })}
            />
          );
        }}
      />
      {change.modal}
    </>
  );
}

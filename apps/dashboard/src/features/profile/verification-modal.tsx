import { Button } from '@aq/ui/button';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import { VERIFICATION_CODE_LENGTH, validateVerificationCode } from '@aq/validation/verification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '../../lib/use-now';
import { formatCountdown, secondsUntil } from './profile-logic';

/** A failure the modal shows: its heading and the server's words. */
export interface VerificationFailure {
  title: string;
  text: string;
}

/** Props of VerificationModal. */
export interface VerificationModalProps {
  /** Whether the modal is shown. */
  open: boolean;
  /** Called when the user closes it (Cancel, Escape, the close button). */
  onClose: () => void;
  /** Where the code was sent, as the user typed it (an e-mail address or a phone number). */
  sentTo: string;
  /** When another code may be requested (the attempt's ResendAvailableAt). */
  resendAvailableAt: string;
  /** Checks the code and saves the new value; rejects with the failure to show. */
  onConfirm: (code: string) => Promise<void>;
  /** Sends another code; rejects with the failure to show. */
  onResend: () => Promise<void>;
  /** Turns a rejection of `onConfirm` or `onResend` into what the modal shows. */
  describeFailure: (error: unknown) => VerificationFailure;
}

/**
 * Asks for the code sent to a new e-mail address or phone number (projects §4, §5): exactly 6
 * characters; Confirm is disabled while the code is empty or a call is pending. Resend is offered
 * once a minute, with a countdown until it is (the attempt's ResendAvailableAt). Mount it when it
 * opens, so each verification starts with an empty code.
 */
export function VerificationModal({
  open,
  onClose,
  sentTo,
  resendAvailableAt,
  onConfirm,
  onResend,
  describeFailure,
}: VerificationModalProps) {
  const { t } = useTranslation('profile');
  const { validationMessage } = useUiStrings();
  const [code, setCode] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState<'confirm' | 'resend' | null>(null);
  const [failure, setFailure] = useState<VerificationFailure | null>(null);
  const now = useNow(1000);
  const wait = secondsUntil(resendAvailableAt, now);
  const codeError = validateVerificationCode(code);

  async function run(kind: 'confirm' | 'resend', action: () => Promise<void>) {
    setPending(kind);
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(describeFailure(error));
    } finally {
      setPending(null);
    }
  }

  function confirm() {
    setTouched(true);
    if (pending || codeError) return;
    void run('confirm', () => onConfirm(code.trim()));
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('verification.title')}
      description={t('verification.description', {
        length: VERIFICATION_CODE_LENGTH,
        value: sentTo,
      })}
      primaryLabel={t('verification.confirm')}
      onPrimary={confirm}
      primaryDisabled={code.trim() === '' || pending !== null}
      busy={pending === 'confirm'}
      data-testid="verification-modal"
    >
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        {failure ? (
          <InlineNotification
            kind="error"
            title={failure.title}
            text={failure.text}
            data-testid="verification-error"
          />
        ) : null}
        <FormField
          label={t('verification.code')}
          required
          error={touched && codeError ? validationMessage(codeError) : undefined}
        >
          <TextInput
            value={code}
            autoComplete="one-time-code"
            spellCheck={false}
            maxLength={VERIFICATION_CODE_LENGTH * 2}
            disabled={pending !== null}
            data-testid="verification-code"
            onChange={(event) => setCode(event.target.value)}
            onBlur={() => setTouched(code.trim() !== '')}
          />
        </FormField>
        <div className="flex flex-wrap items-center gap-3">
          <Button
            type="button"
            variant="secondary"
            size="sm"
            disabled={wait > 0 || pending !== null}
            loading={pending === 'resend'}
            data-testid="verification-resend"
            onClick={() => void run('resend', onResend)}
          >
            {t('verification.resend')}
          </Button>
          {wait > 0 ? (
            <span className="text-text-muted text-sm" data-testid="verification-countdown">
              {t('verification.resendIn', { time: formatCountdown(wait) })}
            </span>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}

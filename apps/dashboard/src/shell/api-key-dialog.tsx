import { API_KEY_LABEL_MAX_LENGTH, type ApiKeySummary } from '@aq/api';
import { useApiKeys, useCreateApiKey, useCurrentUser, useRevokeApiKey } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { DangerModal } from '@aq/ui/danger-modal';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { Skeleton } from '@aq/ui/skeleton';
import { TextInput } from '@aq/ui/text-input';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../lib/locale';
import { OneTimeSecret } from '../lib/one-time-secret';
import { useUserErrorMessage } from '../lib/user-error';

/**
 * The API key dialog (foundation §2.7, reworked by issue 12): lists the user's keys (label,
 * created, last used) and creates one only on request. A new key asks for a label and is then
 * shown once, with Copy (disabled until the key has loaded, "Copied" after copying). Each key has
 * Revoke, which asks first. A key stays valid until its owner revokes it. The corner button is
 * the dialog's one close button. While impersonating, keys can be seen but not changed.
 */
export function ApiKeyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const errorMessage = useUserErrorMessage();
  const [creating, setCreating] = useState(false);
  const [toRevoke, setToRevoke] = useState<ApiKeySummary | null>(null);
  const createButton = useRef<HTMLButtonElement>(null);
  const impersonating = Boolean(user.data?.ImpersonatedBy);

  return (
    <>
      <Modal
        open
        onOpenChange={(open) => (open ? undefined : onClose())}
        title={t('apiKey.title')}
        description={t('apiKey.text')}
        size="lg"
      >
        {create.isPending || create.data ? (
          <NewKey
            key={create.submittedAt}
            label={create.variables?.Label ?? ''}
            apiKey={create.data?.ApiKey ?? null}
          />
        ) : null}
        {impersonating ? (
          <InlineNotification kind="info" title={t('apiKey.impersonating')} />
        ) : creating ? (
          <CreateKeyForm
            pending={create.isPending}
            failure={create.error ? errorMessage(create.error, t('apiKey.createAction')) : null}
            onCreate={(label) =>
              create.mutate({ Label: label }, { onSuccess: () => setCreating(false) })
            }
            onCancel={() => {
              create.reset();
              setCreating(false);
              requestAnimationFrame(() => createButton.current?.focus());
            }}
          />
        ) : (
          <div>
            <Button
              ref={createButton}
              variant="secondary"
              onClick={() => {
                create.reset();
                setCreating(true);
              }}
            >
              <Plus aria-hidden="true" className="size-4" />
              {t('apiKey.create')}
            </Button>
          </div>
        )}
        <KeyList
          keys={keys.data?.Items}
          failure={keys.error ? errorMessage(keys.error, t('apiKey.loadAction')) : null}
          canRevoke={!impersonating}
          onRevoke={setToRevoke}
        />
      </Modal>
      <DangerModal
        open={toRevoke !== null}
        onOpenChange={(open) => (open ? undefined : setToRevoke(null))}
        title={t('apiKey.revokeTitle', { label: toRevoke?.Label ?? '' })}
        description={t('apiKey.revokeText')}
        confirmLabel={t('apiKey.revoke')}
        onConfirm={async () => {
          const id = toRevoke?.Id ?? '';
          await revoke.mutateAsync(id);
          // A key revoked right after it was created is not worth copying any more.
          if (create.data?.Id === id) create.reset();
        }}
        errorMessage={(failure) => errorMessage(failure, t('apiKey.revokeAction'))}
      />
    </>
  );
}

/** The key just created, shown this once, with Copy and the note that it will not be shown again. */
function NewKey({ label, apiKey }: { label: string; apiKey: string | null }) {
  const { t } = useTranslation('shell');
  return (
    <section
      aria-labelledby="new-api-key-title"
      className="border-border rounded-control flex flex-col gap-3 border p-3"
    >
      <h3 id="new-api-key-title" className="font-semibold break-words">
        {t('apiKey.newKeyTitle', { label })}
      </h3>
      <OneTimeSecret
        secret={apiKey}
        testId="api-key"
        labels={{
          copy: t('apiKey.copy'),
          copied: t('apiKey.copied'),
          copyFailed: t('apiKey.copyFailed'),
          shownOnceTitle: t('apiKey.shownOnceTitle'),
          shownOnce: t('apiKey.shownOnce'),
        }}
      />
    </section>
  );
}

/** Asks for the new key's label: required, at most 100 characters. */
function CreateKeyForm({
  pending,
  failure,
  onCreate,
  onCancel,
}: {
  pending: boolean;
  failure: string | null;
  onCreate: (label: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('shell');
  const [label, setLabel] = useState('');
  const [touched, setTouched] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    input.current?.focus();
  }, []);

  const missing = touched && !label.trim() ? t('apiKey.labelRequired') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!label.trim() || pending) return;
    onCreate(label.trim());
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('apiKey.createTitle')}
      className="flex flex-col gap-3"
    >
      {failure ? <InlineNotification kind="error" title={failure} /> : null}
      <FormField
        label={t('apiKey.label')}
        helperText={t('apiKey.labelHint')}
        error={missing}
        required
      >
        <TextInput
          ref={input}
          name="label"
          autoComplete="off"
          maxLength={API_KEY_LABEL_MAX_LENGTH}
          value={label}
          onChange={(event) => setLabel(event.target.value)}
        />
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button type="button" variant="ghost" disabled={pending} onClick={onCancel}>
          {t('apiKey.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('apiKey.createSubmit')}
        </Button>
      </div>
    </form>
  );
}

/** The user's keys, newest first: label, prefix, created and last used, and Revoke. */
function KeyList({
  keys,
  failure,
  canRevoke,
  onRevoke,
}: {
  keys: readonly ApiKeySummary[] | undefined;
  failure: string | null;
  canRevoke: boolean;
  onRevoke: (key: ApiKeySummary) => void;
}) {
  const { t } = useTranslation('shell');
  const { locale } = useLocale();
  const format = useMemo(
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }),
    [locale],
  );

  return (
    <section aria-labelledby="api-key-list-title" className="flex flex-col gap-2">
      <h3 id="api-key-list-title" className="font-semibold">
        {t('apiKey.listTitle')}
      </h3>
      {failure && !keys ? (
        <p role="alert" className="text-danger text-sm">
          {failure}
        </p>
      ) : !keys ? (
        <div className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : keys.length === 0 ? (
        <p className="text-text-muted text-sm">{t('apiKey.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2" data-testid="api-key-list">
          {keys.map((key) => (
            <li
              key={key.Id}
              data-testid="api-key-row"
              className="border-border rounded-control flex flex-col gap-2 border p-3 sm:flex-row sm:items-center"
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{key.Label}</p>
                <p className="text-text-muted font-mono text-xs">
                  <span className="sr-only">{t('apiKey.prefix')} </span>
                  {key.Prefix}…
                </p>
                <dl className="text-text-muted mt-1 grid grid-cols-[auto_1fr] gap-x-2 text-xs">
                  <dt>{t('apiKey.createdAt')}</dt>
                  <dd>
                    <time dateTime={key.CreatedAt}>{format.format(new Date(key.CreatedAt))}</time>
                  </dd>
                  <dt>{t('apiKey.lastUsedAt')}</dt>
                  <dd>
                    {key.LastUsedAt ? (
                      <time dateTime={key.LastUsedAt}>
                        {format.format(new Date(key.LastUsedAt))}
                      </time>
                    ) : (
                      t('apiKey.never')
                    )}
                  </dd>
                </dl>
              </div>
              {canRevoke ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className="self-start sm:self-center"
                  aria-label={t('apiKey.revokeNamed', { label: key.Label })}
                  onClick={() => onRevoke(key)}
                >
                  {t('apiKey.revoke')}
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

import { RegisterInstrumentRequest } from '@aq/api';
import {
  monitoringLocationKeys,
  useCreateApiKey,
  useRegisterInstrument,
  useSensorCatalogue,
} from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { MultiSelect } from '@aq/ui/multi-select';
import { TextInput } from '@aq/ui/text-input';
import { KeyRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Controller, useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { OneTimeSecret } from '../../lib/one-time-secret';
import { useUserErrorMessage } from '../../lib/user-error';

/** What the register form holds (the body of POST /v0.1/instruments). */
export type RegisterInstrumentValues = z.input<typeof RegisterInstrumentRequest>;

/** The longest Serial, Name and Model the contract accepts. */
const MAX_LENGTH: Record<string, number> = { Serial: 50, Name: 100, Model: 100 };

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The form's resolver: the contract's zod schema (the server parses the same), with each failure
 * in the user's language: a required field, a field too long, the serial's characters, no sensor.
 */
export function registerInstrumentResolver(t: Translate): Resolver<RegisterInstrumentValues> {
  return async (values) => {
    const parsed = RegisterInstrumentRequest.safeParse(values);
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: FieldErrors<RegisterInstrumentValues> = {};
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? '') as keyof RegisterInstrumentValues;
      if (!field || errors[field]) continue;
      const label = t(`register.${field.toLowerCase()}`);
      const message =
        field === 'Sensors'
          ? issue.code === 'too_small'
            ? t('register.errors.sensorsRequired')
            : issue.message
          : issue.code === 'too_small'
            ? t('register.errors.required', { field: label })
            : issue.code === 'too_big'
              ? t('register.errors.tooLong', { field: label, max: MAX_LENGTH[field] })
              : field === 'Serial'
                ? t('register.errors.serialCharacters')
                : issue.message;
      errors[field] = { type: issue.code, message };
    }
    return { values: {}, errors };
  };
}

/** The address an instrument posts its readings to (the ingestion call). */
export function ingestionUrl(origin: string, serial: string): string {
  return `${origin}/v2/instruments/${encodeURIComponent(serial)}/data`;
}

/**
 * Register instrument: Serial, Name, Model and Sensors (from the server's sensor catalogue). Once
 * registered, the instrument waits in the organisation to be attached (the instruments table
 * refreshes), and the modal shows how to send data: the ingestion address, an example body and
 * a button that creates an API key, shown once with Copy.
 */
export function RegisterInstrumentModal({
  onClose,
  origin = window.location.origin,
}: {
  onClose: () => void;
  /** The server's origin for the ingestion address; the page's by default. */
  origin?: string;
}) {
  const { t } = useTranslation('locations');
  const errorMessage = useUserErrorMessage();
  const catalogue = useSensorCatalogue();
  const register = useRegisterInstrument({ invalidate: [monitoringLocationKeys.monitorLists()] });
  const [registered, setRegistered] = useState<RegisterInstrumentValues | null>(null);
  const resolver = useMemo(() => registerInstrumentResolver(t), [t]);
  const form = useForm<RegisterInstrumentValues>({
    defaultValues: { Serial: '', Name: '', Model: '', Sensors: [] },
    resolver,
  });
  const options = useMemo(
    () =>
      (catalogue.data?.Items ?? []).map((sensor) => ({
        value: sensor.Code,
        label: `${sensor.Name} (${sensor.Unit})`,
        keywords: [sensor.Code, sensor.Category],
      })),
    [catalogue.data],
  );

  const submit = form.handleSubmit(async (values) => {
    try {
      await register.mutateAsync(values);
      setRegistered({ ...values, Serial: values.Serial.trim() });
    } catch {
      // Shown in the form (the mutation keeps the failure).
    }
  });

  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('register.title')}
      description={registered ? undefined : t('register.description')}
      size="lg"
      busy={register.isPending}
    >
      {registered ? (
        <RegisteredPanel
          serial={registered.Serial}
          sensors={registered.Sensors}
          origin={origin}
          onAnother={() => {
            register.reset();
            form.reset();
            setRegistered(null);
          }}
          onDone={onClose}
        />
      ) : (
        <form
          noValidate
          aria-label={t('register.title')}
          data-testid="register-instrument-form"
          className="flex flex-col gap-4"
          onSubmit={(event) => void submit(event)}
        >
          {register.error ? (
            <InlineNotification
              kind="error"
              title={errorMessage(register.error, t('register.action'))}
            />
          ) : null}
          <FormField
            label={t('register.serial')}
            required
            helperText={t('register.serialHelp')}
            error={form.formState.errors.Serial?.message}
          >
            <TextInput autoComplete="off" spellCheck={false} {...form.register('Serial')} />
          </FormField>
          <FormField
            label={t('register.name')}
            required
            error={form.formState.errors.Name?.message}
          >
            <TextInput autoComplete="off" {...form.register('Name')} />
          </FormField>
          <FormField
            label={t('register.model')}
            required
            error={form.formState.errors.Model?.message}
          >
            <TextInput autoComplete="off" {...form.register('Model')} />
          </FormField>
          {catalogue.error ? (
            <InlineNotification
              kind="error"
              title={t('register.catalogueFailed')}
              text={errorMessage(catalogue.error, t('register.action'))}
            />
          ) : null}
          <Controller
            control={form.control}
            name="Sensors"
            render={({ field, fieldState }) => (
              <FormField
                label={t('register.sensors')}
                required
                helperText={t('register.sensorsHelp')}
                error={fieldState.error?.message}
              >
                <MultiSelect
                  options={options}
                  value={field.value}
                  onValueChange={field.onChange}
                  onBlur={field.onBlur}
                  loading={catalogue.isPending}
                  placeholder={t('register.sensorsPlaceholder')}
                  data-testid="register-sensors"
                />
              </FormField>
            )}
          />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="secondary"
              disabled={register.isPending}
              onClick={onClose}
            >
              {t('cancel')}
            </Button>
            <Button type="submit" loading={register.isPending}>
              {t('register.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}

/** After registering: the ingestion address, an example body and a one-time API key. */
export function RegisteredPanel({
  serial,
  sensors,
  origin,
  onAnother,
  onDone,
}: {
  serial: string;
  sensors: readonly string[];
  origin: string;
  onAnother: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('locations');
  const errorMessage = useUserErrorMessage();
  const createKey = useCreateApiKey();
  const url = ingestionUrl(origin, serial);
  const example = JSON.stringify(
    {
      Readings: [{ Time: '2026-11-25T12:00:00Z', Sensor: sensors[0] ?? 'PM10', Value: 12.5 }],
    },
    null,
    2,
  );

  return (
    <section
      aria-labelledby="registered-title"
      data-testid="register-instrument-success"
      className="flex flex-col gap-4"
    >
      <InlineNotification kind="success" title={t('register.registered', { serial })} />
      <div className="flex flex-col gap-2">
        <h3 id="registered-title" className="font-semibold">
          {t('register.sendTitle')}
        </h3>
        <p className="text-text-muted">{t('register.sendText')}</p>
        <span className="text-sm font-medium">{t('register.url')}</span>
        <code
          data-testid="ingestion-url"
          className="bg-surface-sunken border-border rounded-control border px-3 py-2 font-mono text-sm break-all"
        >
          POST {url}
        </code>
        <span className="text-sm font-medium">{t('register.header')}</span>
        <code className="bg-surface-sunken border-border rounded-control border px-3 py-2 font-mono text-sm break-all">
          Authorization: Bearer &lt;{t('register.apiKeyTitle')}&gt;
        </code>
        <span className="text-sm font-medium">{t('register.example')}</span>
        <pre className="bg-surface-sunken border-border rounded-control overflow-x-auto border px-3 py-2 font-mono text-xs">
          {example}
        </pre>
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('register.apiKeyTitle')}</h3>
        <p className="text-text-muted">{t('register.apiKeyText')}</p>
        {createKey.error ? (
          <InlineNotification
            kind="error"
            title={errorMessage(createKey.error, t('register.keyAction'))}
          />
        ) : null}
        {createKey.isPending || createKey.data ? (
          <OneTimeKey apiKey={createKey.data?.ApiKey ?? null} />
        ) : (
          <div>
            <Button
              variant="secondary"
              onClick={() => createKey.mutate({ Label: t('register.keyLabel', { serial }) })}
            >
              <KeyRound aria-hidden="true" className="size-4" />
              {t('register.createKey')}
            </Button>
          </div>
        )}
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onAnother}>
          {t('register.another')}
        </Button>
        <Button onClick={onDone}>{t('register.done')}</Button>
      </div>
    </section>
  );
}

/** A key shown this once, with Copy ("Copied" for 3 s) and the warning that it is not shown again. */
function OneTimeKey({ apiKey }: { apiKey: string | null }) {
  const { t } = useTranslation('locations');
  return (
    <div className="flex flex-col gap-2">
      <OneTimeSecret
        secret={apiKey}
        testId="instrument-api-key"
        labels={{
          copy: t('register.copy'),
          copied: t('register.copied'),
          copyFailed: t('register.copyFailed'),
          shownOnceTitle: t('register.shownOnceTitle'),
          shownOnce: t('register.shownOnce'),
        }}
      />
    </div>
  );
}

import { HttpError, STATUS_MESSAGES } from '@aq/api';
import { useCreateGlobalNotification } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { DatePicker } from '@aq/ui/date-picker';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { TextInput } from '@aq/ui/text-input';
import { TimeInput } from '@aq/ui/time-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import {
  GLOBAL_ANNOUNCEMENT,
  globalNotificationSchema,
  validateGlobalNotification,
  type GlobalNotificationErrors,
} from '@aq/validation/notification';
import type { RichTextDocument } from '@aq/validation/rich-text';
import { useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useUserErrorMessage } from '../../lib/user-error';
import { createdAtFields, createdAtValue, formatCreatedAt, zoneLabel } from './created-at';
import { NotificationMessagePreview } from './notification-preview';
import { RichTextEditor } from './rich-text-editor';
import { EMPTY_MESSAGE } from './rich-text-editor-model';
import type { CalendarDay } from '@aq/validation/date-range';

/** The values of the form: the title, the message's tokens and 'Created at' on the user's clock. */
export interface CreateNotificationValues {
  Title: string;
  Message: RichTextDocument;
  day: CalendarDay | null;
  time: string | null;
}

/** The body of POST /v0.1/notifications/global the values make. */
export function notificationBody(values: CreateNotificationValues, timeZone: string) {
  return {
    Title: values.Title.trim(),
    Message: JSON.stringify(values.Message),
    Type: GLOBAL_ANNOUNCEMENT,
    CreatedAt: createdAtValue(values, timeZone),
  };
}

/** Which form field shows each rule's failure ('Created at' is shown under the day). */
const FIELD_OF: Record<keyof GlobalNotificationErrors, keyof CreateNotificationValues | null> = {
  Title: 'Title',
  Message: 'Message',
  CreatedAt: 'day',
  Type: null,
};

/**
 * The form's resolver: the values become the request body and go through @aq/validation's
 * globalNotificationSchema (title, message of version 1 with http links only, created-at), so
 * the form refuses exactly what the server would.
 */
export function createNotificationResolver(timeZone: string): Resolver<CreateNotificationValues> {
  return (values) => {
    const body = notificationBody(values, timeZone);
    const parsed = globalNotificationSchema.safeParse(body);
    if (parsed.success) return { values, errors: {} };
    const errors: FieldErrors<CreateNotificationValues> = {};
    for (const [rule, error] of Object.entries(validateGlobalNotification(body))) {
      const field = FIELD_OF[rule as keyof GlobalNotificationErrors];
      if (field && error) errors[field] = { type: error.code, message: error.message };
    }
    return { values: {}, errors };
  };
}

/** What the form is doing (spec 03 §4: view, editing, saving, success modal, then reset). */
export type CreateFormState = 'view' | 'editing' | 'saving' | 'success';

/** The failure of a creation as the spec shows it: 'Error {status} {statusText}' and the reason. */
function failureTitle(error: unknown, fallback: string): string {
  if (!(error instanceof HttpError)) return fallback;
  // HTTP/2 answers carry no reason phrase: the standard text of the status stands in for it.
  const statusText = error.statusText || STATUS_MESSAGES[error.status] || '';
  return `Error ${error.status} ${statusText}`.trim();
}

/**
 * 'Create global notification' (spec 03 §2, §4, §5, §8): title, the rich-text message and
 * 'Created at' (now by default, on the user's clock with the zone labelled), with a live preview
 * as the bell will show it. Create sends it (tried again twice after a network failure or a 5xx);
 * a failure shows 'Error {status} {statusText}' in a red box with the server's messages; success
 * opens 'Successfully created notification.', and closing it resets the form.
 */
export function CreateNotificationForm({
  now,
  timeZone,
  locale,
}: {
  /** The clock 'Created at' starts from (fixed in stories). */
  now: () => number;
  /** The user's IANA time zone. */
  timeZone: string;
  /** The user's locale, for dates. */
  locale: string;
}) {
  const { t } = useTranslation('global-notifications');
  const { validationMessage } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const create = useCreateGlobalNotification();
  const [failure, setFailure] = useState<unknown>(null);
  const [succeeded, setSucceeded] = useState(false);
  const titleRef = useRef<HTMLInputElement | null>(null);
  const fresh = (): CreateNotificationValues => ({
    Title: '',
    Message: EMPTY_MESSAGE,
    ...createdAtFields(now(), timeZone),
  });
  const resolver = useMemo(() => createNotificationResolver(timeZone), [timeZone]);
  const form = useForm<CreateNotificationValues>({
    resolver,
    defaultValues: fresh(),
    // Rules speak after the first Create, then follow each change (not on leaving a field, so the
    // title focused after a reset does not complain when the user moves on).
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const values = useWatch({ control: form.control }) as CreateNotificationValues;
  const body = notificationBody(values, timeZone);
  const problems = validateGlobalNotification(body);
  const { errors, isDirty } = form.formState;
  const shown = (field: keyof CreateNotificationValues, rule: keyof GlobalNotificationErrors) => {
    const problem = problems[rule];
    return errors[field] && problem ? validationMessage(problem) : undefined;
  };
  const instant = body.CreatedAt ? Date.parse(body.CreatedAt) : now();
  const zone = zoneLabel(instant, timeZone);

  const state: CreateFormState = succeeded
    ? 'success'
    : create.isPending
      ? 'saving'
      : isDirty
        ? 'editing'
        : 'view';

  const submit = form.handleSubmit(async (draft) => {
    setFailure(null);
    try {
      await create.mutateAsync(notificationBody(draft, timeZone));
      setSucceeded(true);
    } catch (error) {
      setFailure(error);
    }
  });

  function reset() {
    form.reset(fresh());
    setFailure(null);
    create.reset();
  }

  function closeSuccess() {
    setSucceeded(false);
    reset();
    // Back to the start of the form for the next notification.
    setTimeout(() => titleRef.current?.focus(), 0);
  }

  const saving = state === 'saving';
  const previewTime = body.CreatedAt ? formatCreatedAt(body.CreatedAt, timeZone, locale) : null;

  return (
    <section
      aria-labelledby="create-notification-heading"
      data-testid="create-notification"
      data-state={state}
      className="flex flex-col gap-4"
    >
      <h2 id="create-notification-heading" className="text-xl font-semibold">
        {t('create.title')}
      </h2>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <form
          noValidate
          className="flex min-w-0 flex-col gap-4"
          onSubmit={(event) => void submit(event)}
          aria-label={t('create.title')}
        >
          <Controller
            control={form.control}
            name="Title"
            render={({ field }) => (
              <FormField label={t('create.titleLabel')} required error={shown('Title', 'Title')}>
                <TextInput
                  {...field}
                  ref={(element) => {
                    field.ref(element);
                    titleRef.current = element;
                  }}
                  disabled={saving}
                  maxLength={500}
                  data-testid="notification-title"
                />
              </FormField>
            )}
          />
          <Controller
            control={form.control}
            name="Message"
            render={({ field }) => (
              <FormField
                label={t('create.messageLabel')}
                required
                error={shown('Message', 'Message')}
                helperText={t('create.messageHelp')}
              >
                {(control) => (
                  <RichTextEditor
                    {...control}
                    label={t('create.messageLabel')}
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    disabled={saving}
                    placeholder={t('create.messagePlaceholder')}
                  />
                )}
              </FormField>
            )}
          />
          <fieldset className="flex min-w-0 flex-col gap-2" disabled={saving}>
            <legend className="mb-1 text-sm font-medium">
              {t('create.createdAt')}
              <span aria-hidden="true" className="text-danger ms-0.5">
                *
              </span>
            </legend>
            <div className="grid gap-4 sm:grid-cols-2">
              <Controller
                control={form.control}
                name="day"
                render={({ field }) => (
                  <DatePicker
                    label={t('create.day')}
                    value={field.value}
                    onValueChange={(day) => {
                      field.onChange(day);
                      field.onBlur();
                    }}
                    required
                    disabled={saving}
                    error={shown('day', 'CreatedAt')}
                  />
                )}
              />
              <Controller
                control={form.control}
                name="time"
                render={({ field }) => (
                  <FormField label={t('create.time')} required>
                    <TimeInput
                      value={field.value}
                      onValueChange={(time) => field.onChange(time)}
                      onBlur={field.onBlur}
                      disabled={saving}
                      data-testid="notification-time"
                    />
                  </FormField>
                )}
              />
            </div>
            <p className="text-text-muted text-sm" data-testid="notification-zone">
              {t('create.zone', { zone })}
            </p>
          </fieldset>

          {failure ? (
            <InlineNotification
              kind="error"
              className="border-danger bg-danger/10"
              title={failureTitle(failure, t('create.failed'))}
              text={errorMessage(failure, t('create.action'))}
              data-testid="create-notification-error"
            />
          ) : null}

          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button
              type="button"
              variant="secondary"
              disabled={!isDirty || saving}
              onClick={reset}
              data-testid="notification-clear"
            >
              {t('create.clear')}
            </Button>
            <Button type="submit" loading={saving} data-testid="notification-create">
              {t('create.submit')}
            </Button>
          </div>
        </form>

        <section
          aria-labelledby="notification-preview-heading"
          className="border-border bg-surface-raised rounded-card flex min-w-0 flex-col gap-2 self-start border p-4"
          data-testid="notification-preview"
        >
          <h3 id="notification-preview-heading" className="text-text-muted text-sm font-medium">
            {t('create.preview')}
          </h3>
          {body.Title || problems.Message === undefined ? (
            <div className="flex flex-col gap-1">
              <p className="text-sm font-semibold break-words">
                {body.Title || t('create.untitled')}
              </p>
              <NotificationMessagePreview message={values.Message} testId="preview-message" />
              {previewTime ? (
                <p className="text-text-muted text-xs">
                  <time dateTime={body.CreatedAt}>
                    {previewTime.text} {previewTime.zone}
                  </time>
                </p>
              ) : null}
            </div>
          ) : (
            <p className="text-text-muted text-sm">{t('create.previewEmpty')}</p>
          )}
        </section>
      </div>

      <Modal
        open={succeeded}
        onOpenChange={(open) => (open ? undefined : closeSuccess())}
        title={t('create.successTitle')}
        data-testid="create-notification-success"
      >
        <p>{t('create.success')}</p>
        <div className="flex justify-end">
          <Button onClick={closeSuccess} data-testid="create-notification-success-ok">
            {t('create.ok')}
          </Button>
        </div>
      </Modal>
    </section>
  );
}

import { Button } from '@aq/ui/button';
import { DataTable, type DataTableProps } from '@aq/ui/data-table';
import { FormField } from '@aq/ui/form-field';
import { IconButton } from '@aq/ui/icon-button';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { countryOptionLabel, countrySelectVariants } from '@aq/ui/phone-input';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import type { ValidationError } from '@aq/validation/messages';
import {
  DEFAULT_PHONE_COUNTRY,
  listPhoneCountries,
  type ParsedPhone,
  type PhoneCountry,
} from '@aq/validation/phone';
import {
  MAX_EMAIL_RECIPIENTS,
  MAX_PHONE_RECIPIENTS,
  parseEmailRecipients,
  parsePhoneRecipients,
} from '@aq/validation/recipients';
import { ChevronDown, Plus, Trash2 } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useUserErrorMessage } from '../../../lib/user-error';
import { recipientErrorTexts } from './recipient-errors';

type CountryCode = PhoneCountry['isoCode'];

/**
 * What a recipient table does with a change: the parent keeps the list. It may answer a promise
 * (the Actions page saves at once): while it runs the modal is busy, and a rejection keeps the
 * modal open with 'Error updating alert' and the server's messages.
 */
export type RecipientsChange<T> = (next: T[]) => void | Promise<unknown>;

/** An alert's e-mail recipients: the address of each, Remove per row and Add through a modal. */
export function EmailRecipientsTable({
  emails,
  onChange,
  readOnly = false,
}: {
  emails: readonly string[];
  onChange: RecipientsChange<string>;
  /** Shows the list only (no Add, no Remove). */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('alerts');
  const [adding, setAdding] = useState(false);
  const rows = useMemo(() => emails.map((email) => ({ email })), [emails]);
  const columns = useMemo<DataTableProps<{ email: string }>['columns']>(
    () => [
      { id: 'email', header: t('recipients.email.column'), accessorKey: 'email' },
      ...removeColumn<{ email: string }>(
        readOnly,
        t('recipients.actions'),
        (row) => t('recipients.email.remove', { email: row.email }),
        (row) => onChange(emails.filter((email) => email !== row.email)),
      ),
    ],
    [t, readOnly, emails, onChange],
  );
  return (
    <RecipientsSection
      title={t('recipients.email.title')}
      count={emails.length}
      max={MAX_EMAIL_RECIPIENTS}
      testId="email-recipients"
    >
      <DataTable<{ email: string }>
        caption={t('recipients.email.title')}
        columns={columns}
        data={rows}
        getRowId={(row) => row.email}
        rowHeader="email"
        searchable={false}
        toolbar={
          readOnly ? undefined : (
            <Button variant="secondary" onClick={() => setAdding(true)} data-testid="add-emails">
              <Plus aria-hidden="true" className="size-4" />
              {t('recipients.email.add')}
            </Button>
          )
        }
        emptyTitle={t('recipients.email.empty')}
        noResultsTitle={t('recipients.email.empty')}
        stateHeadingLevel={3}
      />
      {adding ? (
        <AddEmailsModal emails={emails} onChange={onChange} onClose={() => setAdding(false)} />
      ) : null}
    </RecipientsSection>
  );
}

/** An alert's SMS recipients: the number and its country, Remove per row and Add through a modal. */
export function SmsRecipientsTable({
  phoneNumbers,
  onChange,
  readOnly = false,
}: {
  phoneNumbers: readonly ParsedPhone[];
  onChange: RecipientsChange<ParsedPhone>;
  /** Shows the list only (no Add, no Remove). */
  readOnly?: boolean;
}) {
  const { t } = useTranslation('alerts');
  const { locale } = useUiStrings();
  const [adding, setAdding] = useState(false);
  const columns = useMemo<DataTableProps<ParsedPhone>['columns']>(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'code' });
    return [
      {
        id: 'phone',
        header: t('recipients.sms.column'),
        accessorKey: 'e164',
        cell: ({ row }) => <span className="tabular-nums">{row.original.e164}</span>,
      },
      {
        id: 'country',
        header: t('recipients.sms.country'),
        accessorFn: (row) => names.of(row.country) ?? row.country,
      },
      ...removeColumn<ParsedPhone>(
        readOnly,
        t('recipients.actions'),
        (row) => t('recipients.sms.remove', { phone: row.e164 }),
        (row) => onChange(phoneNumbers.filter((phone) => phone.e164 !== row.e164)),
      ),
    ];
  }, [t, locale, readOnly, phoneNumbers, onChange]);
  return (
    <RecipientsSection
      title={t('recipients.sms.title')}
      count={phoneNumbers.length}
      max={MAX_PHONE_RECIPIENTS}
      testId="sms-recipients"
    >
      <DataTable<ParsedPhone>
        caption={t('recipients.sms.title')}
        columns={columns}
        data={[...phoneNumbers]}
        getRowId={(row) => row.e164}
        rowHeader="phone"
        searchable={false}
        toolbar={
          readOnly ? undefined : (
            <Button variant="secondary" onClick={() => setAdding(true)} data-testid="add-phones">
              <Plus aria-hidden="true" className="size-4" />
              {t('recipients.sms.add')}
            </Button>
          )
        }
        emptyTitle={t('recipients.sms.empty')}
        noResultsTitle={t('recipients.sms.empty')}
        stateHeadingLevel={3}
      />
      {adding ? (
        <AddPhonesModal
          phoneNumbers={phoneNumbers}
          onChange={onChange}
          onClose={() => setAdding(false)}
        />
      ) : null}
    </RecipientsSection>
  );
}

function RecipientsSection({
  title,
  count,
  max,
  testId,
  children,
}: {
  title: string;
  count: number;
  max: number;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('alerts');
  return (
    <section className="flex min-w-0 flex-col gap-2" data-testid={testId} aria-label={title}>
      <div className="flex items-baseline justify-between gap-2">
        <h3 className="text-base font-semibold">{title}</h3>
        <span className="text-text-muted text-sm tabular-nums">
          {t('recipients.count', { count, max })}
        </span>
      </div>
      {children}
    </section>
  );
}

// The Remove button of each row; none when the table is read only.
function removeColumn<T>(
  readOnly: boolean,
  header: string,
  label: (row: T) => string,
  remove: (row: T) => void | Promise<unknown>,
): DataTableProps<T>['columns'] {
  if (readOnly) return [];
  return [
    {
      id: 'remove',
      header: () => <span className="sr-only">{header}</span>,
      enableSorting: false,
      meta: { searchable: false },
      cell: ({ row }) => (
        <RemoveButton label={label(row.original)} onRemove={() => remove(row.original)} />
      ),
    },
  ];
}

function RemoveButton({
  label,
  onRemove,
}: {
  label: string;
  onRemove: () => void | Promise<unknown>;
}) {
  const [busy, setBusy] = useState(false);
  return (
    <div className="flex justify-end">
      <IconButton
        label={label}
        icon={<Trash2 />}
        variant="danger"
        size="sm"
        loading={busy}
        onClick={() => {
          const pending = onRemove();
          if (!pending) return;
          setBusy(true);
          // The page that saves shows its own failure; the row only stops spinning.
          void Promise.resolve(pending).then(
            () => setBusy(false),
            () => setBusy(false),
          );
        }}
      />
    </div>
  );
}

/** The messages of the add input, each with the entry it is about. */
function InputErrors({ errors }: { errors: readonly ValidationError[] }) {
  const { validationMessage } = useUiStrings();
  const texts = recipientErrorTexts(errors, validationMessage);
  if (texts.length === 0) return null;
  if (texts.length === 1) return <>{texts[0]}</>;
  return (
    <ul className="flex flex-col gap-0.5">
      {texts.map((text) => (
        <li key={text}>{text}</li>
      ))}
    </ul>
  );
}

/** Runs a change that may be a save; a failure stays in the modal. */
function useRecipientsSave<T>(onChange: RecipientsChange<T>, onClose: () => void) {
  const { t } = useTranslation('alerts');
  const errorMessage = useUserErrorMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const save = async (next: T[]) => {
    setFailure(null);
    const pending = onChange(next);
    if (!pending) {
      onClose();
      return;
    }
    setBusy(true);
    try {
      await pending;
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t('updateAction')));
    } finally {
      setBusy(false);
    }
  };
  const banner = failure ? (
    <InlineNotification kind="error" title={t('updateError')} text={failure} />
  ) : null;
  return { busy, save, banner };
}

function AddEmailsModal({
  emails,
  onChange,
  onClose,
}: {
  emails: readonly string[];
  onChange: RecipientsChange<string>;
  onClose: () => void;
}) {
  const { t } = useTranslation('alerts');
  const [input, setInput] = useState('');
  const parsed = useMemo(() => parseEmailRecipients(input, emails), [input, emails]);
  const { busy, save, banner } = useRecipientsSave(onChange, onClose);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('recipients.email.addTitle')}
      description={t('recipients.email.addText', { max: MAX_EMAIL_RECIPIENTS })}
      primaryLabel={t('recipients.addConfirm')}
      primaryDisabled={!parsed.canAdd}
      onPrimary={() => void save([...emails, ...parsed.emails])}
      busy={busy}
      data-testid="add-emails-modal"
    >
      {banner}
      <FormField
        label={t('recipients.email.input')}
        helperText={t('recipients.separator')}
        error={parsed.errors.length > 0 ? <InputErrors errors={parsed.errors} /> : undefined}
      >
        <TextInput
          type="text"
          inputMode="email"
          autoComplete="off"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          data-testid="add-emails-input"
        />
      </FormField>
    </Modal>
  );
}

function AddPhonesModal({
  phoneNumbers,
  onChange,
  onClose,
}: {
  phoneNumbers: readonly ParsedPhone[];
  onChange: RecipientsChange<ParsedPhone>;
  onClose: () => void;
}) {
  const { t } = useTranslation('alerts');
  const { locale } = useUiStrings();
  const countries = useMemo(() => listPhoneCountries(locale), [locale]);
  const [country, setCountry] = useState<CountryCode>(DEFAULT_PHONE_COUNTRY);
  const [input, setInput] = useState('');
  const parsed = useMemo(
    () =>
      parsePhoneRecipients(
        input,
        country,
        phoneNumbers.map((phone) => phone.e164),
      ),
    [input, country, phoneNumbers],
  );
  const { busy, save, banner } = useRecipientsSave(onChange, onClose);
  return (
    <Modal
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('recipients.sms.addTitle')}
      description={t('recipients.sms.addText', { max: MAX_PHONE_RECIPIENTS })}
      primaryLabel={t('recipients.addConfirm')}
      primaryDisabled={!parsed.canAdd}
      onPrimary={() => void save([...phoneNumbers, ...parsed.phoneNumbers])}
      busy={busy}
      data-testid="add-phones-modal"
    >
      {banner}
      <FormField label={t('recipients.sms.countryInput')}>
        {(control) => (
          <div className="relative">
            <select
              {...control}
              className={countrySelectVariants()}
              value={country}
              onChange={(event) => setCountry(event.target.value as CountryCode)}
              data-testid="add-phones-country"
            >
              {countries.map((option) => (
                <option key={option.isoCode} value={option.isoCode}>
                  {countryOptionLabel(option)}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden="true"
              className="text-text-muted pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2"
            />
          </div>
        )}
      </FormField>
      <FormField
        label={t('recipients.sms.input')}
        helperText={t('recipients.separator')}
        error={parsed.errors.length > 0 ? <InputErrors errors={parsed.errors} /> : undefined}
      >
        <TextInput
          type="tel"
          autoComplete="off"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          data-testid="add-phones-input"
        />
      </FormField>
    </Modal>
  );
}

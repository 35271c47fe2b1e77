import type { CurrentUser } from '@aq/api';
import { useChangeCulture, useUpdateUser } from '@aq/api/react';
import { EditableCard } from '@aq/ui/editable-card';
import { FormField } from '@aq/ui/form-field';
import { Select } from '@aq/ui/select';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import { isSupportedLocale, type SupportedLocale } from '@aq/validation/locale';
import { validateFullName, validateJobTitle } from '@aq/validation/profile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { useLocale } from '../../lib/locale';
import { useUserErrorMessage } from '../../lib/user-error';
import { localeOptions } from './profile-logic';

interface InformationDraft {
  fullName: string;
  preferredName: string;
  jobTitle: string;
  locale: SupportedLocale;
}

function draftOf(user: CurrentUser): InformationDraft {
  return {
    fullName: user.FullName,
    preferredName: user.PreferredName ?? '',
    jobTitle: user.JobTitle ?? '',
    locale: isSupportedLocale(user.Locale) ? user.Locale : 'en',
  };
}

/**
 * 'Your information' (projects §2, §5): full name and job title required, preferred name optional,
 * and the locale among the 13 of the profile, named in the UI language. Save sends the profile
 * update; a changed locale is then also posted as the culture change and the UI switches to its
 * language (en-GB reads English, pt-BR Portuguese, ru falls back to English). While impersonating
 * the culture is not posted (the server refuses it: the user's reading language is theirs); the
 * page still follows the saved locale. A refused save shows 'Update failed' with the server's
 * messages.
 */
export function InformationCard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('profile');
  const { validationMessage } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const { setLocale } = useLocale();
  const update = useUpdateUser();
  const culture = useChangeCulture();
  const options = useMemo(() => localeOptions(i18n.language), [i18n.language]);
  const labelOf = (locale: string) =>
    options.find((option) => option.value === locale)?.label ?? locale;
  const value = draftOf(user);

  return (
    <EditableCard<InformationDraft>
      title={t('info.title')}
      value={value}
      data-testid="profile-information"
      isValid={(draft) =>
        validateFullName(draft.fullName) === null && validateJobTitle(draft.jobTitle) === null
      }
      saveErrorTitle={t('info.updateFailed')}
      errorMessage={(failure) => errorMessage(failure, t('info.updateAction'))}
      onSave={async (draft) => {
        await update.mutateAsync({
          userId: user.Id,
          body: {
            FullName: draft.fullName.trim(),
            PreferredName: draft.preferredName.trim() || null,
            JobTitle: draft.jobTitle.trim(),
            Locale: draft.locale,
            Email: user.EmailAddress,
            PhoneNumber: user.PhoneNumber,
          },
        });
        if (draft.locale !== value.locale) {
          if (!user.ImpersonatedBy) await culture.mutateAsync(draft.locale);
          setLocale(draft.locale);
        }
        confirmChange(t('info.saved'));
      }}
      renderView={(current) => (
        <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm @sm:grid-cols-[max-content_1fr] @sm:gap-y-2">
          <dt className="text-text-muted">{t('info.fullName')}</dt>
          <dd data-testid="profile-full-name" className="mb-2 @sm:mb-0">
            {current.fullName}
          </dd>
          <dt className="text-text-muted">{t('info.preferredName')}</dt>
          <dd data-testid="profile-preferred-name" className="mb-2 @sm:mb-0">
            {current.preferredName || <span className="text-text-muted">{t('info.notSet')}</span>}
          </dd>
          <dt className="text-text-muted">{t('info.jobTitle')}</dt>
          <dd data-testid="profile-job-title" className="mb-2 @sm:mb-0">
            {current.jobTitle}
          </dd>
          <dt className="text-text-muted">{t('info.locale')}</dt>
          <dd data-testid="profile-locale">{labelOf(current.locale)}</dd>
        </dl>
      )}
      renderEdit={({ draft, setDraft, disabled }) => {
        const fullNameError = validateFullName(draft.fullName);
        const jobTitleError = validateJobTitle(draft.jobTitle);
        return (
          <>
            <FormField
              label={t('info.fullName')}
              required
              error={fullNameError ? validationMessage(fullNameError) : undefined}
            >
              <TextInput
                value={draft.fullName}
                maxLength={200}
                autoComplete="name"
                disabled={disabled}
                data-testid="profile-full-name-input"
                onChange={(event) => setDraft({ ...draft, fullName: event.target.value })}
              />
            </FormField>
            <FormField label={t('info.preferredName')}>
              <TextInput
                value={draft.preferredName}
                maxLength={200}
                autoComplete="nickname"
                disabled={disabled}
                data-testid="profile-preferred-name-input"
                onChange={(event) => setDraft({ ...draft, preferredName: event.target.value })}
              />
            </FormField>
            <FormField
              label={t('info.jobTitle')}
              required
              error={jobTitleError ? validationMessage(jobTitleError) : undefined}
            >
              <TextInput
                value={draft.jobTitle}
                maxLength={200}
                autoComplete="organization-title"
                disabled={disabled}
                data-testid="profile-job-title-input"
                onChange={(event) => setDraft({ ...draft, jobTitle: event.target.value })}
              />
            </FormField>
            <FormField label={t('info.locale')} required>
              <Select
                value={draft.locale}
                disabled={disabled}
                data-testid="profile-locale-select"
                options={options}
                onValueChange={(locale) =>
                  isSupportedLocale(locale) ? setDraft({ ...draft, locale }) : undefined
                }
              />
            </FormField>
          </>
        );
      }}
    />
  );
}

import { localeForLanguage } from '@aq/api';
import { useChangeLanguage, useCurrentUser } from '@aq/api/react';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Modal } from '@aq/ui/modal';
import { RadioGroup } from '@aq/ui/radio-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, languageOf, type Language } from '../i18n';
import { useLocale } from '../lib/locale';
import { useUserErrorMessage } from '../lib/user-error';

/**
 * The user menu's language choice (until the profile screen exists), shaped like the theme modal:
 * a language applies to the page at once as a preview; Confirm stores it as the user's Locale,
 * keeping the region of a Locale of the same language (pt-BR stays pt-BR), and Cancel or closing
 * goes back. A failed save shows the server's message in the previous language. While
 * impersonating, the choice applies to this browser only: the user's Locale is theirs.
 * Mount it when it opens, so it starts from the language in effect.
 */
export function LanguageModal({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('shell');
  const { locale, setLocale } = useLocale();
  const user = useCurrentUser();
  const change = useChangeLanguage();
  const errorMessage = useUserErrorMessage();
  const [saved] = useState(locale);
  const [choice, setChoice] = useState<Language>(languageOf(locale));
  const impersonating = Boolean(user.data?.ImpersonatedBy);
  const localeOf = (language: Language) => localeForLanguage(user.data?.Locale ?? saved, language);

  function preview(language: Language) {
    change.reset();
    setChoice(language);
    setLocale(localeOf(language), { preview: true });
  }

  function close() {
    setLocale(saved, { preview: true });
    onOpenChange(false);
  }

  function confirm() {
    if (impersonating) {
      setLocale(localeOf(choice));
      onOpenChange(false);
      return;
    }
    change.mutate(choice, {
      onSuccess: (updated) => {
        setLocale(updated.Locale);
        onOpenChange(false);
      },
      onError: () => {
        setLocale(saved, { preview: true });
        setChoice(languageOf(saved));
      },
    });
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('language.title')}
      primaryLabel={t('language.confirm')}
      onPrimary={confirm}
      busy={change.isPending}
    >
      <RadioGroup
        label={t('language.label')}
        value={choice}
        onValueChange={(value) => preview(languageOf(value))}
        options={LANGUAGES.map((language) => ({
          value: language,
          label: <span lang={language}>{LANGUAGE_NAMES[language]}</span>,
        }))}
        error={change.error ? errorMessage(change.error, t('language.action')) : undefined}
      />
      {impersonating ? (
        <InlineNotification kind="info" title={t('language.impersonating')} />
      ) : null}
    </Modal>
  );
}

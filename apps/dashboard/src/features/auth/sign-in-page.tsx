import { HttpError, localeForLanguage } from '@aq/api';
import { useSignIn } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Select } from '@aq/ui/select';
import { TextInput } from '@aq/ui/text-input';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { LANGUAGE_NAMES, LANGUAGES, languageOf, type Language } from '../../i18n';
import { useAppConfig } from '../../lib/app-config';
import { useLocale } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/use-document-title';
import { safeReturnTo } from './sign-in-path';
import { SkipLink } from '../../shell/skip-link';

/**
 * Sign-in (ours; the spec does not show it): username or e-mail and password. A wrong password
 * says so; repeated failures get the rate-limit message. The username has focus on load and a
 * skip link leads to the form. A language picked here is sent with the sign-in and stored as the
 * user's Locale; without a pick, the user's stored Locale applies. Then the page they asked for
 * opens.
 */
export function SignInPage() {
  const { t, i18n } = useTranslation('shell');
  const { ProductName } = useAppConfig();
  const { locale, setLocale } = useLocale();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const returnTo = safeReturnTo(new URLSearchParams(useSearch()).get('returnTo'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  // Only a language picked on this visit is the user's choice: the page's starting language may
  // be the browser's last user's, which must not overwrite the Locale of whoever signs in now.
  const [chosenLanguage, setChosenLanguage] = useState<Language | null>(null);
  const usernameInput = useRef<HTMLInputElement>(null);
  useDocumentTitle({ section: t('signIn.title') });

  // The page has one task, so it starts in its first field.
  useEffect(() => {
    usernameInput.current?.focus();
  }, []);

  const signIn = useSignIn();

  // A signed-out visit starts from a clean cache (a previous user's data must not show).
  useEffect(() => {
    queryClient.clear();
  }, [queryClient]);

  const usernameError = touched && !username.trim() ? t('signIn.usernameRequired') : undefined;
  const passwordError = touched && !password ? t('signIn.passwordRequired') : undefined;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (!username.trim() || !password || signIn.isPending) return;
    signIn.mutate(
      {
        Username: username.trim(),
        Password: password,
        ...(chosenLanguage ? { Language: chosenLanguage } : {}),
      },
      {
        onSuccess: ({ User }) => {
          setLocale(User.Locale);
          navigate(returnTo, { replace: true });
        },
      },
    );
  }

  const failure = signIn.error;
  const failureText =
    failure instanceof HttpError && failure.status === 401
      ? t('signIn.wrongCredentials')
      : failure instanceof HttpError && failure.status === 429
        ? t('signIn.rateLimited')
        : failure
          ? t('errors.generic', { action: t('signIn.action') })
          : null;

  return (
    <>
      <SkipLink targetId="sign-in-form">{t('skipLink.signIn')}</SkipLink>
      <main className="bg-surface-sunken flex min-h-screen items-center justify-center p-4">
        <div className="bg-surface-raised border-border rounded-card w-full max-w-sm border p-8 shadow-sm">
          <p className="text-text-muted text-sm font-medium">{ProductName}</p>
          <h1 className="mt-1 mb-6 text-2xl font-semibold">{t('signIn.title')}</h1>
          <form
            id="sign-in-form"
            tabIndex={-1}
            aria-label={t('signIn.title')}
            className="flex flex-col gap-4 focus:outline-none"
            onSubmit={submit}
            noValidate
          >
            {failureText ? (
              <InlineNotification kind="error" title={failureText} data-testid="sign-in-error" />
            ) : null}
            <FormField label={t('signIn.username')} error={usernameError} required>
              <TextInput
                ref={usernameInput}
                name="username"
                autoComplete="username"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
              />
            </FormField>
            <FormField label={t('signIn.password')} error={passwordError} required>
              <TextInput
                name="password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            </FormField>
            <Button type="submit" loading={signIn.isPending} className="mt-2">
              {t('signIn.submit')}
            </Button>
          </form>
          <div className="mt-6 flex items-center gap-2 text-sm">
            <span id="sign-in-language" className="text-text-muted">
              {t('signIn.language')}
            </span>
            <Select
              size="sm"
              aria-labelledby="sign-in-language"
              data-testid="language-select"
              className="w-40"
              value={languageOf(i18n.language)}
              onValueChange={(value) => {
                const language = languageOf(value);
                setChosenLanguage(language);
                setLocale(localeForLanguage(locale, language));
              }}
              options={LANGUAGES.map((language) => ({
                value: language,
                label: LANGUAGE_NAMES[language],
              }))}
            />
          </div>
        </div>
      </main>
    </>
  );
}

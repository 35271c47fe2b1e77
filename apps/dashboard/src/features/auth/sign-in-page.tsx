import { accountApi, HttpError, type CurrentUser } from '@aq/api';
import { accountKeys, useApiClient } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Select } from '@aq/ui/select';
import { TextInput } from '@aq/ui/text-input';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { LANGUAGES } from '../../i18n';
import { useAppConfig } from '../../lib/app-config';
import { useLocale } from '../../lib/locale';
import { useDocumentTitle } from '../../lib/use-document-title';
import { safeReturnTo } from './sign-in-path';

/** The language names in their own language, for the picker. */
const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  pt: 'Português',
  zh: '中文',
};

/** The locale a language choice sets (dates and numbers follow it). */
const LANGUAGE_LOCALES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'en-US',
  es: 'es',
  fr: 'fr',
  pt: 'pt',
  zh: 'zh',
};

/**
 * Sign-in (ours; the spec does not show it): username or e-mail and password. A wrong password
 * says so; repeated failures get the rate-limit message. After sign-in the user's Locale applies
 * and the page they asked for opens.
 */
export function SignInPage() {
  const { t, i18n } = useTranslation('shell');
  const { ProductName } = useAppConfig();
  const { setLocale } = useLocale();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const returnTo = safeReturnTo(new URLSearchParams(useSearch()).get('returnTo'));
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  useDocumentTitle({ section: t('signIn.title') });

  const signIn = useMutation({
    mutationFn: () =>
      client.call(accountApi.login, { body: { Username: username.trim(), Password: password } }),
    onSuccess: ({ User }: { User: CurrentUser }) => {
      queryClient.clear();
      queryClient.setQueryData(accountKeys.currentUser(), User);
      setLocale(User.Locale);
      navigate(returnTo, { replace: true });
    },
  });

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
    signIn.mutate();
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
    <main className="bg-surface-sunken flex min-h-screen items-center justify-center p-4">
      <div className="bg-surface-raised border-border rounded-card w-full max-w-sm border p-8 shadow-sm">
        <p className="text-text-muted text-sm font-medium">{ProductName}</p>
        <h1 className="mt-1 mb-6 text-2xl font-semibold">{t('signIn.title')}</h1>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          {failureText ? (
            <InlineNotification kind="error" title={failureText} data-testid="sign-in-error" />
          ) : null}
          <FormField label={t('signIn.username')} error={usernameError} required>
            <TextInput
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
            value={i18n.language}
            onValueChange={(value) =>
              setLocale(LANGUAGE_LOCALES[value as (typeof LANGUAGES)[number]])
            }
            options={LANGUAGES.map((language) => ({
              value: language,
              label: LANGUAGE_NAMES[language],
            }))}
          />
        </div>
      </div>
    </main>
  );
}

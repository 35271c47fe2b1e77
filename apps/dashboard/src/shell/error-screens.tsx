import { Button } from '@aq/ui/button';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { HOME_PATH } from '../features/auth/sign-in-path';
import type { ErrorScreenKind } from '../lib/error-screen';
import { useAppConfig } from '../lib/app-config';
import { useDocumentTitle } from '../lib/use-document-title';

const KEYS: Record<ErrorScreenKind, { code: string; title: string; text: string }> = {
  forbidden: {
    code: '403',
    title: 'errorScreens.forbiddenTitle',
    text: 'errorScreens.forbiddenText',
  },
  'not-found': {
    code: '404',
    title: 'errorScreens.notFoundTitle',
    text: 'errorScreens.notFoundText',
  },
  'server-error': {
    code: '500',
    title: 'errorScreens.serverErrorTitle',
    text: 'errorScreens.serverErrorText',
  },
  'invalid-query': {
    code: '400',
    title: 'errorScreens.invalidQueryTitle',
    text: 'errorScreens.invalidQueryText',
  },
};

/**
 * The error screens of foundation §2.5 (403 Forbidden, 404 Page not found, 500 Internal server
 * error) and the route query error "Invalid query", with the "Go back" links: the cloud home and
 * the project area.
 */
export function ErrorScreen({ kind }: { kind: ErrorScreenKind }) {
  const { t } = useTranslation('shell');
  const { SupportEmail } = useAppConfig();
  const keys = KEYS[kind];
  const title = t(keys.title);
  useDocumentTitle({ section: title });
  return (
    <section
      data-testid={`error-screen-${keys.code}`}
      aria-labelledby="error-screen-title"
      className="mx-auto flex w-full max-w-xl flex-col gap-4 px-6 py-16"
    >
      <p aria-hidden="true" className="text-text-muted text-5xl font-light tabular-nums">
        {keys.code}
      </p>
      <h1 id="error-screen-title" className="text-2xl font-semibold">
        {title}
      </h1>
      <p className="text-text-muted">
        {t(keys.text, { email: SupportEmail ?? t('errorScreens.yourAdministrator') })}
      </p>
      <nav aria-labelledby="go-back-heading" className="mt-4">
        <h2 id="go-back-heading" className="text-sm font-semibold">
          {t('errorScreens.goBack')}
        </h2>
        <ul className="mt-2 flex flex-wrap gap-2">
          <li>
            <Button asChild variant="secondary" size="sm">
              <Link href={HOME_PATH}>{t('errorScreens.home')}</Link>
            </Button>
          </li>
          <li>
            <Button asChild variant="secondary" size="sm">
              <Link href="/OneView">{t('errorScreens.projects')}</Link>
            </Button>
          </li>
        </ul>
      </nav>
    </section>
  );
}

/** The screen of an unknown route. */
export function NotFoundScreen() {
  return <ErrorScreen kind="not-found" />;
}

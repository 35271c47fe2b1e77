import { useCurrentUser } from '@aq/api/react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { AboutLayout } from './about-layout';

/** The permission that shows the build's branch and commit (foundation §2.4). */
const MANAGE_ORGANISATIONS = 'Administration__Manage_Organisations';

/**
 * About / Version (foundation §2.4): product name, copyright and the version linking to the
 * revision history; branch and commit only for organisation administrators. The values are fixed
 * at build (vite.config.ts).
 */
export default function AboutVersionPage() {
  const { t } = useTranslation('shell');
  const { ProductName } = useAppConfig();
  const user = useCurrentUser();
  const admin = user.data?.Permissions.includes(MANAGE_ORGANISATIONS) ?? false;
  return (
    <AboutLayout>
      <dl className="grid max-w-xl grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
        <dt className="text-text-muted">{t('about.product')}</dt>
        <dd data-testid="about-product">{ProductName}</dd>
        <dt className="text-text-muted">{t('about.versionLabel')}</dt>
        <dd>
          <a
            href="/revision-history.txt"
            target="_blank"
            rel="noopener noreferrer"
            className="text-interactive underline-offset-4 hover:underline"
            data-testid="about-version"
          >
            {__BUILD__.appVersion}
          </a>
        </dd>
        {admin ? (
          <>
            <dt className="text-text-muted">{t('about.branch')}</dt>
            <dd data-testid="about-branch" className="font-mono">
              {__BUILD__.branchOrTag}
            </dd>
            <dt className="text-text-muted">{t('about.commit')}</dt>
            <dd data-testid="about-commit" className="font-mono break-all">
              {__BUILD__.commitHash}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="text-text-muted mt-6 text-sm">
        {t('about.copyright', { year: new Date().getFullYear(), product: ProductName })}
      </p>
    </AboutLayout>
  );
}

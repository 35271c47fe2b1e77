import { useStaticText } from '@aq/api/react';
import { Skeleton } from '@aq/ui/skeleton';
import { useTranslation } from 'react-i18next';
import { useUserErrorMessage } from '../../lib/user-error';
import { AboutLayout } from './about-layout';

/** About / Licenses: the third-party licences, a plain-text file generated at build (foundation §2.4). */
export default function AboutLicensesPage() {
  const { t } = useTranslation('shell');
  const text = useStaticText('/licenses.txt');
  const errorMessage = useUserErrorMessage();
  return (
    <AboutLayout>
      {text.isPending ? (
        <Skeleton className="h-64" />
      ) : text.isError ? (
        <p role="alert" className="text-danger text-sm">
          {errorMessage(text.error, t('about.loadingLicenses'))}
        </p>
      ) : (
        <pre
          data-testid="licenses-text"
          aria-label={t('about.licenses')}
          className="bg-surface-sunken border-border rounded-card border p-4 text-xs break-words whitespace-pre-wrap"
        >
          {text.data}
        </pre>
      )}
    </AboutLayout>
  );
}

import { Button } from '@aq/ui/button';
import { Bell, FileText, Wind } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppConfig } from '../../lib/app-config';
import { useDocumentTitle } from '../../lib/use-document-title';

/** The information (landing) page: what the product does, and a Learn more link (foundation §2.9). */
export default function LandingPage() {
  const { t } = useTranslation('shell');
  const { ProductName, SupportUrl } = useAppConfig();
  useDocumentTitle({ section: t('landing.section') });
  const points = [
    { icon: <Wind />, title: t('landing.contributionTitle'), text: t('landing.contributionText') },
    { icon: <Bell />, title: t('landing.alertsTitle'), text: t('landing.alertsText') },
    { icon: <FileText />, title: t('landing.reportsTitle'), text: t('landing.reportsText') },
  ];
  return (
    <div className="mx-auto flex w-full max-w-5xl flex-col gap-10 px-4 py-12 sm:px-6">
      <div className="max-w-2xl">
        <h1 className="text-4xl font-semibold">{t('landing.title', { product: ProductName })}</h1>
        <p className="text-text-muted mt-4 text-lg">{t('landing.lead')}</p>
        {/* Learn more goes to the support site when one is configured, else to About. */}
        <Button asChild className="mt-6">
          {SupportUrl ? (
            <a href={SupportUrl} target="_blank" rel="noopener noreferrer">
              {t('landing.learnMore')}
            </a>
          ) : (
            <Link href="/OneView/about">{t('landing.learnMore')}</Link>
          )}
        </Button>
      </div>
      <ul className="grid gap-6 sm:grid-cols-3">
        {points.map((point) => (
          <li key={point.title} className="flex flex-col gap-2">
            <span aria-hidden="true" className="text-interactive [&_svg]:size-7">
              {point.icon}
            </span>
            <h2 className="font-semibold">{point.title}</h2>
            <p className="text-text-muted text-sm">{point.text}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

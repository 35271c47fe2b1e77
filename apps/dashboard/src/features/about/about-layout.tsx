import { Tabs } from '@aq/ui/tabs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useDocumentTitle } from '../../lib/use-document-title';

const PAGES = [
  { path: '/OneView/about', key: 'about.version' },
  { path: '/OneView/about/licenses', key: 'about.licenses' },
  { path: '/OneView/about/eula', key: 'about.eula' },
] as const;

/** The About section's frame: heading and the Version / Licenses / EULA tabs (foundation §2.4). */
export function AboutLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [path, navigate] = useLocation();
  const current = PAGES.find((page) => page.path === path) ?? PAGES[0];
  useDocumentTitle({ topic: t(current.key), section: t('about.title') });
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="text-3xl font-semibold">{t('about.title')}</h1>
      <Tabs
        label={t('about.title')}
        value={current.path}
        onValueChange={(value) => navigate(value)}
        items={PAGES.map((page) => ({
          value: page.path,
          label: t(page.key),
          content: page.path === current.path ? children : null,
        }))}
      />
    </div>
  );
}

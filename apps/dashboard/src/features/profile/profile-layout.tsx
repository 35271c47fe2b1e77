import { LeftNav, type LeftNavItem } from '@aq/ui/left-nav';
import { Shield, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PROFILE_PATH, PROFILE_SECURITY_PATH } from './profile-path';

const PAGES = [
  { path: PROFILE_PATH, key: 'nav.profile', icon: User },
  { path: PROFILE_SECURITY_PATH, key: 'nav.security', icon: Shield },
] as const;

/**
 * The frame of the profile screens (projects §2): the profile side navigation (Profile, Security),
 * which becomes a row of tabs when the page is narrower than 48rem (a phone; a container query, so a
 * story in a phone-wide frame shows it too), and the page heading.
 */
export function ProfileLayout({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation('profile');
  const [path] = useLocation();
  useDocumentTitle({ topic: title, section: t('title') });

  const items: LeftNavItem[] = PAGES.map((page) => ({
    kind: 'link',
    id: page.path,
    label: t(page.key),
    icon: <page.icon />,
    href: page.path,
    active: path === page.path,
  }));

  return (
    <div className="@container/profile flex min-h-0 flex-1">
      <div className="border-border hidden shrink-0 border-e @3xl/profile:block">
        <LeftNav
          className="sticky top-14 h-[calc(100dvh-3.5rem)] border-e-0"
          label={t('nav.label')}
          items={items}
          renderLink={({ href, children: content, ...props }) => (
            <Link href={href} {...props}>
              {content}
            </Link>
          )}
        />
      </div>
      <div className="@container flex min-w-0 flex-1 flex-col gap-6 px-4 py-6 @3xl/profile:px-8">
        {/* At phone width the side navigation is a row of tabs above the page. */}
        <nav
          aria-label={t('nav.label')}
          className="border-border -mx-4 border-b px-4 @3xl/profile:hidden"
        >
          <ul className="flex gap-1">
            {PAGES.map((page) => {
              const active = path === page.path;
              return (
                <li key={page.path}>
                  <Link
                    href={page.path}
                    aria-current={active ? 'page' : undefined}
                    className="text-text-muted hover:text-text aria-[current=page]:border-interactive aria-[current=page]:text-text -mb-px inline-flex h-10 items-center gap-2 border-b-2 border-transparent px-3 text-sm font-medium"
                  >
                    <page.icon aria-hidden="true" className="size-4" />
                    {t(page.key)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <h1 className="text-2xl font-semibold">{title}</h1>
        {children}
      </div>
    </div>
  );
}

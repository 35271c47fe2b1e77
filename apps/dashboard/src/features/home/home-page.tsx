import { useNavigationLinks, useSelectionName } from '@aq/api/react';
import { Skeleton } from '@aq/ui/skeleton';
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useUserErrorMessage } from '../../lib/user-error';
import { useScreens } from '../../routes/screens-context';
import { openInstrumentSelector } from '../../shell/instrument-selector';
import { hasSelection, selectionFromSearch, selectionSearch } from './selection';

const tileClass =
  'group bg-surface-raised border-border hover:border-interactive flex min-h-28 w-full flex-col gap-2 rounded-card border p-4 text-start transition-colors';

function TileBody({ icon, title, hint }: { icon: ReactNode; title: string; hint: string }) {
  return (
    <>
      <span aria-hidden="true" className="text-interactive [&_svg]:size-6">
        {icon}
      </span>
      <span className="font-semibold">{title}</span>
      <span className="text-text-muted flex items-center gap-1 text-sm">
        {hint}
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform group-hover:translate-x-0.5"
        />
      </span>
    </>
  );
}

/**
 * The home page (foundation §2.9): app tiles by category. GlobalApp tiles open their app; scoped
 * tiles open with the current selection, or the instrument selector when nothing is selected
 * (ScopedAppSelected tiles appear only with a selection). The heading names the selection.
 */
export default function HomePage() {
  const { t } = useTranslation('shell');
  const search = useSearch();
  const selection = selectionFromSearch(search);
  const selected = hasSelection(selection);
  const name = useSelectionName(selection);
  const links = useNavigationLinks();
  const screens = useScreens();
  const errorMessage = useUserErrorMessage();
  const heading = selected ? (name.data?.Name ?? '') : t('home.title');
  useDocumentTitle({ topic: selected ? name.data?.Name : null, section: t('home.title') });

  // The user's apps (server links) whose screen is offered as a home tile, with its label and icon.
  const available = (links.data?.Links ?? []).flatMap((link) => {
    const screen = screens.offered('home-tile', link.AppPath);
    return screen ? [{ ...link, title: t(screen.nav.label), Icon: screen.nav.icon }] : [];
  });
  const global = available.filter((link) => link.Category === 'GlobalApp');
  const scoped = available.filter(
    (link) =>
      link.Category === 'ScopedAppSelectionRequired' ||
      (link.Category === 'ScopedAppSelected' && selected),
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-8 px-4 py-8 sm:px-6">
      <div>
        {selected && name.isPending ? (
          <Skeleton className="h-9 w-64" />
        ) : (
          <h1 className="text-3xl font-semibold" data-testid="home-heading">
            {heading}
          </h1>
        )}
        <p className="text-text-muted mt-1">
          {selected ? t('home.selectedHint') : t('home.intro')}
        </p>
      </div>
      {links.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Skeleton className="h-28" />
          <Skeleton className="h-28" />
        </div>
      ) : (
        <>
          {links.isError ? (
            <p role="alert" className="text-danger text-sm">
              {errorMessage(links.error, t('home.loadAction'))}
            </p>
          ) : null}
          {scoped.length ? (
            <section aria-labelledby="scoped-apps">
              <h2 id="scoped-apps" className="mb-3 text-lg font-semibold">
                {t('home.instrumentApps')}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {scoped.map((link) => (
                  <li key={link.AppPath}>
                    {selected ? (
                      <Link
                        href={`${link.AppPath}${selectionSearch(selection)}`}
                        className={tileClass}
                      >
                        <TileBody icon={<link.Icon />} title={link.title} hint={t('home.open')} />
                      </Link>
                    ) : (
                      <button
                        type="button"
                        className={tileClass}
                        onClick={() => openInstrumentSelector(link.AppPath)}
                      >
                        <TileBody
                          icon={<link.Icon />}
                          title={link.title}
                          hint={t('home.chooseInstrument')}
                        />
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {global.length ? (
            <section aria-labelledby="global-apps">
              <h2 id="global-apps" className="mb-3 text-lg font-semibold">
                {t('home.apps')}
              </h2>
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {global.map((link) => (
                  <li key={link.AppPath}>
                    <Link href={link.AppPath} className={tileClass}>
                      <TileBody icon={<link.Icon />} title={link.title} hint={t('home.open')} />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <p className="text-sm">
            <Link
              href="/OneView/info"
              className="text-interactive underline-offset-4 hover:underline"
            >
              {t('home.learnMoreLink')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}

import { useBranding, useNavigationLinks } from '@aq/api/react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@aq/ui/dropdown-menu';
import { CircleHelp, LayoutGrid } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../features/auth/sign-in-path';
import { useAppConfig } from '../lib/app-config';
import { keepFocusInNextMenu, useHeaderMenu } from '../lib/header-menus';
import { useScreens } from '../routes/screens-context';
import { InstrumentMenu } from './instrument-selector';
import { NotificationsMenu } from './notifications/notifications-panel';
import { UserMenu } from './user-menu';

const triggerClass =
  'hover:bg-surface-sunken aria-expanded:bg-surface-sunken inline-flex h-10 items-center gap-2 rounded-control px-2 text-sm font-medium';

function AppMenu() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useHeaderMenu('app');
  const [, navigate] = useLocation();
  const links = useNavigationLinks();
  const screens = useScreens();
  // Home, then the user's apps that need no scope (foundation §2.2) and are screens of this build.
  const items = [
    { Title: t('appMenu.home'), AppPath: HOME_PATH },
    ...(links.data?.Links ?? []).flatMap((link) => {
      const screen =
        link.Category === 'GlobalApp' ? screens.offered('app-menu', link.AppPath) : null;
      return screen ? [{ Title: t(screen.nav.label), AppPath: link.AppPath }] : [];
    }),
  ];
  return (
    <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
      <DropdownMenuTrigger
        className={triggerClass}
        data-testid="app-menu-button"
        aria-label={t('appMenu.label')}
      >
        <LayoutGrid aria-hidden="true" className="size-5" />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="start"
        className="min-w-52"
        onCloseAutoFocus={keepFocusInNextMenu}
      >
        {items.map((item) => (
          <DropdownMenuItem key={item.AppPath} onSelect={() => navigate(item.AppPath)}>
            {item.Title}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The header (foundation §2.2): logo to the site origin, app menu, "Select instrument" in the home
 * area, help, notifications and the user menu. At most one of its menus is open.
 */
export function Header() {
  const { t } = useTranslation('shell');
  const { ProductName, SupportUrl } = useAppConfig();
  const branding = useBranding();
  const [path] = useLocation();
  const homeArea = path === HOME_PATH || path.startsWith(`${HOME_PATH}/`);
  return (
    <header className="bg-surface-raised border-border sticky top-0 z-40 flex h-14 items-center gap-1 border-b px-2 sm:px-4">
      <a
        href={window.location.origin}
        className="rounded-control me-2 flex items-center gap-2 px-1 font-semibold"
        data-testid="logo"
      >
        {branding.data?.LogoUrl ? (
          <img src={branding.data.LogoUrl} alt={ProductName} className="h-8 w-auto" />
        ) : (
          <>
            <img src="/favicon.svg" alt="" className="size-7" />
            <span className="hidden sm:inline">{ProductName}</span>
            <span className="sr-only sm:hidden">{ProductName}</span>
          </>
        )}
      </a>
      <AppMenu />
      {homeArea ? <InstrumentMenu /> : null}
      <div className="flex-1" />
      {SupportUrl ? (
        <a
          href={SupportUrl}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('header.help')}
          title={t('header.help')}
          className="hover:bg-surface-sunken rounded-control inline-flex size-10 items-center justify-center"
        >
          <CircleHelp aria-hidden="true" className="size-5" />
        </a>
      ) : null}
      <NotificationsMenu />
      <UserMenu />
    </header>
  );
}

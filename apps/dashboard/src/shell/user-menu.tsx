import { useCurrentUser, useFeatureFlag, useLogout } from '@aq/api/react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@aq/ui/dropdown-menu';
import { Modal } from '@aq/ui/modal';
import { ChevronDown, Info, KeyRound, Languages, LogOut, Palette, User } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useQueryClient } from '@tanstack/react-query';
import { SIGN_IN_PATH } from '../features/auth/sign-in-path';
import { keepFocusInNextMenu, useHeaderMenu } from '../lib/header-menus';
import { useUserErrorMessage } from '../lib/user-error';
import { useScreens } from '../routes/screens-context';
import { ApiKeyDialog } from './api-key-dialog';
import { LanguageModal } from './language-modal';
import { ThemeModal } from './theme-modal';

const PROFILE_PATH = '/OneView/profile';

/** The name shown for the user, with an asterisk while impersonated (foundation §2.2). */
export function displayName(user: {
  FullName: string;
  PreferredName: string | null;
  ImpersonatedBy: string | null;
}): string {
  const name = user.PreferredName || user.FullName;
  return user.ImpersonatedBy ? `*${name}` : name;
}

/**
 * The user menu (foundation §2.2): Profile, Theme, Language (ours, issue 12: until the profile
 * screen exists), Get Api Key (flag V3Api), About, Log out. Logout asks first; ending an
 * impersonation reloads the page, otherwise sign-in opens.
 */
export function UserMenu() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useHeaderMenu('user');
  const [, navigate] = useLocation();
  const user = useCurrentUser();
  const v3Api = useFeatureFlag('V3Api');
  const [dialog, setDialog] = useState<'theme' | 'language' | 'api-key' | 'logout' | null>(null);
  const logout = useLogout();
  const queryClient = useQueryClient();
  const errorMessage = useUserErrorMessage();
  const screens = useScreens();
  if (!user.data) return null;

  return (
    <>
      <DropdownMenu open={open} onOpenChange={setOpen} modal={false}>
        <DropdownMenuTrigger
          data-testid="user-menu-button"
          className="hover:bg-surface-sunken aria-expanded:bg-surface-sunken rounded-control inline-flex h-10 max-w-56 items-center gap-1 px-2 text-sm font-medium"
        >
          <User aria-hidden="true" className="size-5 shrink-0" />
          <span className="truncate" data-testid="user-name">
            {displayName(user.data)}
          </span>
          <ChevronDown aria-hidden="true" className="size-4 shrink-0" />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          align="end"
          className="min-w-56"
          onCloseAutoFocus={keepFocusInNextMenu}
        >
          <DropdownMenuLabel className="text-text text-sm font-normal">
            <span className="block font-semibold">{user.data.FullName}</span>
            <span className="text-text-muted block text-xs">{user.data.OrganisationName}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {screens.has(PROFILE_PATH) ? (
            <DropdownMenuItem onSelect={() => navigate(PROFILE_PATH)}>
              <User aria-hidden="true" />
              {t('userMenu.profile')}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => setDialog('theme')}>
            <Palette aria-hidden="true" />
            {t('userMenu.theme')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('language')}>
            <Languages aria-hidden="true" />
            {t('userMenu.language')}
          </DropdownMenuItem>
          {v3Api ? (
            <DropdownMenuItem onSelect={() => setDialog('api-key')}>
              <KeyRound aria-hidden="true" />
              {t('userMenu.apiKey')}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => navigate('/OneView/about')}>
            <Info aria-hidden="true" />
            {t('userMenu.about')}
          </DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('logout')}>
            <LogOut aria-hidden="true" />
            {t('userMenu.logout')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {dialog === 'theme' ? (
        <ThemeModal open onOpenChange={(o) => setDialog(o ? 'theme' : null)} />
      ) : null}
      {dialog === 'language' ? (
        <LanguageModal open onOpenChange={(o) => setDialog(o ? 'language' : null)} />
      ) : null}
      {dialog === 'api-key' ? <ApiKeyDialog onClose={() => setDialog(null)} /> : null}
      <Modal
        open={dialog === 'logout'}
        onOpenChange={(o) => {
          if (!o) logout.reset();
          setDialog(o ? 'logout' : null);
        }}
        title={t('logout.title')}
        description={t('logout.text')}
        primaryLabel={t('logout.confirm')}
        busy={logout.isPending}
        onPrimary={() =>
          logout.mutate(undefined, {
            onSuccess: ({ UserImpersonated }) => {
              if (UserImpersonated) {
                window.location.reload();
              } else {
                queryClient.clear();
                navigate(SIGN_IN_PATH, { replace: true });
              }
            },
          })
        }
      >
        {logout.error ? (
          <p role="alert" className="text-danger text-sm">
            {errorMessage(logout.error, t('logout.action'))}
          </p>
        ) : null}
      </Modal>
    </>
  );
}

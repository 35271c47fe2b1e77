import type { SelectableInstrument } from '@aq/api';
import { useSelectableInstruments } from '@aq/api/react';
import { Popover, PopoverContent, PopoverTrigger } from '@aq/ui/popover';
import { Skeleton } from '@aq/ui/skeleton';
import { StatusIndicator } from '@aq/ui/status-indicator';
import { TextInput } from '@aq/ui/text-input';
import { ChevronDown, MapPin, Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { HOME_PATH } from '../features/auth/sign-in-path';
import { headerMenus, keepFocusInNextMenu, useHeaderMenu } from '../lib/header-menus';
import { createStore } from '../lib/store';
import { matchesSearch } from '../lib/search';
import { InstrumentMap } from './instrument-map';

type Instrument = z.output<typeof SelectableInstrument>;

/** The instrument page, the app a chosen instrument opens unless a tile asked for another. */
export const MONITOR_PATH = `${HOME_PATH}/monitor`;

/** The app the header's selector opens next (a scoped tile sets it). */
const targetApp = createStore<string>(MONITOR_PATH);

/** Opens the header's instrument selector; the chosen instrument then opens `appPath`. */
export function openInstrumentSelector(appPath: string = MONITOR_PATH) {
  targetApp.set(appPath);
  headerMenus.open('instrument');
}

/** The page a chosen instrument opens. */
export function monitorHref(serial: string, appPath: string = MONITOR_PATH): string {
  return `${appPath}?monitorId=${encodeURIComponent(serial)}`;
}

/**
 * The instrument selector: a map of the user's instruments beside a searchable list (it replaces
 * the legacy map partial). Choosing one calls `onSelect`.
 */
export function InstrumentSelector({ onSelect }: { onSelect: (instrument: Instrument) => void }) {
  const { t } = useTranslation('shell');
  const instruments = useSelectableInstruments();
  const [search, setSearch] = useState('');
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const items = instruments.data?.Items;
  const filtered = useMemo(
    () =>
      (items ?? []).filter((item) =>
        matchesSearch(search, [item.Name, item.Serial, item.ProjectName, item.LocationName]),
      ),
    [items, search],
  );

  return (
    <div className="flex h-full min-h-0 flex-col gap-3 md:flex-row">
      <div className="h-64 min-h-0 md:h-auto md:flex-1">
        <InstrumentMap
          instruments={filtered}
          selectedSerial={highlighted}
          onSelect={(serial) => {
            const instrument = items?.find((i) => i.Serial === serial);
            if (instrument) onSelect(instrument);
          }}
        />
      </div>
      <div className="flex min-h-0 flex-col gap-2 md:w-80">
        <TextInput
          type="search"
          leadingIcon={<Search />}
          aria-label={t('instruments.search')}
          placeholder={t('instruments.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <div className="min-h-0 flex-1 overflow-y-auto" aria-live="polite">
          {instruments.isPending ? (
            <div className="flex flex-col gap-2">
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
              <Skeleton className="h-12" />
            </div>
          ) : instruments.isError ? (
            <p className="text-danger p-3 text-sm">{t('instruments.loadFailed')}</p>
          ) : filtered.length === 0 ? (
            <p className="text-text-muted p-3 text-sm">
              {items?.length ? t('instruments.noMatches') : t('instruments.none')}
            </p>
          ) : (
            <ul aria-label={t('instruments.list')} className="flex flex-col">
              {filtered.map((item) => (
                <li key={item.Serial}>
                  <button
                    type="button"
                    data-testid="instrument-option"
                    className="hover:bg-surface-sunken rounded-control flex w-full flex-col items-start gap-0.5 px-3 py-2 text-start"
                    onMouseEnter={() => setHighlighted(item.Serial)}
                    onFocus={() => setHighlighted(item.Serial)}
                    onClick={() => onSelect(item)}
                  >
                    <span className="flex w-full items-center gap-2">
                      <span className="flex-1 truncate text-sm font-medium">{item.Name}</span>
                      <StatusIndicator
                        status={item.OnlineStatus === 'Online' ? 'ok' : 'offline'}
                        label={
                          item.OnlineStatus === 'Online'
                            ? t('instruments.online')
                            : t('instruments.offline')
                        }
                      />
                    </span>
                    <span className="text-text-muted flex items-center gap-1 text-xs">
                      <MapPin aria-hidden="true" className="size-3" />
                      {[item.Serial, item.ProjectName, item.LocationName]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}

/** The header's "Select instrument" menu (home area only, foundation §2.2). */
export function InstrumentMenu() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useHeaderMenu('instrument');
  const [, navigate] = useLocation();
  const changeOpen = (next: boolean) => {
    if (!next) targetApp.set(MONITOR_PATH);
    setOpen(next);
  };
  return (
    <Popover open={open} onOpenChange={changeOpen}>
      <PopoverTrigger
        data-testid="instrument-menu-button"
        className="hover:bg-surface-sunken aria-expanded:bg-surface-sunken rounded-control inline-flex h-10 items-center gap-1 px-2 text-sm font-medium"
      >
        {t('instruments.select')}
        <ChevronDown aria-hidden="true" className="size-4" />
      </PopoverTrigger>
      <PopoverContent
        align="start"
        onCloseAutoFocus={keepFocusInNextMenu}
        title={t('instruments.select')}
        showCloseButton
        className="h-[min(34rem,calc(100vh-5rem))] w-[min(60rem,calc(100vw-1rem))]"
      >
        <InstrumentSelector
          onSelect={(instrument) => {
            const app = targetApp.get();
            changeOpen(false);
            navigate(monitorHref(instrument.Serial, app));
          }}
        />
      </PopoverContent>
    </Popover>
  );
}

import type { SelectableInstrument } from '@aq/api';
import { useSelectableInstruments } from '@aq/api/react';
import { Popover, PopoverContent, PopoverTrigger } from '@aq/ui/popover';
import { Skeleton } from '@aq/ui/skeleton';
import { StatusIndicator } from '@aq/ui/status-indicator';
import { TextInput } from '@aq/ui/text-input';
import type { LatLng, MapCandidate, MapViewHandle } from '@aq/ui/map';
import { useUiStrings } from '@aq/ui/ui-strings';
import type { ValidationError } from '@aq/validation/messages';
import { ChevronDown, MapPin, MapPinned, Search } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { z } from 'zod';
import { HOME_PATH } from '../features/auth/sign-in-path';
import { CoordinateChoices } from '../lib/coordinate-choices';
import { headerMenus, keepFocusInNextMenu, useHeaderMenu } from '../lib/header-menus';
import { matchesInstrument } from '../lib/search';
import { createStore } from '../lib/store';
import {
  looksLikeCoordinates,
  readTypedCoordinates,
  type TypedCoordinates,
} from '../lib/typed-coordinates';
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

/** The zoom typed coordinates are shown at (the offline world stops at 7). */
const COORDINATES_ZOOM = 14;

/** What the search has shown on the map from typed coordinates. */
type Found =
  | { kind: 'choose'; choice: Extract<TypedCoordinates, { kind: 'choose' }> }
  | { kind: 'invalid'; error: ValidationError }
  | { kind: 'shown'; point: LatLng };

/**
 * The instrument selector: a map of the user's instruments and a searchable list (it replaces
 * the legacy map partial). Choosing one calls `onSelect`. The search finds instruments by serial,
 * name, project, monitoring location or the place of their project ('Long Beach'); typed
 * coordinates ("latitude, longitude", Enter) move the map there instead, offering both readings
 * as pins A and B when the numbers fit both orders, so a place is never taken in an order the
 * user did not type. On a phone the search comes first, the map and the list share the height.
 */
export function InstrumentSelector({ onSelect }: { onSelect: (instrument: Instrument) => void }) {
  const { t, i18n } = useTranslation('shell');
  const { validationMessage } = useUiStrings();
  const instruments = useSelectableInstruments();
  const mapRef = useRef<MapViewHandle>(null);
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  const items = instruments.data?.Items;
  const coordinates = looksLikeCoordinates(search);
  const filtered = useMemo(
    () =>
      coordinates ? (items ?? []) : (items ?? []).filter((item) => matchesInstrument(search, item)),
    [items, search, coordinates],
  );
  const messageId = useId();

  // A search that finds other instruments frames them (the first view frames them all already).
  const foundKey = filtered.map((item) => item.Serial).join(' ');
  const framedKey = useRef<string | null>(null);
  useEffect(() => {
    if (!items) return;
    const changed = framedKey.current !== null && framedKey.current !== foundKey;
    framedKey.current = foundKey;
    if (changed) mapRef.current?.fitToMarkers();
  }, [foundKey, items]);

  function show(point: LatLng) {
    setFound({ kind: 'shown', point });
    mapRef.current?.flyTo({ ...point, zoom: COORDINATES_ZOOM });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!coordinates) return;
    const reading = readTypedCoordinates(search);
    if (reading.kind === 'point') show(reading.point);
    else if (reading.kind === 'choose') setFound({ kind: 'choose', choice: reading });
    else setFound({ kind: 'invalid', error: reading.error });
  }

  function pick(candidate: MapCandidate) {
    show({ lat: candidate.lat, lng: candidate.lng });
  }

  const degrees = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 6 });
  let message: ReactNode = null;
  if (found?.kind === 'invalid') {
    message = <span className="text-danger">{validationMessage(found.error)}</span>;
  } else if (found?.kind === 'choose') {
    message = t(
      found.choice.reason === 'both'
        ? 'instruments.coordinatesBoth'
        : 'instruments.coordinatesSwapped',
    );
  } else if (found?.kind === 'shown') {
    message = t('instruments.coordinatesShown', {
      latitude: degrees.format(found.point.lat),
      longitude: degrees.format(found.point.lng),
    });
  } else if (coordinates) {
    message = t('instruments.coordinatesHint');
  }

  return (
    <div className="grid min-h-0 flex-1 grid-cols-1 grid-rows-[auto_minmax(0,2fr)_minmax(0,3fr)] gap-3 md:grid-cols-[minmax(0,1fr)_20rem] md:grid-rows-[auto_minmax(0,1fr)]">
      <form
        role="search"
        onSubmit={submit}
        className="flex min-w-0 flex-col gap-2 md:col-start-2 md:row-start-1"
      >
        <TextInput
          type="search"
          leadingIcon={<Search />}
          aria-label={t('instruments.search')}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={found?.kind === 'invalid' ? true : undefined}
          placeholder={t('instruments.searchPlaceholder')}
          autoComplete="off"
          spellCheck={false}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setFound(null);
          }}
        />
        <p
          id={messageId}
          aria-live="polite"
          data-testid="instrument-search-message"
          className="text-text-muted text-xs empty:hidden"
        >
          {message}
        </p>
        {found?.kind === 'choose' ? (
          <CoordinateChoices candidates={found.choice.candidates} onPick={pick} />
        ) : null}
      </form>
      <div className="min-h-0 md:col-start-1 md:row-span-2 md:row-start-1">
        <InstrumentMap
          ref={mapRef}
          instruments={filtered}
          selectedSerial={highlighted}
          onSelect={(serial) => {
            const instrument = items?.find((i) => i.Serial === serial);
            if (instrument) onSelect(instrument);
          }}
          candidates={found?.kind === 'choose' ? found.choice.candidates : []}
          onCandidatePick={pick}
          candidatePrompt={t(
            found?.kind === 'choose' && found.choice.reason === 'swapped'
              ? 'coordinates.pinConfirm'
              : 'coordinates.pinChoose',
          )}
        />
      </div>
      <div
        className="min-h-0 overflow-y-auto md:col-start-2 md:row-start-2"
        aria-live="polite"
        data-testid="instrument-results"
      >
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
                  <span className="flex w-full min-w-0 items-center gap-2">
                    <span className="min-w-0 flex-1 truncate text-sm font-medium">{item.Name}</span>
                    <StatusIndicator
                      status={item.OnlineStatus === 'Online' ? 'ok' : 'offline'}
                      label={
                        item.OnlineStatus === 'Online'
                          ? t('instruments.online')
                          : t('instruments.offline')
                      }
                    />
                  </span>
                  <span className="text-text-muted flex items-start gap-1 text-xs">
                    <MapPin aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                    <span>
                      {[item.Serial, item.ProjectName, item.LocationName, item.PlaceLabel]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
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
        // The words give way to a map pin on a phone, where the header has no room for them.
        aria-label={t('instruments.select')}
        className="hover:bg-surface-sunken aria-expanded:bg-surface-sunken rounded-control inline-flex h-10 items-center gap-1 px-2 text-sm font-medium whitespace-nowrap"
      >
        <MapPinned aria-hidden="true" className="size-5 sm:hidden" />
        <span className="hidden sm:inline">{t('instruments.select')}</span>
        <ChevronDown aria-hidden="true" className="size-4" />
      </PopoverTrigger>
      <PopoverContent
        align="start"
        onCloseAutoFocus={keepFocusInNextMenu}
        title={t('instruments.select')}
        showCloseButton
        className="h-[min(34rem,calc(100dvh-5rem))] w-[min(60rem,calc(100vw-1rem))] max-md:h-[calc(100dvh-4.5rem)]"
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

import {
  useDeleteMonitoringLocation,
  useHideMonitoringLocation,
  useMonitoringLocations,
  useMonitoringLocationStates,
  useProjectDetails,
  useProjectMonitors,
  useShowMonitoringLocation,
} from '@aq/api/react';
import { CollapsibleSection } from '@aq/ui/collapsible-section';
import { DangerModal } from '@aq/ui/danger-modal';
import { EmptyState } from '@aq/ui/empty-state';
import { InlineNotification } from '@aq/ui/inline-notification';
import { LazyMapView, type MapMarker } from '@aq/ui/map';
import { Skeleton } from '@aq/ui/skeleton';
import { TextInput } from '@aq/ui/text-input';
import { toast } from '@aq/ui/toast';
import { MapPin, Plus, Search } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../lib/app-config';
import { confirmChange } from '../../lib/confirm-change';
import { showErrorScreenFor } from '../../lib/error-screen';
import { useMapLabels } from '../../lib/map-labels';
import { useHasPermission } from '../../lib/permissions';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { ErrorScreen } from '../../shell/error-screens';
import { DEFAULT_MAP_CENTER } from '../../lib/typed-point';
import { ProjectFrame } from '../projects/project-frame';
import { GuardedButton } from './guarded-button';
import { InstrumentsTable } from './instruments-table';
import { LocationCard } from './location-card';
import { LocationFormModal } from './location-form-modal';
import {
  MARKER_URGENCY,
  markerStatus,
  splitLocations,
  withStates,
  type LocationView,
} from './location-view';
import { RegisterInstrumentModal } from './register-instrument-modal';

const REQUIRED = ['projectId'] as const;

/**
 * Monitoring locations (spec 03 §2): the map of the project's locations coloured by status, the
 * 'Active monitoring locations (n)' cards, the collapsed 'Hidden monitoring locations (n)', a
 * search, Create location, edit, hide and show, delete, the instruments table with a location
 * per instrument, and Register instrument. Status and latest values refresh every 60 s. Without
 * Manage_MonitoringLocation (or Manage_Instruments to register) the actions say why they are
 * unavailable; every refusal shows the server's messages.
 */
export default function MonitoringLocationsPage() {
  const { t } = useTranslation('locations');
  const { query, error: queryError } = useRouteQuery(REQUIRED);
  const projectId = typeof query.projectId === 'string' ? query.projectId : '';
  const project = useProjectDetails(projectId);
  const locations = useMonitoringLocations(projectId);
  const ids = useMemo(
    () => (locations.data?.Items ?? []).map((location) => location.GuidId),
    [locations.data],
  );
  const states = useMonitoringLocationStates(ids);
  const monitors = useProjectMonitors(projectId);
  const hide = useHideMonitoringLocation();
  const show = useShowMonitoringLocation();
  const remove = useDeleteMonitoringLocation();
  const errorMessage = useUserErrorMessage();
  const labels = useMapLabels();
  const { MapStyles } = useAppConfig();
  const managesLocations = useHasPermission('Manage_MonitoringLocation');
  const managesInstruments = useHasPermission('Manage_Instruments');
  const manageReason = managesLocations ? null : t('noManagePermission');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<LocationView | 'new' | null>(null);
  const [hiding, setHiding] = useState<LocationView | null>(null);
  const [deleting, setDeleting] = useState<LocationView | null>(null);
  const [registering, setRegistering] = useState(false);

  useEffect(() => {
    if (project.error) showErrorScreenFor(project.error);
  }, [project.error]);

  const all = useMemo(
    () => withStates(locations.data?.Items ?? [], states.data?.Items),
    [locations.data, states.data],
  );
  const { active, hidden } = useMemo(() => splitLocations(all, search), [all, search]);
  const markers = useMemo<MapMarker[]>(
    () =>
      all
        .filter((location) => !location.IsHidden)
        .map((location) => ({
          id: location.GuidId,
          lat: location.Location.Latitude,
          lng: location.Location.Longitude,
          name: location.Name,
          status: markerStatus(location.Status),
          statusLabel: t(`status.${location.Status}`),
        }))
        .sort((a, b) => MARKER_URGENCY[a.status] - MARKER_URGENCY[b.status]),
    [all, t],
  );
  const center = project.data?.Location
    ? { lat: project.data.Location.Latitude, lng: project.data.Location.Longitude }
    : DEFAULT_MAP_CENTER;

  if (queryError) return <ErrorScreen kind="invalid-query" />;

  const named = (location: LocationView) => ({
    projectId,
    organisation: project.data?.OrganisationName ?? '',
    project: project.data?.Name ?? '',
    monitoringLocation: location.Name,
  });

  function showLocation(location: LocationView) {
    show.mutate(named(location), {
      onSuccess: () => confirmChange(t('shown', { name: location.Name })),
      onError: (failure) =>
        toast({
          kind: 'error',
          title: t('showFailed', { name: location.Name }),
          text: errorMessage(failure, t('showAction')),
        }),
    });
  }

  const cardProps = (location: LocationView) => ({
    location,
    manageReason,
    onEdit: () => setEditing(location),
    onHide: () => setHiding(location),
    onShow: () => showLocation(location),
    onDelete: () => setDeleting(location),
  });

  const registerButton = (
    <GuardedButton
      variant="secondary"
      reason={managesInstruments ? null : t('noInstrumentPermission')}
      onClick={() => setRegistering(true)}
    >
      <Plus aria-hidden="true" className="size-4" />
      {t('register.open')}
    </GuardedButton>
  );

  return (
    <ProjectFrame projectId={projectId} section={t('title')}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="relative w-full sm:max-w-sm">
          <Search
            aria-hidden="true"
            className="text-text-muted pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
          />
          <TextInput
            type="search"
            className="ps-9"
            aria-label={t('search')}
            placeholder={t('search')}
            value={search}
            data-testid="location-search"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <GuardedButton
          reason={manageReason}
          disabled={!project.data}
          onClick={() => setEditing('new')}
        >
          <MapPin aria-hidden="true" className="size-4" />
          {t('create')}
        </GuardedButton>
      </div>

      {locations.error ? (
        <InlineNotification
          kind="error"
          title={t('loadFailed')}
          text={errorMessage(locations.error, t('loadAction'))}
        />
      ) : null}

      <div data-testid="locations-map">
        {locations.isPending ? (
          <Skeleton className="rounded-control h-72 w-full sm:h-96" />
        ) : (
          <LazyMapView
            className="rounded-control h-72 w-full sm:h-96"
            markers={markers}
            labels={{ ...labels, mapLabel: t('mapLabel') }}
            center={center}
            zoom={markers.length ? 16 : 12}
            fitToMarkers={markers.length > 0}
            maxFitZoom={17}
            styleUrls={{ streets: MapStyles.Streets, satellite: MapStyles.Satellite }}
            showStylePicker
            cluster
          />
        )}
      </div>

      <section aria-labelledby="active-locations" className="flex flex-col gap-3">
        <h2 id="active-locations" className="text-lg font-semibold">
          {t('active')} ({active.length})
        </h2>
        {locations.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
          </div>
        ) : active.length === 0 ? (
          search.trim() && all.length > 0 ? (
            <EmptyState
              headingLevel={3}
              title={t('noResults')}
              text={t('noResultsText', { search: search.trim() })}
            />
          ) : (
            <EmptyState
              headingLevel={3}
              icon={<MapPin />}
              title={t('empty')}
              text={t('emptyText')}
            />
          )
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="active-locations">
            {active.map((location) => (
              <li key={location.GuidId}>
                <LocationCard {...cardProps(location)} />
              </li>
            ))}
          </ul>
        )}
      </section>

      <CollapsibleSection title={t('hidden')} count={hidden.length} data-testid="hidden-locations">
        {hidden.length === 0 ? (
          <p className="text-text-muted text-sm">{t('hiddenEmpty')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {hidden.map((location) => (
              <li key={location.GuidId}>
                <LocationCard {...cardProps(location)} />
              </li>
            ))}
          </ul>
        )}
      </CollapsibleSection>

      <section aria-labelledby="project-instruments" className="flex flex-col gap-3">
        <h2 id="project-instruments" className="text-lg font-semibold">
          {t('instruments.title')}
        </h2>
        <InstrumentsTable
          projectId={projectId}
          monitors={monitors.data?.Items}
          locations={all}
          loading={monitors.isPending || locations.isPending}
          error={monitors.error ? t('instruments.loadFailed') : undefined}
          manageReason={manageReason}
          action={registerButton}
        />
      </section>

      {editing ? (
        <LocationFormModal
          projectId={projectId}
          location={editing === 'new' ? undefined : editing}
          center={center}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {registering ? <RegisterInstrumentModal onClose={() => setRegistering(false)} /> : null}
      <DangerModal
        open={hiding !== null}
        onOpenChange={(open) => (open ? undefined : setHiding(null))}
        title={t('hideTitle', { name: hiding?.Name ?? '' })}
        description={t('hideText')}
        confirmLabel={t('hideConfirm')}
        errorMessage={(failure) => errorMessage(failure, t('hideAction'))}
        onConfirm={async () => {
          if (!hiding) return;
          await hide.mutateAsync(named(hiding));
          confirmChange(t('hiddenDone', { name: hiding.Name }));
        }}
      />
      <DangerModal
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('deleteTitle', { name: deleting?.Name ?? '' })}
        description={t('deleteText')}
        confirmLabel={t('deleteConfirm')}
        errorMessage={(failure) => errorMessage(failure, t('deleteAction'))}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(named(deleting));
          confirmChange(t('deleted', { name: deleting.Name }));
        }}
      />
    </ProjectFrame>
  );
}

import {
  useContributionSummaries,
  useDashboardContributionsData,
  useDashboardEnvironmentalData,
  useDashboardLocations,
  useDashboardWindData,
  useDashboardWindLocations,
  useDisplaySettings,
  useFeatureFlag,
  useInstrumentStatuses,
  useProjectDetails,
  useProjectMonitors,
  useSubmitDashboardFeedback,
} from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { EmptyState } from '@aq/ui/empty-state';
import { Skeleton } from '@aq/ui/skeleton';
import { isAllowedAveragingPeriod } from '@aq/validation/chart';
import { Wind } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useAppConfig } from '../../lib/app-config';
import { showErrorScreenFor } from '../../lib/error-screen';
import { routeHref } from '../../lib/route-query';
import { DEFAULT_MAP_CENTER } from '../../lib/typed-point';
import { useNow } from '../../lib/use-now';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { ErrorScreen } from '../../shell/error-screens';
import { projectZone } from '../charts/project-zone';
import { PROJECT_CONTRIBUTIONS_PATH } from '../contributions/contributions-path';
import { ProjectFrame } from '../projects/project-frame';
import { ContributionWidget } from './contribution-widget';
import { dashboardContributions, type DashboardContribution } from './contributions';
import { EnvironmentalWidget } from './environmental-widget';
import { FeedbackPrompt } from './feedback-prompt';
import { InactiveContributions } from './inactive-contributions';
import { InstrumentStatusWidget } from './instrument-status-widget';
import { lastUpdatedText } from './last-updated';
import { onlineInstruments, siteChannels, siteMarkers, siteWind, windRoles } from './site-map';
import { SiteMap, useSiteMarkerWords } from './site-map-view';
import { ViewChartsModal } from './view-charts-modal';

const REQUIRED = ['projectId'] as const;

/** The averaging period of the dashboard's map when the query names none (projects §9). */
export const DASHBOARD_DEFAULT_AVERAGING = 1;

/** The dashboard's query state (projects §2): the averaging period and the map's channel. */
export function dashboardQueryState(query: Record<string, unknown>): {
  averaging: number;
  channel: string | null;
} {
  const averaging = typeof query.averaging === 'number' ? query.averaging : NaN;
  return {
    averaging: isAllowedAveragingPeriod(averaging) ? averaging : DASHBOARD_DEFAULT_AVERAGING,
    channel: typeof query.channel === 'string' && query.channel !== '' ? query.channel : null,
  };
}

/**
 * The project dashboard (projects §2, §4, §9), the project's landing page: 'Last updated' on the
 * project's clock, a gauge widget per active contribution (NJ PAM hidden) with View charts, the
 * site overview map with wind, the instrument status widget, the environmental widget
 * (DashboardEnvironmentalWidget), the feedback prompt (DashboardFeedback) and the collapsed
 * inactive contributions. Every read refreshes each minute and when the tab is shown again,
 * keeping the previous answer on screen meanwhile.
 */
export default function ProjectDashboardPage() {
  const { t } = useTranslation('project-dashboard');
  const { query, error: queryError, setQuery } = useRouteQuery(REQUIRED);
  const projectId = typeof query.projectId === 'string' ? query.projectId : '';
  const { averaging, channel } = dashboardQueryState(query);
  const errorMessage = useUserErrorMessage();
  const { MapStyles } = useAppConfig();
  const now = useNow();

  const project = useProjectDetails(projectId);
  const summaries = useContributionSummaries(projectId);
  const values = useDashboardContributionsData(projectId);
  const locations = useDashboardLocations(projectId, { averagingPeriod: averaging });
  const wind = useDashboardWindData(projectId);
  const windLocations = useDashboardWindLocations(projectId);
  const monitors = useProjectMonitors(projectId);
  const displaySettings = useDisplaySettings(projectId);
  const environmentalOn = useFeatureFlag('DashboardEnvironmentalWidget');
  const feedbackOn = useFeatureFlag('DashboardFeedback');
  const environmental = useDashboardEnvironmentalData(environmentalOn ? projectId : null);
  const submitFeedback = useSubmitDashboardFeedback();
  const [charted, setCharted] = useState<DashboardContribution | null>(null);

  useEffect(() => {
    if (project.error) showErrorScreenFor(project.error);
  }, [project.error]);

  const attached = useMemo(
    () => (monitors.data?.Items ?? []).filter((monitor) => monitor.MonitoringLocationId !== null),
    [monitors.data],
  );
  const serials = useMemo(() => attached.map((monitor) => monitor.MonitorSerial), [attached]);
  const statuses = useInstrumentStatuses(serials);

  const { active, inactive } = useMemo(
    () => dashboardContributions(summaries.data?.Summaries ?? []),
    [summaries.data],
  );
  const activeIds = useMemo(() => new Set(active.map((c) => c.Id)), [active]);
  const decimals = useMemo(
    () =>
      Object.fromEntries(
        (displaySettings.data?.ProjectSensorGroups ?? []).map((group) => [
          group.SensorGroupName,
          group.DecimalPlace,
        ]),
      ),
    [displaySettings.data],
  );
  const levels = project.data?.ComplianceLevels ?? [];

  const words = useSiteMarkerWords();
  const mapLocations = locations.data?.Items;
  const channels = useMemo(() => siteChannels(mapLocations ?? []), [mapLocations]);
  // A channel no location measures (an old link) falls back to Site overview.
  const shownChannel = channel !== null && channels.includes(channel) ? channel : null;
  const markers = useMemo(
    () =>
      siteMarkers(
        mapLocations ?? [],
        shownChannel,
        windRoles(windLocations.data?.Items, activeIds, shownChannel),
        words,
      ),
    [mapLocations, shownChannel, windLocations.data, activeIds, words],
  );
  const siteWindReading = useMemo(() => {
    const measuring =
      shownChannel === null
        ? null
        : new Set(
            active
              .filter((c) => c.SensorTypes.some((sensor) => sensor.Name === shownChannel))
              .map((c) => c.Id),
          );
    return siteWind(
      wind.data?.Items,
      active.map((c) => c.Id),
      measuring,
    );
  }, [wind.data, active, shownChannel]);
  const windSensor = active.find((c) => c.Id === siteWindReading?.contributionId)?.WindSensorType;

  const instrumentRows = useMemo(() => {
    const bySerial = new Map((statuses.data?.Items ?? []).map((s) => [s.MonitorSerial, s]));
    return attached.flatMap((monitor) => {
      const status = bySerial.get(monitor.MonitorSerial);
      return status ? [{ name: monitor.MonitorName || monitor.MonitorSerial, status }] : [];
    });
  }, [attached, statuses.data]);

  if (queryError) return <ErrorScreen kind="invalid-query" />;

  const setState = (next: { averaging?: number; channel?: string | null }) => {
    const merged = { averaging, channel, ...next };
    setQuery({
      projectId,
      ...(merged.averaging === DASHBOARD_DEFAULT_AVERAGING ? {} : { averaging: merged.averaging }),
      ...(merged.channel === null ? {} : { channel: merged.channel }),
    });
  };

  const clock = project.data
    ? { timeZone: project.data.TimeZoneId, summerTimeAdjusted: project.data.SummerTimeAdjusted }
    : null;
  const updatedAt = Math.max(values.dataUpdatedAt, locations.dataUpdatedAt, wind.dataUpdatedAt);
  const valuesFor = (id: number) =>
    values.data?.Items.find((item) => item.ContributionId === id)?.LatestChannelValues;
  const valuesError = values.error
    ? errorMessage(values.error, t('contribution.loadAction'))
    : null;
  const renderContribution = (contribution: DashboardContribution) => (
    <ContributionWidget
      key={contribution.Id}
      contribution={contribution}
      values={valuesFor(contribution.Id)}
      levels={levels}
      decimals={decimals}
      loading={values.isPending}
      error={valuesError}
      onViewCharts={() => setCharted(contribution)}
    />
  );
  const feedbackContribution = active[0] ?? inactive[0];
  const center = project.data?.Location
    ? { lat: project.data.Location.Latitude, lng: project.data.Location.Longitude }
    : DEFAULT_MAP_CENTER;

  return (
    <ProjectFrame projectId={projectId} section={t('title')}>
      <p className="text-text-muted -mt-3 text-sm" data-testid="last-updated" aria-live="polite">
        {clock && updatedAt > 0 ? (
          <>
            {lastUpdatedText(updatedAt, now, clock, t)} · {projectZone(clock, updatedAt).label}
          </>
        ) : (
          t('lastUpdated.never')
        )}
      </p>

      {feedbackOn && feedbackContribution ? (
        <FeedbackPrompt
          onSubmit={async ({ choices, comments }) => {
            await submitFeedback.mutateAsync({
              contributionId: feedbackContribution.Id,
              choices,
              comments,
            });
          }}
        />
      ) : null}

      {/* The skeletons are hidden from assistive technology: the section says it is loading. */}
      <section
        aria-labelledby="dashboard-contributions"
        aria-busy={(!summaries.error && summaries.isPending) || undefined}
        className="flex flex-col gap-3"
      >
        <h2 id="dashboard-contributions" className="text-lg font-semibold">
          {t('contributions.title')}
        </h2>
        {summaries.error ? (
          <p role="alert" className="text-danger text-sm">
            {t('contributions.loadFailed')}:{' '}
            {errorMessage(summaries.error, t('contributions.loadAction'))}
          </p>
        ) : summaries.isPending ? (
          <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-4">
            {renderSkeleton()}
          </div>
        ) : active.length === 0 ? (
          <EmptyState
            headingLevel={3}
            icon={<Wind />}
            title={t('contributions.emptyTitle')}
            text={t('contributions.emptyText')}
            action={
              <Button asChild variant="secondary">
                <Link href={routeHref(PROJECT_CONTRIBUTIONS_PATH, { projectId })}>
                  {t('contributions.open')}
                </Link>
              </Button>
            }
          />
        ) : (
          <div
            className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-4"
            data-testid="contribution-widgets"
          >
            {active.map(renderContribution)}
          </div>
        )}
      </section>

      <div className="grid gap-4 xl:grid-cols-3">
        <div className="min-w-0 xl:col-span-2">
          <SiteMap
            markers={markers}
            channels={channels}
            channel={shownChannel}
            onChannelChange={(next) => setState({ channel: next })}
            averaging={averaging}
            onAveragingChange={(minutes) => setState({ averaging: minutes })}
            instruments={
              statuses.data || serials.length === 0
                ? onlineInstruments(statuses.data?.Items)
                : undefined
            }
            wind={siteWindReading}
            windDecimals={windSensor ? decimals[windSensor.Name] : undefined}
            center={center}
            styleUrls={{ streets: MapStyles.Streets, satellite: MapStyles.Satellite }}
            loading={locations.isPending}
            error={locations.error ? errorMessage(locations.error, t('map.loadAction')) : null}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-4">
          <InstrumentStatusWidget
            instruments={instrumentRows}
            loading={monitors.isPending || (serials.length > 0 && statuses.isPending)}
            error={
              monitors.error || statuses.error
                ? errorMessage(monitors.error ?? statuses.error, t('instruments.loadAction'))
                : null
            }
          />
          {environmentalOn ? (
            <EnvironmentalWidget
              data={environmental.data}
              loading={environmental.isPending}
              error={
                environmental.error
                  ? errorMessage(environmental.error, t('environment.loadAction'))
                  : null
              }
            />
          ) : null}
        </div>
      </div>

      <InactiveContributions contributions={inactive} renderContribution={renderContribution} />

      <ViewChartsModal
        projectId={projectId}
        contribution={charted}
        onClose={() => setCharted(null)}
      />
    </ProjectFrame>
  );
}

function renderSkeleton() {
  return (
    <>
      <Skeleton className="rounded-card h-64" />
      <Skeleton className="rounded-card h-64" />
    </>
  );
}

import {
  featureFlagQuery,
  useApiClient,
  useAtech1466Sources,
  useContributionSummaries,
  useProjectDetails,
} from '@aq/api/react';
import { useQuery } from '@tanstack/react-query';
import { Card } from '@aq/ui/card';
import { RadioGroup } from '@aq/ui/radio-group';
import { Skeleton } from '@aq/ui/skeleton';
import { Tabs } from '@aq/ui/tabs';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorScreenFor } from '../../lib/error-screen';
import { useHasPermission } from '../../lib/permissions';
import { type ProjectClock } from '../../lib/project-clock';
import { useRouteQuery } from '../../lib/use-route-query';
import { ErrorScreen } from '../../shell/error-screens';
import { ProjectFrame } from '../projects/project-frame';
import { AggregatedDownloadForm, type DownloadSourceOption } from './aggregated-download-form';
import { dataTypeFromQuery, formatFromQuery, type DownloadDataType } from './aggregated-state';
import { IndividualDownloadForm } from './individual-download-form';

const REQUIRED_QUERY = ['projectId'] as const;

/**
 * Data download (projects §2 'Data download page', §4, §5, §7, §8, §9). The standard format
 * downloads individual data (monitoring locations, range, averaging, journal) or, when the project
 * has contributions, aggregated data (a contribution and a range; no journal); the data type and
 * the choices live in the address. With the ATechDataReport flag two tabs show, 'Standard format'
 * and 'A-Tech format' (a 1466 contribution's A-Tech report). Without View_Data the buttons are
 * unavailable and say why.
 */
export default function DataDownloadPage() {
  const { t } = useTranslation('download');
  const { query, error: queryError, setQuery } = useRouteQuery(REQUIRED_QUERY);
  const projectId = typeof query.projectId === 'string' ? query.projectId : '';
  const project = useProjectDetails(projectId);
  const canDownload = useHasPermission('View_Data');
  // The flag as useFeatureFlag reads it (off while loading or failing), and whether it is known.
  const atechFlag = useQuery(featureFlagQuery(useApiClient(), 'ATechDataReport'));
  const atechEnabled = atechFlag.data ?? false;
  const summaries = useContributionSummaries(projectId);
  const atechSources = useAtech1466Sources(projectId, { enabled: atechEnabled });

  useEffect(() => {
    if (project.error) showErrorScreenFor(project.error);
  }, [project.error]);

  const clock: ProjectClock | null = project.data
    ? { timeZone: project.data.TimeZoneId, summerTimeAdjusted: project.data.SummerTimeAdjusted }
    : null;

  // A project without contributions (or whose list fails) downloads individual data only.
  const contributions = useMemo<DownloadSourceOption[]>(
    () =>
      (summaries.data?.Summaries ?? []).map((summary) => ({
        id: summary.Id,
        name: summary.Name,
        contributionType: summary.ContributionType,
      })),
    [summaries.data],
  );
  const hasContributions = contributions.length > 0;
  const askedType = dataTypeFromQuery(query);
  const dataType: DownloadDataType =
    askedType === 'aggregated' && hasContributions ? 'aggregated' : 'individual';
  // An address asking for aggregated data waits for the contributions before choosing a form
  // (the individual form would otherwise write its own choices over the address).
  const waitingForType = Boolean(projectId) && askedType === 'aggregated' && summaries.isPending;
  const format = atechEnabled ? formatFromQuery(query) : 'standard';

  const atechOptions = useMemo<DownloadSourceOption[] | null>(
    () =>
      atechSources.data
        ? atechSources.data.Sources.map((source) => ({
            id: source.ContributionId,
            name: source.Name,
            contributionType: 'FOURTEEN_SIXTY_SIX',
            startDate: source.StartDate,
          }))
        : atechSources.error
          ? []
          : null,
    [atechSources.data, atechSources.error],
  );

  if (queryError) return <ErrorScreen kind="invalid-query" />;

  const projectName = project.data?.Name;
  const writeQuery = (next: Record<string, unknown>) => setQuery(next);

  const standard = (
    <Card
      title={t('standardFormat')}
      description={dataType === 'aggregated' ? t('aggregatedIntro') : t('intro')}
    >
      <div className="flex flex-col gap-5">
        {hasContributions ? (
          <RadioGroup
            label={t('dataType')}
            orientation="vertical"
            value={dataType}
            onValueChange={(next) => {
              // Changing the data type starts that type's form afresh, keeping the range.
              setQuery({
                projectId,
                ...(next === 'aggregated' ? { data: 'aggregated' } : {}),
                ...(query.range === undefined ? {} : { range: query.range }),
              });
            }}
            options={[
              { value: 'individual', label: t('dataTypes.individual') },
              { value: 'aggregated', label: t('dataTypes.aggregated') },
            ]}
            data-testid="download-data-type"
          />
        ) : null}
        {waitingForType ? (
          <Skeleton className="h-40 w-full" />
        ) : dataType === 'aggregated' ? (
          <AggregatedDownloadForm
            key="aggregated"
            mode="aggregated"
            projectId={projectId}
            projectName={projectName}
            clock={clock}
            sources={contributions}
            query={query}
            onQueryChange={writeQuery}
            canDownload={canDownload}
          />
        ) : (
          <IndividualDownloadForm
            key="individual"
            projectId={projectId}
            projectName={projectName}
            clock={clock}
            query={query}
            onQueryChange={writeQuery}
            canDownload={canDownload}
          />
        )}
      </div>
    </Card>
  );

  return (
    <ProjectFrame projectId={projectId} section={t('title')}>
      <div className="flex max-w-3xl flex-col gap-4" data-testid="data-download">
        {atechFlag.isPending ? (
          // The page's layout (tabs or not) waits for the flag: a form shown before it would be
          // mounted again inside the tab once it arrives, losing what the user had started.
          <Skeleton className="h-96 w-full" data-testid="download-loading" />
        ) : atechEnabled ? (
          <Tabs
            label={t('formats')}
            value={format}
            onValueChange={(next) => {
              const { format: _previous, ...rest } = query;
              setQuery(next === 'atech' ? { ...rest, format: 'atech' } : rest);
            }}
            items={[
              { value: 'standard', label: t('standardFormat'), content: standard },
              {
                value: 'atech',
                label: t('atechFormat'),
                content: (
                  <Card title={t('atechFormat')} description={t('atechIntro')}>
                    <AggregatedDownloadForm
                      mode="atech"
                      projectId={projectId}
                      projectName={projectName}
                      clock={clock}
                      sources={atechOptions}
                      query={null}
                      canDownload={canDownload}
                    />
                  </Card>
                ),
              },
            ]}
          />
        ) : (
          standard
        )}
      </div>
    </ProjectFrame>
  );
}

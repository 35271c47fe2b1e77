import {
  useDownloadMonitoringLocationData,
  useMonitoringLocations,
  useProjectDetails,
} from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { Card } from '@aq/ui/card';
import { DateTimeRangePicker, resolveRange } from '@aq/ui/date-time-range-picker';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { MultiSelect } from '@aq/ui/multi-select';
import { Select } from '@aq/ui/select';
import { Skeleton } from '@aq/ui/skeleton';
import { Switch } from '@aq/ui/switch';
import { toast } from '@aq/ui/toast';
import { Tooltip } from '@aq/ui/tooltip';
import { useUiStrings } from '@aq/ui/ui-strings';
import { formatUtcOffset } from '@aq/validation/time';
import { Download } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { showErrorScreenFor } from '../../lib/error-screen';
import { useHasPermission } from '../../lib/permissions';
import { useRouteQuery } from '../../lib/use-route-query';
import { useUserErrorMessage } from '../../lib/user-error';
import { ErrorScreen } from '../../shell/error-screens';
import { ProjectFrame } from '../projects/project-frame';
import { pickerTimeZone, projectOffsetMinutes, type ProjectClock } from '../../lib/project-clock';
import {
  DOWNLOAD_AVERAGING_OPTIONS,
  downloadFormFromQuery,
  downloadRequest,
  queryFromDownloadForm,
  savedFileName,
  type DownloadFormValues,
} from './download-state';
import { saveFile } from './save-file';
import { formatAveragingPeriod } from '../../lib/averaging-period';
import { useLocale } from '../../lib/locale';

const REQUIRED_QUERY = ['projectId'] as const;

/** The clock a download reads when it starts (a relative range ends then). */
function currentTime(): number {
  return Date.now();
}

/**
 * Data download (projects §2 'Data download page', §4, §5, §7, §8, §9): the standard format only
 * (the A-Tech format arrives with contributions). Monitoring locations (hidden ones labelled),
 * the date range on the project's clock with its zone named, the averaging period (§9's options,
 * 15 minutes by default) and 'Include journal data'; the choices live in the address. Download is
 * disabled with a spinner while it runs, saves the file under the server's name, and a failure
 * shows the notification 'Error' with the server's messages. Without View_Data the button is
 * unavailable and says why.
 */
export default function DataDownloadPage() {
  const { t } = useTranslation('download');
  const { locale } = useLocale();
  const { validationMessage } = useUiStrings();
  const { query, error: queryError, setQuery } = useRouteQuery(REQUIRED_QUERY);
  const projectId = typeof query.projectId === 'string' ? query.projectId : '';
  const project = useProjectDetails(projectId);
  const locations = useMonitoringLocations(projectId);
  const download = useDownloadMonitoringLocationData();
  const errorMessage = useUserErrorMessage();
  const canDownload = useHasPermission('View_Data');
  const noPermissionId = useId();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (project.error) showErrorScreenFor(project.error);
  }, [project.error]);

  const initial = useMemo(() => downloadFormFromQuery(query), []); // eslint-disable-line react-hooks/exhaustive-deps
  const resolver = useMemo<Resolver<DownloadFormValues>>(
    () => async (values) => {
      const request = downloadRequest(values, currentTime());
      if (request.ok) return { values, errors: {} };
      const errors: FieldErrors<DownloadFormValues> = {};
      for (const [field, failure] of Object.entries(request.errors)) {
        if (failure) {
          errors[field as keyof DownloadFormValues] = {
            type: failure.code,
            message: validationMessage(failure),
          };
        }
      }
      return { values: {}, errors };
    },
    [validationMessage],
  );
  const form = useForm<DownloadFormValues>({ defaultValues: initial, resolver });
  const values = useWatch({ control: form.control }) as DownloadFormValues;

  // The choices live in the address, so a download can be shared and repeated.
  const search = JSON.stringify(queryFromDownloadForm(projectId, values));
  useEffect(() => {
    if (!projectId) return;
    setQuery(JSON.parse(search) as Record<string, unknown>);
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  const clock: ProjectClock | null = project.data
    ? { timeZone: project.data.TimeZoneId, summerTimeAdjusted: project.data.SummerTimeAdjusted }
    : null;
  // The offset at the range's start: stable for a fixed range, and the one its first rows carry.
  const rangeStart = resolveRange(values.range, now).from;
  const zoneLabel = clock
    ? `${clock.timeZone} (UTC${formatUtcOffset(projectOffsetMinutes(rangeStart, clock))})`
    : '';

  const locationOptions = useMemo(
    () =>
      (locations.data?.Items ?? []).map((location) => ({
        value: location.GuidId,
        label: location.IsHidden ? t('hiddenLocation', { name: location.Name }) : location.Name,
      })),
    [locations.data, t],
  );

  const submit = form.handleSubmit(async (chosen) => {
    if (!canDownload) return;
    const at = currentTime();
    setNow(at);
    const request = downloadRequest(chosen, at);
    if (!request.ok) return;
    try {
      const file = await download.mutateAsync({ projectId, query: request.query });
      const name = savedFileName(file.fileName, project.data?.Name);
      saveFile(file.blob, name);
      confirmChange(t('downloaded', { file: name }));
    } catch (failure) {
      toast({
        kind: 'error',
        title: t('errorTitle'),
        text: errorMessage(failure, t('downloadAction')),
      });
    }
  });

  if (queryError) return <ErrorScreen kind="invalid-query" />;

  const running = download.isPending;
  const button = (
    <Button
      type="submit"
      loading={running}
      aria-disabled={canDownload ? undefined : true}
      aria-describedby={canDownload ? undefined : noPermissionId}
      className={canDownload ? undefined : 'cursor-not-allowed opacity-50'}
      data-testid="download-button"
    >
      {running ? null : <Download aria-hidden="true" className="size-4" />}
      {running ? t('downloading') : t('download')}
    </Button>
  );

  return (
    <ProjectFrame projectId={projectId} section={t('title')}>
      <div className="flex max-w-3xl flex-col gap-4" data-testid="data-download">
        <Card title={t('standardFormat')} description={t('intro')}>
          <form
            noValidate
            aria-label={t('formTitle')}
            className="flex flex-col gap-5"
            onSubmit={(event) => void submit(event)}
            data-testid="download-form"
          >
            {locations.error ? (
              <InlineNotification
                kind="error"
                title={t('loadFailed')}
                text={errorMessage(locations.error, t('downloadAction'))}
                action={
                  <Button variant="secondary" size="sm" onClick={() => void locations.refetch()}>
                    {t('retry')}
                  </Button>
                }
              />
            ) : null}
            <Controller
              control={form.control}
              name="locationIds"
              render={({ field, fieldState }) => (
                <FormField
                  label={t('locations')}
                  required
                  error={fieldState.error?.message}
                  helperText={
                    locations.data && locations.data.Items.length === 0
                      ? t('locationsEmpty')
                      : undefined
                  }
                >
                  {locations.isPending ? (
                    <Skeleton className="h-10 w-full" />
                  ) : (
                    <MultiSelect
                      options={locationOptions}
                      value={field.value}
                      onValueChange={field.onChange}
                      onBlur={field.onBlur}
                      placeholder={t('locationsPlaceholder')}
                      selectAllLabel={t('selectAll')}
                      data-testid="download-locations"
                    />
                  )}
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="range"
              render={({ field, fieldState }) => (
                <div className="flex flex-col gap-1.5 text-sm">
                  {/* The picker names itself with the same words; this is the visible label. */}
                  <span aria-hidden="true" className="font-medium">
                    {t('range')}
                  </span>
                  {clock ? (
                    <DateTimeRangePicker
                      label={t('range')}
                      now={now}
                      timeZone={pickerTimeZone(clock, now)}
                      value={field.value}
                      onChange={(next) => {
                        setNow(currentTime());
                        field.onChange(next);
                      }}
                      aria-invalid={fieldState.error ? true : undefined}
                      data-testid="download-range"
                    />
                  ) : (
                    <Skeleton className="h-10 w-56" />
                  )}
                  <p className="text-text-muted text-xs" data-testid="download-zone">
                    {clock ? t('zone', { zone: zoneLabel }) : null}
                  </p>
                  {fieldState.error ? (
                    <p
                      className="text-danger text-sm"
                      role="alert"
                      data-testid="download-range-error"
                    >
                      {fieldState.error.message}
                    </p>
                  ) : null}
                </div>
              )}
            />
            <Controller
              control={form.control}
              name="averagingMinutes"
              render={({ field, fieldState }) => (
                <FormField
                  label={t('averaging')}
                  helperText={t('averagingHint')}
                  error={fieldState.error?.message}
                >
                  <Select
                    className="w-full sm:w-60"
                    value={String(field.value)}
                    onValueChange={(value) => field.onChange(Number(value))}
                    options={DOWNLOAD_AVERAGING_OPTIONS.map((minutes) => ({
                      value: String(minutes),
                      label: formatAveragingPeriod(minutes, locale),
                    }))}
                    data-testid="download-averaging"
                  />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="includeJournal"
              render={({ field }) => (
                <Switch
                  label={t('journal')}
                  description={t('journalHint')}
                  className="max-w-md"
                  checked={field.value}
                  onCheckedChange={field.onChange}
                  data-testid="download-journal"
                />
              )}
            />
            <div>
              {canDownload ? (
                button
              ) : (
                <>
                  <Tooltip content={t('noPermission')}>{button}</Tooltip>
                  <span id={noPermissionId} hidden>
                    {t('noPermission')}
                  </span>
                </>
              )}
            </div>
          </form>
        </Card>
      </div>
    </ProjectFrame>
  );
}

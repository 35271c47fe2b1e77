import { useDownloadMonitoringLocationData, useMonitoringLocations } from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { resolveRange } from '@aq/ui/date-time-range-picker';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { MultiSelect } from '@aq/ui/multi-select';
import { Select } from '@aq/ui/select';
import { Skeleton } from '@aq/ui/skeleton';
import { Switch } from '@aq/ui/switch';
import { toast } from '@aq/ui/toast';
import { useUiStrings } from '@aq/ui/ui-strings';
import { formatUtcOffset } from '@aq/validation/time';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatAveragingPeriod } from '../../lib/averaging-period';
import { confirmChange } from '../../lib/confirm-change';
import { useLocale } from '../../lib/locale';
import { projectOffsetMinutes, type ProjectClock } from '../../lib/project-clock';
import { useUserErrorMessage } from '../../lib/user-error';
import { DownloadButton } from './download-button';
import { DownloadRangeField } from './download-range-field';
import {
  DOWNLOAD_AVERAGING_OPTIONS,
  downloadFormFromQuery,
  downloadRequest,
  queryFromDownloadForm,
  savedFileName,
  type DownloadFormValues,
} from './download-state';
import { saveFile } from './save-file';

/** The clock a download reads when it starts (a relative range ends then). */
export function currentTime(): number {
  return Date.now();
}

/** Props of IndividualDownloadForm. */
export interface IndividualDownloadFormProps {
  projectId: string;
  /** The project's name (the file's name when the server gives none). */
  projectName: string | undefined;
  /** The project's clock; null while the project loads. */
  clock: ProjectClock | null;
  /** The route query the form starts from. */
  query: Record<string, unknown>;
  /** Writes the form's choices into the address. */
  onQueryChange: (query: Record<string, unknown>) => void;
  /** Whether the user holds View_Data. */
  canDownload: boolean;
}

/**
 * The standard format's individual data (projects §2, §5, §7, §9): monitoring locations (hidden
 * ones labelled), the date range on the project's clock with its zone named, the averaging period
 * (§9's options, 15 minutes by default) and 'Include journal data'; the choices live in the
 * address. Download is disabled with a spinner while it runs, saves the file under the server's
 * name, and a failure shows the notification 'Error' with the server's messages.
 */
export function IndividualDownloadForm({
  projectId,
  projectName,
  clock,
  query,
  onQueryChange,
  canDownload,
}: IndividualDownloadFormProps) {
  const { t } = useTranslation('download');
  const { locale } = useLocale();
  const { validationMessage } = useUiStrings();
  const locations = useMonitoringLocations(projectId);
  const download = useDownloadMonitoringLocationData();
  const errorMessage = useUserErrorMessage();
  const [now, setNow] = useState(() => Date.now());

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
    onQueryChange(JSON.parse(search) as Record<string, unknown>);
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

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
      const name = savedFileName(file.fileName, projectName);
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

  return (
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
              locations.data && locations.data.Items.length === 0 ? t('locationsEmpty') : undefined
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
          <DownloadRangeField
            clock={clock}
            now={now}
            zoneLabel={zoneLabel}
            value={field.value}
            onChange={(next) => {
              setNow(currentTime());
              field.onChange(next);
            }}
            error={fieldState.error?.message}
            testId="download"
          />
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
      <DownloadButton running={download.isPending} canDownload={canDownload} />
    </form>
  );
}

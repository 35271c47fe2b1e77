import {
  useContribution,
  useDownloadAggregatedCsv,
  useDownloadAtech1466Report,
} from '@aq/api/react';
import { resolveRange } from '@aq/ui/date-time-range-picker';
import { FormField } from '@aq/ui/form-field';
import { Select } from '@aq/ui/select';
import { Skeleton } from '@aq/ui/skeleton';
import { toast } from '@aq/ui/toast';
import { useUiStrings } from '@aq/ui/ui-strings';
import { validateDownloadSource } from '@aq/validation/chart';
import { formatUtcOffset } from '@aq/validation/time';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller, useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { useLocale } from '../../lib/locale';
import {
  formatProjectTime,
  projectOffsetMinutes,
  type ProjectClock,
} from '../../lib/project-clock';
import { useUserErrorMessage } from '../../lib/user-error';
import {
  aggregatedFormFromQuery,
  aggregatedRequest,
  csvAnswerBlob,
  DEFAULT_AGGREGATED_FORM,
  queryFromAggregatedForm,
  type AggregatedFormValues,
  type AggregatedSource,
} from './aggregated-state';
import { DownloadButton } from './download-button';
import { DownloadRangeField } from './download-range-field';
import { savedFileName } from './download-state';
import { currentTime } from './individual-download-form';
import { saveFile } from './save-file';

/** A contribution the form offers: its id, name, type and, when known, when it starts. */
export interface DownloadSourceOption {
  id: number;
  name: string;
  /** Contribution type in either spelling (DER10 or Der10...). */
  contributionType: string;
  /** Its StartDate, when the list gives it (the A-Tech sources do). */
  startDate?: string;
}

/** Props of AggregatedDownloadForm. */
export interface AggregatedDownloadFormProps {
  /** 'aggregated': the standard format's contribution data; 'atech': the A-Tech 1466 report. */
  mode: 'aggregated' | 'atech';
  projectId: string;
  projectName: string | undefined;
  clock: ProjectClock | null;
  /** The contributions offered; null while they load. */
  sources: DownloadSourceOption[] | null;
  /** The route query the form starts from; null keeps the choices out of the address. */
  query: Record<string, unknown> | null;
  onQueryChange?: (query: Record<string, unknown>) => void;
  canDownload: boolean;
}

/**
 * A contribution's data as CSV (projects §2, §5, §7): the source (a contribution; NJ PAM offered
 * but unavailable, saying 'Contribution data is not available for NJ PAM') and a date range on the
 * project's clock that starts no earlier than the source (its start is said under the source and
 * the picker's earliest time). In 'aggregated' mode the choices live in the address and the file
 * is GET .../csv-data/aggregated; in 'atech' mode the sources are the A-Tech list and the file is
 * the A-Tech 1466 report. The answer ({ CsvData, FileName, ContentType }) is saved under the
 * server's name; a failure shows the notification 'Error' with the server's messages.
 */
export function AggregatedDownloadForm({
  mode,
  projectId,
  projectName,
  clock,
  sources,
  query,
  onQueryChange,
  canDownload,
}: AggregatedDownloadFormProps) {
  const { t } = useTranslation('download');
  const { locale } = useLocale();
  const { validationMessage } = useUiStrings();
  const errorMessage = useUserErrorMessage();
  const aggregated = useDownloadAggregatedCsv();
  const atech = useDownloadAtech1466Report();
  const download = mode === 'atech' ? atech : aggregated;
  const [now, setNow] = useState(() => Date.now());

  const initial = useMemo(
    () => (query ? aggregatedFormFromQuery(query) : DEFAULT_AGGREGATED_FORM),
    [], // eslint-disable-line react-hooks/exhaustive-deps
  );

  // The resolver reads the source and the words the form has now.
  const latest = useRef<{
    source: AggregatedSource | null;
    formatStart: (ms: number) => string;
    validationMessage: typeof validationMessage;
  }>({ source: null, formatStart: (ms) => String(ms), validationMessage });
  const resolver = useMemo<Resolver<AggregatedFormValues>>(
    () => async (chosenValues) => {
      const { source: current, formatStart: format, validationMessage: message } = latest.current;
      const request = aggregatedRequest(chosenValues, currentTime(), current, format);
      if (request.ok) return { values: chosenValues, errors: {} };
      const errors: FieldErrors<AggregatedFormValues> = {};
      if (request.errors.source) {
        errors.contributionId = {
          type: request.errors.source.code,
          message: message(request.errors.source),
        };
      }
      if (request.errors.range) {
        errors.range = { type: request.errors.range.code, message: message(request.errors.range) };
      }
      return { values: {}, errors };
    },
    [],
  );
  const form = useForm<AggregatedFormValues>({ defaultValues: initial, resolver });
  const values = useWatch({ control: form.control }) as AggregatedFormValues;
  const chosen = sources?.find((source) => source.id === values.contributionId) ?? null;
  const contribution = useContribution(
    mode === 'aggregated' && chosen && !chosen.startDate ? chosen.id : null,
  );
  const startDate = chosen?.startDate ?? contribution.data?.StartDate ?? null;
  const source: AggregatedSource | null = chosen
    ? {
        id: chosen.id,
        contributionType: chosen.contributionType,
        startTimeMs: startDate ? Date.parse(startDate) : null,
      }
    : null;
  const formatStart = useMemo(
    () => (ms: number) => {
      if (!clock) return new Date(ms).toISOString();
      const time = formatProjectTime(ms / 1000, clock, locale);
      return `${time.text} (${time.zone})`;
    },
    [clock, locale],
  );

  useEffect(() => {
    latest.current = { source, formatStart, validationMessage };
  });

  // The choices live in the address (standard format only).
  const search = JSON.stringify(queryFromAggregatedForm(projectId, values));
  useEffect(() => {
    if (!projectId || !onQueryChange) return;
    onQueryChange(JSON.parse(search) as Record<string, unknown>);
  }, [search]); // eslint-disable-line react-hooks/exhaustive-deps

  const rangeStart = resolveRange(values.range, now).from;
  const zoneLabel = clock
    ? `${clock.timeZone} (UTC${formatUtcOffset(projectOffsetMinutes(rangeStart, clock))})`
    : '';

  // NJ PAM is offered but cannot be chosen; the option says why (its description: a disabled
  // option takes no pointer, so a tooltip could never open).
  const options = (sources ?? []).map((option) => {
    const refusal = mode === 'atech' ? null : validateDownloadSource(option);
    return {
      value: String(option.id),
      label: option.name,
      disabled: refusal !== null,
      description: refusal ? validationMessage(refusal) : undefined,
    };
  });

  const submit = form.handleSubmit(async (chosenValues) => {
    if (!canDownload) return;
    const at = currentTime();
    setNow(at);
    const request = aggregatedRequest(chosenValues, at, source, formatStart);
    if (!request.ok) return;
    try {
      const answer = await download.mutateAsync({ projectId, query: request.query });
      const name = savedFileName(answer.FileName, projectName);
      saveFile(csvAnswerBlob(answer), name);
      confirmChange(t('downloaded', { file: name }));
    } catch (failure) {
      toast({
        kind: 'error',
        title: t('errorTitle'),
        text: errorMessage(failure, t('downloadAction')),
      });
    }
  });

  const testId = mode === 'atech' ? 'atech' : 'aggregated';
  const sourceLoading = Boolean(chosen && !startDate && contribution.isPending);

  return (
    <form
      noValidate
      aria-label={mode === 'atech' ? t('atechFormTitle') : t('aggregatedFormTitle')}
      className="flex flex-col gap-5"
      onSubmit={(event) => void submit(event)}
      data-testid={`${testId}-form`}
    >
      <Controller
        control={form.control}
        name="contributionId"
        render={({ field, fieldState }) => (
          <FormField
            label={t('source')}
            required
            error={fieldState.error?.message}
            helperText={
              sources && sources.length === 0
                ? mode === 'atech'
                  ? t('atechSourcesEmpty')
                  : t('sourcesEmpty')
                : startDate
                  ? t('sourceStart', { start: formatStart(Date.parse(startDate)) })
                  : undefined
            }
          >
            {sources === null ? (
              <Skeleton className="h-10 w-full" />
            ) : (
              <Select
                className="w-full"
                value={field.value === null ? '' : String(field.value)}
                onValueChange={(value) => field.onChange(value ? Number(value) : null)}
                options={options}
                placeholder={t('sourcePlaceholder')}
                data-testid={`${testId}-source`}
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
            min={source?.startTimeMs ?? null}
            value={field.value}
            onChange={(next) => {
              setNow(currentTime());
              field.onChange(next);
            }}
            error={fieldState.error?.message}
            testId={testId}
          />
        )}
      />
      <DownloadButton
        running={download.isPending}
        canDownload={canDownload}
        disabled={sourceLoading}
      />
    </form>
  );
}

import {
  fetchCompletedReport,
  useApiClient,
  useGenerateReport,
  useReportTask,
} from '@aq/api/react';
import { Button } from '@aq/ui/button';
import { Checkbox } from '@aq/ui/checkbox';
import {
  DateTimeRangePicker,
  initialRangeValue,
  resolveRange,
  type DateTimeRangeValue,
} from '@aq/ui/date-time-range-picker';
import { FormField } from '@aq/ui/form-field';
import { InlineNotification } from '@aq/ui/inline-notification';
import { Link as StyledLink } from '@aq/ui/link';
import { Select } from '@aq/ui/select';
import { Spinner } from '@aq/ui/spinner';
import { TextInput } from '@aq/ui/text-input';
import { useUiStrings } from '@aq/ui/ui-strings';
import { reportConfigConstraints } from '@aq/validation/contribution';
import { formatDateTime } from '@aq/validation/report';
import { formatUtcOffset } from '@aq/validation/time';
import { ExternalLink, FileDown } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmChange } from '../../lib/confirm-change';
import { pickerTimeZone, projectOffsetMinutes } from '../../lib/project-clock';
import { useNow } from '../../lib/use-now';
import { useUserErrorMessage } from '../../lib/user-error';
import { saveFile } from '../data-download/save-file';
import { GuardedButton } from '../monitoring-locations/guarded-button';
import { usePeriodLabel } from './report-configuration-page';
import { ReportFrame, type ReportPageContext } from './report-frame';
import {
  base64ToBytes,
  checkManualRange,
  formatElapsed,
  generateBody,
  manualOptionsOf,
  printPreviewHref,
  readPendingTask,
  reportNow,
  startedTask,
  tablePeriodChoices,
  writePendingTask,
  type ManualOptions,
  type PendingTask,
} from './report-logic';

const DEFAULT_RANGE: DateTimeRangeValue = { kind: 'relative', preset: '24h' };

function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * A contribution's manual report page (spec 02 §2, §4 'Manual generation', §5): the range picker
 * of the charts and downloads (presets 30 minutes to 7 days, 24 hours first, on the project's
 * clock, within the contribution period MinDate–MaxDate; the range messages under 'Report range
 * error'), the options (report name, display frequency, map, CSV), Generate, which starts the task
 * and polls it every 5 seconds with the elapsed time shown (Cancel hides it), then downloads the
 * PDF and the CSV when asked for; 'Failed to generate report' with the reason under it. Preview
 * opens the printable page in a new tab. The running task is kept in sessionStorage, so a reload
 * resumes polling. Generating needs View_Data.
 */
export default function ReportManualGenerationPage() {
  return (
    <ReportFrame page="manual-generation">
      {(context) => <ManualGeneration key={context.config.ContributionId} {...context} />}
    </ReportFrame>
  );
}

function ManualGeneration({ config, contributionId, clock, generateReason }: ReportPageContext) {
  const { t } = useTranslation('reports');
  const { validationMessage } = useUiStrings();
  const periodLabel = usePeriodLabel();
  const errorMessage = useUserErrorMessage();
  const client = useApiClient();
  const generate = useGenerateReport();
  const clockNow = useNow();
  const now = reportNow(clockNow, config.MaxDate);
  const minMs = config.MinDate === null ? null : Date.parse(config.MinDate);
  const maxMs = config.MaxDate === null ? null : Date.parse(config.MaxDate);
  const rules = reportConfigConstraints(config.ContributionType);
  // 'Last 24 hours', or the shortest preset that fits a younger contribution.
  const [range, setRange] = useState<DateTimeRangeValue>(
    () => initialRangeValue({ now, min: minMs, max: maxMs }) ?? DEFAULT_RANGE,
  );
  const [options, setOptions] = useState<ManualOptions>(() => manualOptionsOf(config));
  const [task, setTask] = useState<PendingTask | null>(() =>
    readPendingTask(sessionStore(), contributionId),
  );
  const [failure, setFailure] = useState<string | null>(null);
  const status = useReportTask(task?.taskId ?? null);
  const handled = useRef<string | null>(null);

  const resolved = resolveRange(range, now);
  const timeZone = pickerTimeZone(clock, now);
  const rangeError = checkManualRange(
    resolved,
    config,
    (ms) => formatDateTime(ms, pickerTimeZone(clock, ms)),
    clockNow,
  );
  const zoneLabel = `${clock.timeZone} (UTC${formatUtcOffset(projectOffsetMinutes(resolved.from, clock))})`;

  function finish(next: string | null) {
    writePendingTask(sessionStore(), contributionId, null);
    setTask(null);
    setFailure(next);
  }

  // A finished task is downloaded once; a failed one (or a poll that failed its retries) says why.
  const completed = status.data?.IsCompleted === true ? status.data : null;
  const pollError = status.error;
  /** Downloads a finished report; answers the failure to show, or null. */
  async function settle(
    taskId: string,
    taskError: string | null,
    failed: unknown,
  ): Promise<string | null> {
    if (failed) return errorMessage(failed, t('generate.action'));
    if (taskError) return taskError;
    try {
      const report = await fetchCompletedReport(client, taskId);
      saveFile(
        new Blob([base64ToBytes(report.ReportData)], { type: report.ContentType }),
        report.FileName,
      );
      if (report.Csv) {
        saveFile(
          new Blob([report.Csv.CsvData], { type: report.Csv.ContentType }),
          report.Csv.FileName,
        );
      }
      confirmChange(t('generate.downloaded', { name: report.FileName }));
      return null;
    } catch (error) {
      return errorMessage(error, t('generate.action'));
    }
  }

  useEffect(() => {
    if (!task || handled.current === task.taskId || (!completed && !pollError)) return;
    handled.current = task.taskId;
    void settle(task.taskId, completed?.Error ?? null, pollError).then(finish);
    // settle and finish only read stable things; the task's state drives this.
  }, [task, completed, pollError]); // eslint-disable-line react-hooks/exhaustive-deps

  async function start() {
    if (rangeError || generateReason || task) return;
    setFailure(null);
    try {
      const taskId = await generate.mutateAsync(generateBody(contributionId, resolved, options));
      const next = startedTask(taskId);
      writePendingTask(sessionStore(), contributionId, next);
      setTask(next);
    } catch (error) {
      setFailure(errorMessage(error, t('generate.action')));
    }
  }

  const set = (patch: Partial<ManualOptions>) =>
    setOptions((current) => ({ ...current, ...patch }));
  const busy = task !== null || generate.isPending;

  return (
    <section
      className="border-border bg-surface-raised rounded-card @container flex flex-col gap-5 border p-4 sm:p-6"
      aria-labelledby="manual-generation-title"
      data-testid="report-manual-generation"
    >
      <h2 id="manual-generation-title" className="text-lg font-semibold">
        {t('generate.title')}
      </h2>
      <div className="flex flex-col gap-1.5 text-sm">
        <span aria-hidden="true" className="font-medium">
          {t('generate.range')}
        </span>
        <DateTimeRangePicker
          label={t('generate.range')}
          now={now}
          timeZone={timeZone}
          min={minMs}
          max={maxMs}
          value={range}
          onChange={(value) => setRange(value)}
          aria-invalid={rangeError ? true : undefined}
          data-testid="report-range"
        />
        <p className="text-text-muted text-xs" data-testid="report-zone">
          {t('generate.zone', { zone: zoneLabel })}
        </p>
      </div>
      {rangeError ? (
        <InlineNotification
          kind="error"
          title={t('generate.rangeError')}
          text={validationMessage(rangeError)}
          data-testid="report-range-error"
        />
      ) : null}
      <fieldset className="grid gap-4 @lg:grid-cols-2" disabled={busy}>
        <legend className="mb-2 text-base font-semibold">{t('generate.options')}</legend>
        <FormField label={t('fields.reportName')} helperText={t('generate.nameHelp')}>
          <TextInput
            value={options.reportName}
            maxLength={200}
            onChange={(event) => set({ reportName: event.target.value })}
            data-testid="manual-report-name"
          />
        </FormField>
        <FormField
          label={t('fields.tablePeriod')}
          helperText={rules.displayFrequencyFixed ? t('fields.tablePeriodFixed') : undefined}
        >
          <Select
            value={String(options.tablePeriodMinutes)}
            onValueChange={(value) => set({ tablePeriodMinutes: Number(value) })}
            options={tablePeriodChoices(options.tablePeriodMinutes).map((minutes) => ({
              value: String(minutes),
              label: periodLabel(minutes),
            }))}
            disabled={rules.displayFrequencyFixed || busy}
          />
        </FormField>
        <FormField label={t('fields.siteMap')}>
          <Select
            value={options.mapStyle}
            onValueChange={(value) =>
              set({ mapStyle: value === 'Satellite' || value === 'Streets' ? value : 'None' })
            }
            options={[
              { value: 'Streets', label: t('mapStyles.Streets') },
              { value: 'Satellite', label: t('mapStyles.Satellite') },
              { value: 'None', label: t('mapStyles.None') },
            ]}
            disabled={busy}
          />
        </FormField>
        <Checkbox
          className="self-end"
          label={t('fields.attachCsv')}
          checked={options.attachCsv}
          onCheckedChange={(on) => set({ attachCsv: on === true })}
          data-testid="manual-attach-csv"
        />
      </fieldset>
      {failure ? (
        <InlineNotification
          kind="error"
          title={t('generate.failed')}
          text={failure}
          data-testid="report-generate-error"
        />
      ) : null}
      {task ? (
        <GenerationProgress
          startedAt={task.startedAt}
          onCancel={() => {
            handled.current = task.taskId;
            finish(null);
          }}
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-4">
        <GuardedButton
          reason={generateReason}
          onClick={() => void start()}
          disabled={busy || rangeError !== null}
          data-testid="generate-report"
        >
          <FileDown aria-hidden="true" className="size-4" />
          {t('generate.button')}
        </GuardedButton>
        {rangeError ? null : (
          <StyledLink
            href={printPreviewHref(config, resolved, options)}
            target="_blank"
            rel="noopener"
            data-testid="report-preview"
          >
            {t('generate.preview')}
            <ExternalLink aria-hidden="true" className="ms-1 inline size-4" />
            <span className="sr-only"> {t('generate.newTab')}</span>
          </StyledLink>
        )}
      </div>
    </section>
  );
}

/** The report being generated: a spinner, the time since Generate, and Cancel (hides it). */
function GenerationProgress({ startedAt, onCancel }: { startedAt: number; onCancel: () => void }) {
  const { t } = useTranslation('reports');
  const now = useNow(1000);
  return (
    <div
      className="border-border bg-surface-sunken rounded-card flex flex-wrap items-center gap-4 border p-4"
      role="status"
      data-testid="report-progress"
    >
      <Spinner size="md" label={t('generate.inProgress')} />
      <div className="flex flex-1 flex-col">
        <span className="text-sm font-medium">{t('generate.inProgress')}</span>
        <span className="text-text-muted text-xs tabular-nums" data-testid="report-elapsed">
          {t('generate.elapsed', { time: formatElapsed(now - startedAt) })}
        </span>
      </div>
      <Button variant="secondary" size="sm" onClick={onCancel} data-testid="report-progress-cancel">
        {t('generate.cancel')}
      </Button>
    </div>
  );
}

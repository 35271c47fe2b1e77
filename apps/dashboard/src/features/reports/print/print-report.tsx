import { HttpError, serverMessages } from '@aq/api';
import {
  useContribution,
  useContributionReport,
  useContributionReportConfig,
  useCurrentUser,
} from '@aq/api/react';
import { ReportDocument } from '@aq/charts/report';
import { StaticMap } from '@aq/ui/map';
import { useEffect, useMemo, useRef, type ReactNode, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../lib/app-config';
import { useLocale } from '../../../lib/locale';
import { useThemeChoice } from '../../../lib/theme';
import { REPORT_MAP, reportMapView } from './map-view';
import type { PrintReportParams } from './print-query';
import { useReportStrings } from './report-strings';
import { reportIsEmpty, toReportModel } from './report-model';

/** What the PDF generator waits for on <html data-report-state>. */
export type ReportState = 'loading' | 'ready' | 'error';

function setReportState(state: ReportState | null): void {
  if (state === null) delete document.documentElement.dataset.reportState;
  else document.documentElement.dataset.reportState = state;
}

/**
 * The print page's frame: the app font with Noto Sans SC as the CJK fallback (loaded with this
 * page only, see print-report-page.tsx), the light theme's surface, no shell.
 */
function PrintFrame({ children }: { children: ReactNode }) {
  return (
    <div
      data-slot="print-report"
      className="bg-surface text-text min-h-screen p-4 print:p-0"
      style={{ fontFamily: "'Inter Variable', 'Noto Sans SC', 'DejaVu Sans', sans-serif" }}
    >
      {children}
    </div>
  );
}

/** The error state: the message(s) in the element the PDF generator reads. */
function PrintError({ messages }: { messages: readonly string[] }) {
  useEffect(() => setReportState('error'), []);
  return (
    <div role="alert" data-report-error="" className="text-danger-text flex flex-col gap-1 text-sm">
      {messages.map((message) => (
        <p key={message} className="m-0">
          {message}
        </p>
      ))}
    </div>
  );
}

/** The server's messages of a refused request (4xx), else the spec's 'Failed to load report'. */
function errorMessages(error: unknown, failed: string): string[] {
  if (error instanceof HttpError && error.status >= 400 && error.status < 500) {
    const messages = serverMessages(error.body);
    if (messages.length) return messages;
  }
  return [failed];
}

/**
 * Marks the report ready once it is drawn: the charts are SVG drawn with the first commit, so
 * what is left is the static map's image (ready or failed: its root's data-state leaves
 * 'loading') and the fonts (document.fonts.ready, after layout asked for the glyphs it needs).
 */
function useReadyWhenDrawn(root: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const element = root.current;
    if (!active || !element) return undefined;
    let cancelled = false;
    let observer: MutationObserver | null = null;
    const mapSettled = () => {
      const map = element.querySelector('[data-slot="static-map"]');
      return map === null || map.getAttribute('data-state') !== 'loading';
    };
    const finish = () => {
      // Fonts requested by the last layout are in document.fonts' pending set by the next frame.
      requestAnimationFrame(() => {
        void document.fonts.ready.then(() => {
          if (!cancelled) setReportState('ready');
        });
      });
    };
    if (mapSettled()) {
      finish();
    } else {
      observer = new MutationObserver(() => {
        if (!mapSettled()) return;
        observer?.disconnect();
        finish();
      });
      observer.observe(element, {
        subtree: true,
        attributes: true,
        attributeFilter: ['data-state'],
      });
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
    };
  }, [root, active]);
}

/**
 * The printable contribution report (spec 02 §2): 'Loading', then the report in the layout of the
 * contribution's type (1466, DER-10, NJ PAM) or the errors ('Failed to load report' or the
 * server's messages; 'No data was found for the selected reporting range.' when the range holds
 * no value). Always in the light theme, in the stored locale's language (main.tsx loads it before
 * the first render; the PDF generator stores the user's locale before the page loads). Sets
 * <html data-report-state> to 'loading', then 'ready' once everything is drawn, or 'error'.
 */
export function PrintReport({ params }: { params: PrintReportParams }) {
  const { t } = useTranslation('report-print');
  const { locale } = useLocale();
  const { setPreview } = useThemeChoice();
  const { MapStyles, StaticMapUrlTemplate } = useAppConfig();
  const user = useCurrentUser();
  const config = useContributionReportConfig(params.contributionId);
  const tablePeriodMinutes = params.tablePeriodMinutes ?? config.data?.TablePeriodMinutes;
  const range = useMemo(
    () => ({
      from: new Date(params.fromTimeMillis).toISOString(),
      to: new Date(params.toTimeMillis).toISOString(),
      tablePeriodMinutes: tablePeriodMinutes ?? 1,
    }),
    [params.fromTimeMillis, params.toTimeMillis, tablePeriodMinutes],
  );
  const report = useContributionReport(params.contributionId, range, {
    enabled: tablePeriodMinutes !== undefined,
  });
  const contribution = useContribution(
    config.data?.DisplayActionLevelsOnReportCharts ? params.contributionId : null,
  );
  const root = useRef<HTMLDivElement>(null);

  // A report is printed in the light theme, whatever the browser's choice.
  useEffect(() => {
    setPreview('light');
    return () => setPreview(null);
  }, [setPreview]);

  useEffect(() => {
    setReportState('loading');
    return () => setReportState(null);
  }, []);

  const strings = useReportStrings(
    report.data?.SensorInfo.find((sensor) => sensor.SensorCode === 'WS')?.DisplayUnits ?? '',
    config.data?.ContributionType === 'Generic',
  );
  const contributionSettled =
    !config.data?.DisplayActionLevelsOnReportCharts || !contribution.isPending;
  const model = useMemo(() => {
    if (!report.data || !config.data || !contributionSettled) return null;
    return toReportModel({
      data: report.data,
      config: config.data,
      contribution: contribution.data ?? null,
      params,
      generatedAt: report.dataUpdatedAt,
      texts: { actionLevel: (value) => t('actionLevelLine', { value }) },
    });
  }, [
    report.data,
    report.dataUpdatedAt,
    config.data,
    contribution.data,
    contributionSettled,
    params,
    t,
  ]);

  const mapStyle = params.mapStyle ?? config.data?.MapStyle ?? 'None';
  const view = model && mapStyle !== 'None' ? reportMapView(model.sources) : null;
  const empty = report.data ? reportIsEmpty(report.data) : false;
  const drawn = model !== null && !empty && user.data !== undefined;
  useReadyWhenDrawn(root, drawn);

  let body: ReactNode;
  const error = config.error ?? report.error ?? (user.isError ? user.error : null);
  if (error) {
    body = <PrintError messages={errorMessages(error, t('failed'))} />;
  } else if (report.data && empty) {
    body = <PrintError messages={[t('empty')]} />;
  } else if (!drawn || !model) {
    body = (
      <p role="status" className="text-text-muted text-sm">
        {t('loading')}
      </p>
    );
  } else {
    body = (
      <ReportDocument
        model={model}
        strings={strings}
        locale={locale}
        map={
          view ? (
            <StaticMap
              center={view.center}
              zoom={view.zoom}
              width={REPORT_MAP.width}
              height={REPORT_MAP.height}
              markerSize={REPORT_MAP.markerSize}
              markers={model.sources.map((source) => ({
                id: source.id,
                latitude: source.latitude,
                longitude: source.longitude,
                status: 'ok' as const,
              }))}
              alt={t('mapAlt', { name: model.contributionName })}
              mapStyle={mapStyle === 'Satellite' ? 'satellite' : 'streets'}
              styleUrls={{ streets: MapStyles.Streets, satellite: MapStyles.Satellite }}
              unavailableLabel={t('mapUnavailable')}
              urlTemplate={StaticMapUrlTemplate}
            />
          ) : null
        }
      />
    );
  }
  return (
    <PrintFrame>
      <div ref={root}>{body}</div>
    </PrintFrame>
  );
}

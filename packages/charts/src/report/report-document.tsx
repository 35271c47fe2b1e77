import { Fragment, useMemo, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../time-series/cn';
import { formatInstant } from '../time-series/time-ticks';
import { windRose, type WindSample } from '../wind-rose/binning';
import { WindRoseChart } from '../wind-rose/wind-rose-chart';
import { formatReportDate, planReport, type ReportSection } from './layout';
import { REPORT_PRINT_CSS } from './print-css';
import { ReportGraph } from './report-graph';
import { graphDays, graphDomain, graphFloor, graphLines } from './scales';
import type { ReportDataTable } from './table';
import type { ReportModel, ReportStrings } from './types';

/** The printed content width in px: fits A4 and Letter with 12 mm margins (703 and 725 px). */
export const REPORT_WIDTH = 700;
/** Two graphs side by side. */
const GRAPH_WIDTH = 342;
const WIND_ROSE_SIZE = 300;

/** Props of ReportDocument. */
export interface ReportDocumentProps extends Omit<ComponentProps<'article'>, 'children'> {
  model: ReportModel;
  strings: ReportStrings;
  /** BCP 47 locale for numbers and dates. */
  locale: string;
  /**
   * The optional static map (the dashboard passes @aq/ui's StaticMap, 1280 × 250, markers 22);
   * null or absent: no map section.
   */
  map?: ReactNode;
}

/** A cell that reads as a number (digits, separators, a sign, a degree sign): right-aligned. */
const NUMERIC = /^[-−+]?[\d.,\s\u00a0\u202f]+°?$/;

/** A printed table: its title, a header repeated on each page, rows that never split. */
function ReportTableView({ table }: { table: ReportDataTable }) {
  return (
    <section data-slot="report-table" data-table={table.id} className="flex flex-col gap-1">
      {table.title ? <h2 className="m-0 text-sm font-semibold">{table.title}</h2> : null}
      <table className="w-full border-collapse text-[9px] leading-tight">
        <thead>
          <tr>
            {table.header.map((cell, index) => (
              <th
                key={index}
                scope="col"
                className="border-border-strong bg-surface-sunken border px-1 py-0.5 text-left align-bottom font-semibold"
              >
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, index) => (
                <td
                  key={index}
                  className={cn(
                    'border-border border px-1 py-0.5',
                    index === 0 && 'whitespace-nowrap',
                    index > 0 && NUMERIC.test(cell) && 'text-right tabular-nums',
                  )}
                >
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {table.rows.length === 0 && table.empty ? (
        <p className="text-text-muted m-0 text-xs">{table.empty}</p>
      ) : null}
    </section>
  );
}

function Header({ model, strings, locale }: Omit<ReportDocumentProps, 'map'>) {
  const at = (t: number) => formatInstant(t, locale, model.timeZone);
  const rows: [string, string][] = [
    [strings.project, model.projectName],
    [strings.contribution, model.contributionName],
    [strings.range, `${at(model.from)} – ${at(model.to)} (${strings.timeZone(model.timeZone)})`],
    [strings.generated, `${at(model.generatedAt)} (${model.timeZone})`],
  ];
  return (
    <header className="border-border-strong flex flex-col gap-1 border-b pb-2">
      <p className="text-text-muted m-0 text-xs">{strings.variantTitle[model.variant]}</p>
      <h1 className="m-0 text-xl font-semibold">{model.reportName}</h1>
      <dl className="m-0 grid grid-cols-[max-content_1fr] gap-x-3 gap-y-0.5 text-xs">
        {rows.map(([term, value]) => (
          <Fragment key={term}>
            <dt className="text-text-muted">{term}</dt>
            <dd className="m-0">{value}</dd>
          </Fragment>
        ))}
      </dl>
    </header>
  );
}

function Graphs({ model, strings, locale }: Omit<ReportDocumentProps, 'map'>) {
  const days = graphDays(model.from, model.to, model.timeZone);
  const lineLabels = {
    contribution:
      model.variant === '1466'
        ? `${strings.contributionLine} (${strings.rollingNote})`
        : strings.contributionLine,
    upwind: strings.upwind,
    downwind: strings.downwind,
  };
  // One axis per pollutant over the whole range, so its days compare at a glance.
  const sensors = model.sensors.map((sensor) => {
    const lines = graphLines(model, sensor);
    const values = lines.flatMap((line) =>
      line.points.filter((p) => p.t >= model.from && p.t <= model.to).map((p) => p.value),
    );
    const domain = graphDomain(
      values,
      sensor.levels.map((level) => level.value),
      graphFloor(sensor.code, sensor.unit),
    );
    return { sensor, lines, domain };
  });
  return (
    <section data-slot="report-graphs" className="flex flex-col gap-2">
      <h2 className="m-0 text-sm font-semibold">{strings.graphs}</h2>
      <div className="grid grid-cols-2 gap-x-4 gap-y-3">
        {days.flatMap((day) =>
          sensors.map(({ sensor, lines, domain }) => (
            <ReportGraph
              key={`${day.date}-${sensor.code}`}
              data-sensor={sensor.code}
              data-y-max={domain[1]}
              title={strings.graphTitle(
                sensor.code,
                sensor.unit,
                formatReportDate(day.date, locale),
              )}
              lines={lines}
              lineLabels={lineLabels}
              levels={sensor.levels}
              from={day.from}
              to={day.to}
              domain={domain}
              timeZone={model.timeZone}
              locale={locale}
              width={GRAPH_WIDTH}
            />
          )),
        )}
      </div>
    </section>
  );
}

function WindRoseSection({ model, strings, locale }: Omit<ReportDocumentProps, 'map'>) {
  const rose = useMemo(() => {
    const directions = new Map(model.wind.direction.map((point) => [point.t, point.value]));
    const samples: WindSample[] = model.wind.speed
      .filter((point) => point.t >= model.from && point.t <= model.to)
      .map((point) => ({ speed: point.value, direction: directions.get(point.t) ?? null }));
    return windRose(samples, { sensorRange: model.wind.range ?? undefined });
  }, [model]);
  return (
    <section data-slot="report-wind-rose" className="report-avoid-break flex flex-col gap-2">
      <h2 className="m-0 text-sm font-semibold">{strings.windRose}</h2>
      <WindRoseChart
        rose={rose}
        labels={strings.windRoseLabels}
        locale={locale}
        size={WIND_ROSE_SIZE}
      />
    </section>
  );
}

function Section({
  section,
  props,
}: {
  section: ReportSection;
  props: ReportDocumentProps;
}): ReactNode {
  const { model, strings, locale, map } = props;
  switch (section.kind) {
    case 'header':
      return <Header model={model} strings={strings} locale={locale} />;
    case 'map':
      return (
        <section data-slot="report-map" className="report-avoid-break flex flex-col gap-1">
          <h2 className="m-0 text-sm font-semibold">{strings.map}</h2>
          {map}
        </section>
      );
    case 'graphs':
      return <Graphs model={model} strings={strings} locale={locale} />;
    case 'pageBreak':
      return <div data-slot="report-page-break" className="report-page-break" aria-hidden="true" />;
    case 'windRose':
      return <WindRoseSection model={model} strings={strings} locale={locale} />;
    default:
      return section.table ? <ReportTableView table={section.table} /> : null;
  }
}

/** Groups the sections into rows of the two-column grid: a full-width one, or up to two halves. */
function rowsOf(sections: readonly ReportSection[]): ReportSection[][] {
  const rows: ReportSection[][] = [];
  for (const section of sections) {
    const last = rows[rows.length - 1];
    const lastSpan = last?.reduce((sum, s) => sum + s.columnSpan, 0) ?? 2;
    if (last && section.columnSpan === 1 && lastSpan === 1) last.push(section);
    else rows.push([section]);
  }
  return rows;
}

/**
 * A printable contribution report (spec 02 §2): header, environmental summary, optional static
 * map, graphs, page break, wind rose, page break, data table, on a two-column grid of fixed width
 * in the 1466, DER-10 or NJ PAM layout. Rows of the grid are block boxes (not one CSS grid), so the
 * page breaks (`break-before: page`) and the repeated table headers work in Chromium's print.
 * Always drawn in the light theme's tokens by the page that hosts it; colours print exactly.
 */
export function ReportDocument(props: ReportDocumentProps) {
  const { model, strings, locale, map, className, ...rest } = props;
  const hasMap = map !== null && map !== undefined;
  const plan = useMemo(
    () => planReport(model, strings, locale, { hasMap }),
    [model, strings, locale, hasMap],
  );
  return (
    <article
      data-slot="report-document"
      data-variant={model.variant}
      className={cn('report-document bg-surface text-text flex flex-col gap-4', className)}
      style={{ width: REPORT_WIDTH }}
      {...rest}
    >
      <style>{REPORT_PRINT_CSS}</style>
      {plan.issues.length > 0 ? (
        <p role="alert" data-report-layout-invalid="">
          {strings.invalidLayout}
        </p>
      ) : (
        rowsOf(plan.sections).map((row) =>
          row.length === 1 ? (
            <Fragment key={row[0]!.id}>
              <Section section={row[0]!} props={props} />
            </Fragment>
          ) : (
            <div key={row.map((s) => s.id).join('+')} className="grid grid-cols-2 gap-4">
              {row.map((section) => (
                <div key={section.id} className="min-w-0">
                  <Section section={section} props={props} />
                </div>
              ))}
            </div>
          ),
        )
      )}
    </article>
  );
}

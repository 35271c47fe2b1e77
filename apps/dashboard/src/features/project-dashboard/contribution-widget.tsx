import { Gauge, gaugeTileCount, type GaugeLabels } from '@aq/charts/gauge';
import { Button } from '@aq/ui/button';
import { Card } from '@aq/ui/card';
import { Carousel } from '@aq/ui/carousel';
import { OverflowMenu } from '@aq/ui/dropdown-menu';
import { FileDown, SlidersHorizontal } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useLocale } from '../../lib/locale';
import { reportPageHref } from '../reports/reports-path';
import {
  averagingModeKey,
  gaugeTiles,
  tilePages,
  type ChannelValue,
  type DashboardContribution,
  type DashboardLevel,
  type GaugeTile,
} from './contributions';

/** Props of ContributionWidget. */
export interface ContributionWidgetProps {
  /** The contribution (its summary). */
  contribution: DashboardContribution;
  /** Its channels' latest values (contributions-data); empty or absent means no data yet. */
  values: readonly ChannelValue[] | undefined;
  /** The project's compliance levels (projectDetails.ComplianceLevels); the first per channel is 100 %. */
  levels: readonly DashboardLevel[];
  /** Decimal places per channel code in the project's display settings; 1 when not given. */
  decimals?: Readonly<Record<string, number>>;
  /** While the values load for the first time: a skeleton. */
  loading?: boolean;
  /** The server's message when the values could not be read. */
  error?: string | null;
  /** Opens the contribution's 12-hour charts (the page's modal). */
  onViewCharts: (contributionId: number) => void;
  /** Width before it is measured, in px (stories and the first render); the gauge default applies. */
  initialWidth?: number;
}

/** The width of an element, following its resizes; undefined until measured. */
function useWidth<T extends HTMLElement>(initial: number | undefined) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState<number | undefined>(initial);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * One contribution on the project dashboard (projects §2, §4, §9): a gauge tile per channel (the
 * sensor, the averaged value in the display unit, the averaging mode and the gauge against the
 * channel's first compliance level), as many side by side as the width allows (one per 100 px,
 * minus one; 2 before it is measured) and the rest on further slides, and 'View charts'. Its
 * overflow menu offers Generate report and Configure report (the contribution's report pages).
 */
export function ContributionWidget({
  contribution,
  values,
  levels,
  decimals,
  loading = false,
  error,
  onViewCharts,
  initialWidth,
}: ContributionWidgetProps) {
  const { t } = useTranslation('project-dashboard');
  const { t: tReports } = useTranslation('reports');
  const [, navigate] = useLocation();
  const [ref, width] = useWidth<HTMLDivElement>(initialWidth);
  const tiles = gaugeTiles(contribution, values ?? [], levels);
  const perPage = Math.min(gaugeTileCount(width), Math.max(1, tiles.length));
  const pages = tilePages(tiles, perPage);
  const state = loading ? 'loading' : error ? 'error' : tiles.length === 0 ? 'empty' : 'ready';
  const row = (page: GaugeTile[]) => (
    <ul
      className="m-0 grid list-none gap-3 p-0"
      style={{ gridTemplateColumns: `repeat(${perPage}, minmax(0, 1fr))` }}
    >
      {page.map((tile) => (
        <li key={tile.code} className="min-w-0">
          <GaugeTileView tile={tile} contribution={contribution} decimals={decimals} />
        </li>
      ))}
    </ul>
  );
  return (
    <Card
      data-testid={`contribution-widget-${contribution.Id}`}
      title={contribution.Name}
      headingLevel={3}
      actions={
        <OverflowMenu
          size="sm"
          label={tReports('widget.menu', { name: contribution.Name })}
          items={[
            {
              id: 'generate-report',
              label: tReports('widget.generate'),
              icon: <FileDown />,
              onSelect: () => navigate(reportPageHref('manual-generation', contribution.Id)),
            },
            {
              id: 'configure-report',
              label: tReports('widget.configure'),
              icon: <SlidersHorizontal />,
              onSelect: () => navigate(reportPageHref('configuration', contribution.Id)),
            },
          ]}
        />
      }
      state={state}
      errorText={error ? `${t('contribution.errorTitle')}: ${error}` : undefined}
      emptyTitle={t('contribution.emptyTitle')}
      emptyText={t('contribution.emptyText')}
      footer={
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('contribution.viewChartsOf', { name: contribution.Name })}
          onClick={() => onViewCharts(contribution.Id)}
        >
          {t('contribution.viewCharts')}
        </Button>
      }
    >
      <div ref={ref} data-tiles={perPage} className="min-w-0">
        {pages.length > 1 ? (
          <Carousel label={t('contribution.tiles', { name: contribution.Name })}>
            {pages.map((page) => (
              <div key={page.map((tile) => tile.code).join()}>{row(page)}</div>
            ))}
          </Carousel>
        ) : (
          row(pages[0] ?? [])
        )}
      </div>
    </Card>
  );
}

/** The words of the gauge in the user's language. */
function useGaugeLabels(): GaugeLabels {
  const { t } = useTranslation('project-dashboard');
  return {
    noData: t('gauge.noData'),
    ok: t('gauge.ok'),
    caution: t('gauge.caution'),
    warning: t('gauge.warning'),
  };
}

/** One channel's tile: its name, the gauge, the value with its unit, the level and the mode. */
function GaugeTileView({
  tile,
  contribution,
  decimals,
}: {
  tile: GaugeTile;
  contribution: DashboardContribution;
  decimals: Readonly<Record<string, number>> | undefined;
}) {
  const { t } = useTranslation('project-dashboard');
  const { locale } = useLocale();
  const labels = useGaugeLabels();
  const places = decimals?.[tile.code] ?? 1;
  const number = new Intl.NumberFormat(locale, {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  });
  // A level is written as set (100, 0.5), not padded to the value's decimals.
  const level = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  const modeKey = averagingModeKey(contribution.ContributionType, tile.mode);
  return (
    <div
      data-slot="gauge-tile"
      data-channel={tile.code}
      className="rounded-control border-border flex flex-col items-center gap-1 border p-2 text-center"
    >
      <h4 className="m-0 truncate text-sm font-semibold" title={tile.name}>
        {tile.name}
      </h4>
      <Gauge
        value={tile.value}
        trigger={tile.trigger}
        label={t('contribution.gaugeLabel', { sensor: tile.name })}
        labels={labels}
        className="w-full"
      />
      {/* Without a value the gauge already says 'No data'. */}
      {tile.value === null ? null : (
        <p className="text-sm tabular-nums">
          {t('contribution.value', { value: number.format(tile.value), unit: tile.unit })}
        </p>
      )}
      <p className="text-text-muted text-xs">
        {tile.trigger === null
          ? t('contribution.noLevel')
          : t('contribution.level', { level: level.format(tile.trigger), unit: tile.unit })}
      </p>
      {modeKey ? (
        <p className="text-text-muted text-xs">
          {t('contribution.mode', { mode: t(`modes.${modeKey}`) })}
        </p>
      ) : null}
    </div>
  );
}

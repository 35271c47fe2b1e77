import { Button } from '@aq/ui/button';
import { Modal } from '@aq/ui/modal';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { AggregatedCharts } from '../charts/aggregated-charts';
import type { ContributionSummaryItem } from '../charts/aggregated-series';
import type { AggregatedChartQuery } from '../charts/chart-query';
import { chartsPageHref, viewChartsQuery } from './view-charts';

/** Props of ViewChartsModal. */
export interface ViewChartsModalProps {
  projectId: string;
  /** The contribution whose charts are shown; null keeps the modal closed. */
  contribution: ContributionSummaryItem | null;
  /** Called when the modal closes (Escape, the corner button, a click outside). */
  onClose: () => void;
}

/**
 * The modal a contribution widget's 'View charts' opens (projects §2): the contribution's last 12
 * hours as the Charts page's aggregated charts (the same component, so the same series, averaging
 * regions and compliance levels, refreshed every minute), and 'Open in Charts' leading to the full
 * Charts page with the query shown (including any field or range changed in the modal).
 */
export function ViewChartsModal({ projectId, contribution, onClose }: ViewChartsModalProps) {
  const { t } = useTranslation('project-dashboard');
  return (
    <Modal
      open={contribution !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="lg"
      className="sm:max-w-4xl"
      title={contribution ? t('viewCharts.title', { name: contribution.Name }) : ''}
      description={t('viewCharts.description')}
      data-testid="view-charts-modal"
    >
      {contribution ? (
        // Keyed by contribution: another contribution opens on its own fresh 12-hour query.
        <ViewChartsBody key={contribution.Id} projectId={projectId} contribution={contribution} />
      ) : null}
    </Modal>
  );
}

function ViewChartsBody({
  projectId,
  contribution,
}: {
  projectId: string;
  contribution: ContributionSummaryItem;
}) {
  const { t } = useTranslation('project-dashboard');
  const [query, setQuery] = useState<AggregatedChartQuery>(() =>
    viewChartsQuery(projectId, contribution.Id),
  );
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {/* Above the charts, so it needs no scrolling past them. */}
      <div className="flex justify-end">
        <Button asChild variant="secondary" size="sm">
          <Link href={chartsPageHref(query)} data-testid="view-charts-open">
            <ExternalLink aria-hidden="true" className="size-4" />
            {t('viewCharts.open')}
          </Link>
        </Button>
      </div>
      <AggregatedCharts
        query={query}
        summaries={[contribution]}
        onChange={(next) => {
          if (next.type === 'aggregated') setQuery(next);
        }}
      />
    </div>
  );
}

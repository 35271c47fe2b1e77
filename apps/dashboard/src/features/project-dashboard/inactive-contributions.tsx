import { CollapsibleSection } from '@aq/ui/collapsible-section';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of InactiveContributions. */
export interface InactiveContributionsProps<T> {
  /** The inactive contributions (NJ PAM already left out: `dashboardContributions`). */
  contributions: readonly T[];
  /** Draws one of them, e.g. its ContributionWidget. */
  renderContribution: (contribution: T) => ReactNode;
  /** Open at first; collapsed by default (projects §2). */
  defaultOpen?: boolean;
}

/**
 * The collapsed 'Inactive Contributions (n)' section of the dashboard (projects §2); nothing when
 * there is no inactive contribution.
 */
export function InactiveContributions<T>({
  contributions,
  renderContribution,
  defaultOpen = false,
}: InactiveContributionsProps<T>) {
  const { t } = useTranslation('project-dashboard');
  if (contributions.length === 0) return null;
  return (
    <CollapsibleSection
      data-testid="inactive-contributions"
      title={t('inactive.title')}
      count={contributions.length}
      defaultOpen={defaultOpen}
    >
      <div className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,20rem),1fr))] gap-4">
        {contributions.map(renderContribution)}
      </div>
    </CollapsibleSection>
  );
}
